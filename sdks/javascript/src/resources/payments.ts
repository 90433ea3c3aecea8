import { type CallOptions, idempotencyHeader, type MoneyCallOptions, moneyRequest, unwrap } from '../transport.ts';
import type { AccountPayment, CreatePaymentInput } from '../types.ts';
import { Resource } from './resource.ts';

/** `/api/v1/payments`: account-to-account payments. Every POST carries an Idempotency-Key. */
export class Payments extends Resource {
  /** Pays from one of the caller's accounts (`payments:initiate`). */
  create(input: CreatePaymentInput, options?: MoneyCallOptions): Promise<AccountPayment> {
    return unwrap(this.api.POST('/api/v1/payments', { body: input, ...moneyRequest(options) }));
  }

  get(id: string, options?: CallOptions): Promise<AccountPayment> {
    return unwrap(this.api.GET('/api/v1/payments/{id}', { params: { path: { id } }, signal: options?.signal }));
  }

  /** Gives a business account's payment its second approval (`payments:authorize`). */
  authorize(id: string, options?: MoneyCallOptions): Promise<AccountPayment> {
    return unwrap(
      this.api.POST('/api/v1/payments/authorize/{id}', {
        params: { path: { id }, header: idempotencyHeader(options) },
        signal: options?.signal,
      }),
    );
  }
}
