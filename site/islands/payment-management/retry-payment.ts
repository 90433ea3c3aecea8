import { toast, toastFailure } from '../../stores/toast.ts';
import { newIdempotencyKey, postIdempotent } from '../payments/post-idempotent.ts';
import type { PmT } from './messages.ts';

/**
 * POST /api/v1/payments/retry/{reference} with the toasts "Payment Retry
 * Initiated" or "Retry Failed" / "Failed to retry payment". Resolves true on success.
 */
export async function retryPayment(reference: string, t: PmT): Promise<boolean> {
  try {
    const result = await postIdempotent<{ data: { reference: string; attempt: number } }>(
      `/api/v1/payments/retry/${encodeURIComponent(reference)}`,
      undefined,
      newIdempotencyKey(),
    );
    toast({
      title: t('pm.retryInitiated'),
      description: t('pm.retryInitiatedBody', { reference: result.data.reference, attempt: result.data.attempt }),
      variant: 'success',
    });
    return true;
  } catch {
    toastFailure(t('pm.retryFailed'), t('pm.retryFailedDefault'));
    return false;
  }
}
