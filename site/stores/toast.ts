import { atom } from 'nanostores';

/** Toasts: one visible at a time, closed after 5000 ms, removed 1,000,000 ms after dismissal. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface Toast {
  id: number;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
  open: boolean;
  duration: number;
  /** Said without being asked for (a background status change), not the answer to the visitor's action. */
  ambient: boolean;
}

export interface ToastInput {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant;
  duration?: number;
}

/** Newest first; at most TOAST_LIMIT entries are kept. */
export const $toasts = atom<Toast[]>([]);

let counter = 0;
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

/** Closes a toast; it leaves the store after the removal delay. */
export function dismissToast(id: number): void {
  $toasts.set($toasts.get().map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      $toasts.set($toasts.get().filter((toast) => toast.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast, replacing the visible one (only one is ever shown). */
export function toast(input: ToastInput): number {
  return show(input, false);
}

/**
 * The answer to an action that failed: what failed as the title, and why (the server's reason,
 * already in the reader's language, `errors.message(failure)`) below it when there is one.
 */
export function toastFailure(title: string, reason: string | null | undefined): number {
  return toast({ title, description: reason ?? undefined, variant: 'destructive' });
}

/**
 * Shows news the visitor did not ask for (a background status change), unless the answer to
 * something they just did is still open: replacing it would make it vanish before it is read.
 * The caller also says the news in a live region, so nothing is lost. Null when held back.
 */
export function ambientToast(input: ToastInput): number | null {
  if ($toasts.get().some((shown) => shown.open && !shown.ambient)) return null;
  return show(input, true);
}

function show(input: ToastInput, ambient: boolean): number {
  counter += 1;
  const next: Toast = {
    id: counter,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    open: true,
    duration: input.duration ?? TOAST_DURATION_MS,
    ambient,
  };
  $toasts.set([next, ...$toasts.get()].slice(0, TOAST_LIMIT));
  return next.id;
}
