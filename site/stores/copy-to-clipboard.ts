import { toast } from './toast.ts';

/** "Copied!" stays up for 2 s. */
export const COPIED_TOAST_MS = 2000;

/**
 * Puts text on the clipboard and says so in a short toast. A failure (no permission, an
 * insecure page) is logged and, when the caller gives one, said in a toast.
 */
export async function copyToClipboard(text: string, copiedLabel: string, failedLabel?: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: copiedLabel, variant: 'success', duration: COPIED_TOAST_MS });
    return true;
  } catch (error) {
    console.error('Copy to clipboard failed', error);
    if (failedLabel) toast({ title: failedLabel, variant: 'destructive' });
    return false;
  }
}
