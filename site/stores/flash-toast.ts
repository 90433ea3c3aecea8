import { type ToastInput, toast } from './toast.ts';

/**
 * Pages are separate documents, so a toast raised just before a navigation would vanish
 * with the page. A flashed toast is kept in sessionStorage and shown by the next page.
 */
const FLASH_KEY = 'ob_flash_toast';

export function flashToast(input: ToastInput): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(input));
  } catch {
    // Storage disabled: the toast is simply not carried over.
  }
}

/** Shows the toast the previous page left, once. */
export function showFlashedToast(): void {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
  } catch {
    return;
  }
  if (!stored) return;
  try {
    const input = JSON.parse(stored) as ToastInput;
    if (typeof input.title === 'string') toast(input);
  } catch {
    // A damaged entry is dropped.
  }
}
