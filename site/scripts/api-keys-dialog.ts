import { ApiError, apiJson, createQuery } from '../lib/api/index.ts';
import { toast } from '../stores/toast.ts';

/**
 * Get API Keys (spec 001 §2.3, §8 "Developer"). Signed out: the "Authentication Required"
 * toast, then the sign-in page. Signed in: the key dialog. The current user comes from
 * GET /api/auth/user (cached 5 minutes); any answer but a user means signed out.
 */
const USER_CACHE_MS = 5 * 60 * 1000;
const REDIRECT_DELAY_MS = 1500;
const PORTAL_PERMISSIONS = ['read:accounts', 'read:transactions', 'write:payments'];

interface DeveloperKey {
  id: string;
  name: string;
  /** Only in the answer to a creation: the full key, shown once. */
  key?: string;
  keyPrefix: string;
  createdAt: string;
}

const $user = createQuery<unknown>(['/api/auth/user'], { on401: 'returnNull', cacheTime: USER_CACHE_MS });

function currentUser(): Promise<unknown> {
  return new Promise((resolve) => {
    let settled = false;
    let stop: (() => void) | undefined;
    stop = $user.subscribe(({ data, error, loading }) => {
      if (settled || loading || (data === undefined && error === undefined)) return;
      settled = true;
      // A 404 (no identity service yet), a 5xx or a network error: treat as signed out.
      resolve(error ? null : (data ?? null));
      queueMicrotask(() => stop?.());
    });
    if (settled) stop();
  });
}

function setUpDialog(dialog: HTMLDialogElement): { open: () => void } {
  const data = dialog.dataset;
  const form = dialog.querySelector<HTMLFormElement>('[data-keys-form]');
  const nameInput = form?.querySelector<HTMLInputElement>('input[name="name"]');
  const nameError = dialog.querySelector<HTMLElement>('[data-keys-name-error]');
  const submit = dialog.querySelector<HTMLButtonElement>('[data-keys-submit]');
  const loadingText = dialog.querySelector<HTMLElement>('[data-keys-loading]');
  const emptyText = dialog.querySelector<HTMLElement>('[data-keys-empty]');
  const list = dialog.querySelector<HTMLUListElement>('[data-keys-list]');
  const created = dialog.querySelector<HTMLElement>('[data-keys-created]');
  const createdValue = dialog.querySelector<HTMLElement>('[data-keys-created-value]');
  const submitLabel = submit?.textContent?.trim() ?? '';

  const showKeys = (keys: DeveloperKey[]) => {
    if (loadingText) loadingText.hidden = true;
    if (emptyText) emptyText.hidden = keys.length > 0;
    if (!list) return;
    list.hidden = keys.length === 0;
    list.replaceChildren(
      ...keys.map((key) => {
        const item = document.createElement('li');
        const name = document.createElement('strong');
        name.textContent = key.name;
        const prefix = document.createElement('code');
        prefix.textContent = ` ${key.keyPrefix}…`;
        item.append(name, prefix);
        return item;
      }),
    );
  };

  const loadKeys = async () => {
    try {
      const profile = await apiJson<{ apiKeys?: DeveloperKey[] }>('GET', '/api/developer/profile');
      showKeys(profile?.apiKeys ?? []);
    } catch (error) {
      if (loadingText) loadingText.hidden = true;
      toast({
        title: data.failedTitle ?? '',
        description: error instanceof ApiError ? (error.serverMessage ?? undefined) : undefined,
        variant: 'destructive',
      });
    }
  };

  dialog.querySelector('[data-keys-close]')?.addEventListener('click', () => dialog.close());
  form?.addEventListener('submit', async (event) => {
    event.preventDefault();
    const name = nameInput?.value.trim() ?? '';
    if (nameError) {
      nameError.hidden = name !== '';
      nameError.textContent = name ? '' : (data.nameRequired ?? '');
    }
    nameInput?.setAttribute('aria-invalid', String(name === ''));
    if (!name || !submit) return;
    submit.disabled = true;
    submit.textContent = data.creating ?? submitLabel;
    try {
      const answer = await apiJson<{ apiKey: DeveloperKey }>('POST', '/api/developer/api-keys', {
        name,
        permissions: PORTAL_PERMISSIONS,
      });
      const fullKey = answer.apiKey.key ?? '';
      if (created && createdValue && fullKey) {
        createdValue.textContent = fullKey;
        created.hidden = false;
      }
      toast({ title: data.createdTitle ?? '', description: data.createdBody, variant: 'success' });
      if (nameInput) nameInput.value = '';
      await loadKeys();
    } catch (error) {
      toast({
        title: data.failedTitle ?? '',
        description: (error instanceof ApiError && error.serverMessage) || data.failedTitle,
        variant: 'destructive',
      });
    } finally {
      submit.textContent = submitLabel;
      submit.disabled = false;
    }
  });

  return {
    open: () => {
      dialog.showModal();
      void loadKeys();
    },
  };
}

function setUp(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-get-api-keys]');
  const dialogElement = document.querySelector<HTMLDialogElement>('[data-keys-dialog]');
  if (!button || !dialogElement) return;
  const dialog = setUpDialog(dialogElement);
  button.addEventListener('click', async () => {
    button.disabled = true;
    const user = await currentUser();
    button.disabled = false;
    if (user) {
      dialog.open();
      return;
    }
    toast({ title: button.dataset.authTitle ?? '', description: button.dataset.authBody, variant: 'destructive' });
    const next = encodeURIComponent(location.pathname);
    const login = button.dataset.loginPath ?? '/login';
    setTimeout(() => location.assign(`${login}?next=${next}`), REDIRECT_DELAY_MS);
  });
}

setUp();
