import { ApiError, apiRequest } from '../lib/api/request.ts';
import { toast } from '../stores/toast.ts';

/**
 * The docs' test-key box (show/hide) and Try It: the button is disabled until a key is
 * entered; a call shows the real status and body, with the spec's toasts (000 §8).
 */
function setUpKeyBox(input: HTMLInputElement, toggle: HTMLButtonElement): void {
  toggle.addEventListener('click', () => {
    const show = input.type === 'password';
    input.type = show ? 'text' : 'password';
    toggle.setAttribute('aria-pressed', String(show));
    toggle.textContent = (show ? toggle.dataset.hideLabel : toggle.dataset.showLabel) ?? '';
    toggle.setAttribute('aria-label', (show ? toggle.dataset.hideAria : toggle.dataset.showAria) ?? '');
  });
}

function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function setUpTryIt(panel: HTMLElement, input: HTMLInputElement): void {
  const button = panel.querySelector<HTMLButtonElement>('[data-try-button]');
  const hint = panel.querySelector<HTMLElement>('[data-try-hint]');
  const result = panel.querySelector<HTMLElement>('[data-try-result]');
  const status = panel.querySelector<HTMLElement>('[data-try-status]');
  const body = panel.querySelector<HTMLElement>('[data-try-body]');
  if (!button || !hint || !result || !status || !body) return;
  const label = button.textContent?.trim() ?? '';
  const labels = panel.dataset;

  const refresh = () => {
    const hasKey = input.value.trim() !== '';
    button.disabled = !hasKey;
    hint.hidden = hasKey;
  };
  input.addEventListener('input', refresh);
  refresh();

  const show = (code: number | null, text: string, ok: boolean) => {
    result.hidden = false;
    status.textContent = code === null ? '—' : String(code);
    status.className = `badge ${ok ? 'badge-success' : 'badge-danger'}`;
    body.textContent = text;
  };

  button.addEventListener('click', async () => {
    const key = input.value.trim();
    if (!key) return;
    button.disabled = true;
    button.textContent = labels.sending ?? label;
    try {
      const response = await apiRequest('GET', labels.url ?? '/api/v1/accounts', undefined, { bearer: key });
      show(response.status, prettyBody(await response.text()), true);
      toast({
        title: labels.successTitle ?? '',
        description: (labels.statusBody ?? '').replace('{status}', String(response.status)),
        variant: 'success',
      });
    } catch (error) {
      if (error instanceof ApiError) {
        show(error.status, prettyBody(error.body), false);
        toast({
          title: labels.failedTitle ?? '',
          description: (labels.statusBody ?? '').replace('{status}', String(error.status)),
          variant: 'destructive',
        });
      } else {
        show(null, String(error instanceof Error ? error.message : error), false);
        toast({ title: labels.failedTitle ?? '', description: labels.requestFailed, variant: 'destructive' });
      }
    } finally {
      button.textContent = label;
      refresh();
    }
  });
}

const input = document.querySelector<HTMLInputElement>('[data-api-key-input]');
const toggle = document.querySelector<HTMLButtonElement>('[data-api-key-toggle]');
if (input && toggle) setUpKeyBox(input, toggle);
if (input) for (const panel of document.querySelectorAll<HTMLElement>('[data-try-it]')) setUpTryIt(panel, input);
