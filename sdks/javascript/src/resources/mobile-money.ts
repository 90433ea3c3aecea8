import { type MoneyCallOptions, moneyRequest, unwrap } from '../transport.ts';
import type { InitiateMobileMoneyInput, MobileMoneyPayment } from '../types.ts';
import { Resource } from './resource.ts';

/** `/api/v1/mobile-money`: collections from MTN MoMo and Orange Money wallets. */
export class MobileMoney extends Resource {
  /**
   * Asks the payer's wallet for a payment (`payments:initiate`); the answer is `pending` with
   * the USSD code and instructions, and the outcome arrives as a webhook.
   */
  initiate(input: InitiateMobileMoneyInput, options?: MoneyCallOptions): Promise<MobileMoneyPayment> {
    return unwrap(this.api.POST('/api/v1/mobile-money/initiate', { body: input, ...moneyRequest(options) }));
  }
}
