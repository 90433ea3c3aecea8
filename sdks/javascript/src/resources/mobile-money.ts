import { type Api, idempotencyHeader, type MoneyCallOptions, unwrap } from '../transport.ts';
import type { InitiateMobileMoneyInput, MobileMoneyPayment } from '../types.ts';

/** `/api/v1/mobile-money`: collections from MTN MoMo and Orange Money wallets. */
export class MobileMoney {
  readonly #api: Api;

  constructor(api: Api) {
    this.#api = api;
  }

  /**
   * Asks the payer's wallet for a payment (`payments:initiate`); the answer is `pending` with
   * the USSD code and instructions, and the outcome arrives as a webhook.
   */
  initiate(input: InitiateMobileMoneyInput, options?: MoneyCallOptions): Promise<MobileMoneyPayment> {
    return unwrap(
      this.#api.POST('/api/v1/mobile-money/initiate', {
        body: input,
        params: { header: idempotencyHeader(options) },
        signal: options?.signal,
      }),
    );
  }
}
