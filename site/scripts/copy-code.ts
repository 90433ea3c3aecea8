import { toast } from '../stores/toast.ts';

/** "Copied!" stays up for 2 s (spec 000 §9 "Copy toast"). */
const COPIED_TOAST_MS = 2000;

/**
 * Copy buttons of code blocks (and any `[data-copy]` with a `data-copy-text`). A clipboard
 * failure is only logged (spec 000 §8).
 */
async function copy(button: HTMLElement): Promise<void> {
  const block = button.closest('[data-code-block]');
  const text = button.dataset.copyText ?? block?.querySelector('code')?.textContent ?? '';
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: button.dataset.copiedLabel ?? 'Copied!', variant: 'success', duration: COPIED_TOAST_MS });
  } catch (error) {
    console.error('Copy to clipboard failed', error);
  }
}

export function enableCopyButtons(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLElement>('[data-copy]')) {
    if (button.dataset.copyReady === 'true') continue;
    button.dataset.copyReady = 'true';
    button.hidden = false;
    button.addEventListener('click', () => void copy(button));
  }
}

enableCopyButtons();
