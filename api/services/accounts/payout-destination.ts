import { ACCOUNT_MESSAGES as M } from '../../../domain/messages/accounts.ts';
import { PHONE_MESSAGES } from '../../../domain/messages/phone.ts';
import { CAMEROON_MSISDN, cameroonOperatorOf } from '../../../domain/phone.ts';
import { detail, type ErrorDetail, validationError } from '../../errors.ts';
import { GIMAC_MOBILE_OPERATORS } from '../../providers/catalog.ts';
import { checkGimacWalletPhone } from '../../providers/wallet-phone.ts';
import { InputChecks } from '../payments/input-checks.ts';

/** Where a payout goes: the receiving GIMAC participant and the number or account number there. */
export type PayoutDestination =
  | { type: 'mobile_wallet'; participant: string; phone: string }
  | { type: 'gimac_bank'; participant: string; accountNumber: string };

/** The Cameroon operator of a number by its prefix (MTN_CM, ORANGE_CM), or a detail saying why not. */
function cameroonOperator(phone: string): string | ErrorDetail {
  if (!CAMEROON_MSISDN.test(phone)) return detail('destinationAccountId', PHONE_MESSAGES.phoneFormat);
  const provider = cameroonOperatorOf(phone);
  const operator = GIMAC_MOBILE_OPERATORS.find(
    (candidate) => candidate.country === 'CM' && candidate.provider === provider,
  );
  return operator?.code ?? detail('destinationAccountId', PHONE_MESSAGES.phoneUnknownOperator);
}

function walletDestination(phone: string, participant: string | undefined): PayoutDestination {
  // Not a number at all: the format, before asking for an operator it could not have.
  if (!/^[0-9]{8,15}$/.test(phone)) throw validationError([detail('destinationAccountId', PHONE_MESSAGES.phoneFormat)]);
  // Outside Cameroon (another calling code) nothing in the number names the operator.
  if (!participant && !phone.startsWith('237')) {
    throw validationError([detail('destinationParticipant', M.payoutOperatorRequired)]);
  }
  const operator = participant ?? cameroonOperator(phone);
  if (typeof operator !== 'string') throw validationError([operator]);
  const checks = new InputChecks();
  checks.walletPhone(phone, operator, 'destinationAccountId', 'destinationParticipant');
  checks.throwIfAny();
  const checked = checkGimacWalletPhone(phone, operator);
  return { type: 'mobile_wallet', participant: operator, phone: checked.ok ? checked.msisdn : phone };
}

function bankDestination(accountNumber: string, participant: string | undefined): PayoutDestination {
  if (!participant) throw validationError([detail('destinationParticipant', M.payoutBankRequired)]);
  const checks = new InputChecks();
  checks.bankCode(participant, 'destinationParticipant');
  const compact = checks.bankAccount(accountNumber, 'destinationAccountId');
  checks.throwIfAny();
  return { type: 'gimac_bank', participant, accountNumber: compact };
}

/**
 * The rules of a payout's destination the schema cannot say, as 400 details on the field at
 * fault: a wallet is a number of a GIMAC mobile operator (in Cameroon the operator follows from
 * the prefix, elsewhere `destinationParticipant` names it); a bank payout names a GIMAC bank and
 * an account number there.
 */
export function payoutDestination(input: {
  destinationType: 'mobile_wallet' | 'gimac_bank';
  destinationAccountId: string;
  destinationParticipant?: string | undefined;
}): PayoutDestination {
  return input.destinationType === 'mobile_wallet'
    ? walletDestination(input.destinationAccountId, input.destinationParticipant)
    : bankDestination(input.destinationAccountId, input.destinationParticipant);
}
