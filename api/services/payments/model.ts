import type { PaymentStatus } from '../../../domain/enums.ts';

/** A payment as the services hand it to the routes (the repository's row: routes never import repositories). */
export type { PaymentRow } from '../../repositories/payments-repository.ts';

export const FINAL_STATUSES: readonly PaymentStatus[] = ['success', 'failed'];

/** The reference an attempt is known by at the provider: the payment's own, then `-R1`, `-R2`… for retries. */
export function attemptReference(reference: string, attemptNumber: number): string {
  return attemptNumber <= 1 ? reference : `${reference}-R${attemptNumber - 1}`;
}
