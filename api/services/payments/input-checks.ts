import type { Message, MessageTemplate } from '../../../domain/messages/define.ts';
import { PAYMENT_MESSAGES as M } from '../../../domain/messages/payments.ts';
import { detail, type ErrorDetail, validationError } from '../../errors.ts';
import { gimacBank } from '../../providers/catalog.ts';
import { checkProviderPhone } from '../../providers/phone.ts';
import type { MobileMoneyProviderCode } from '../../providers/types.ts';
import { checkGimacWalletPhone } from '../../providers/wallet-phone.ts';

/**
 * Collects the rules typebox cannot say (operator prefixes, catalog codes) as validation
 * details with their field paths, then throws them together so a form can mark every field.
 */
export class InputChecks {
  readonly details: ErrorDetail[] = [];

  currency(value: string | undefined, path = 'currency'): void {
    if (value !== undefined && value !== 'XAF') this.details.push(detail(path, M.currency));
  }

  providerPhone(phone: string, provider: MobileMoneyProviderCode, path: string): void {
    const check = checkProviderPhone(phone, provider);
    if (!check.ok) this.details.push(detail(path, check.message));
  }

  /** A GIMAC wallet; returns the normalised number when valid. */
  walletPhone(phone: string, operatorCode: string, phonePath: string, operatorPath: string): void {
    const check = checkGimacWalletPhone(phone, operatorCode);
    if (check.ok) return;
    this.details.push(detail(check.problem === 'unknown_operator_code' ? operatorPath : phonePath, check.message));
  }

  bankCode(code: string, path = 'bankCode'): void {
    if (!gimacBank(code)) this.details.push(detail(path, M.bankCode));
  }

  /** Spaces and dashes of RIB groups are allowed; what remains must be 8-34 letters or digits. */
  bankAccount(value: string, path = 'bankAccount'): string {
    const compact = value.replace(/[\s-]/g, '');
    if (!/^[A-Za-z0-9]{8,34}$/.test(compact)) this.details.push(detail(path, M.bankAccount));
    return compact;
  }

  add(path: string, message: MessageTemplate | Message): void {
    this.details.push(detail(path, message));
  }

  throwIfAny(): void {
    if (this.details.length > 0) throw validationError(this.details);
  }
}
