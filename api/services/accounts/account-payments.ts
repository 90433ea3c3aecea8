import { randomUUID } from 'node:crypto';
import type { Static } from 'typebox';
import { ACCOUNT_MESSAGES as M } from '../../../domain/messages/accounts.ts';
import { PAYMENT_MESSAGES } from '../../../domain/messages/payments.ts';
import { AppError, detail, validationError } from '../../errors.ts';
import type { AccountPayment } from '../../repositories/account-payments-repository.ts';
import type { HeldAccount } from '../../repositories/accounts-repository.ts';
import type { Store } from '../../repositories/store.ts';
import type { CreateAccountPaymentBodySchema } from '../../schemas/account-payments.ts';
import { checkSourceActive, transferBetweenAccounts } from '../ledger/account-transfer.ts';
import { type IdempotentAnswer, storeAnswer, takeKey } from '../payments/idempotency-store.ts';
import { newPaymentReference } from '../payments/reference.ts';
import { readCategory } from '../settings/settings-snapshot.ts';
import { type AccountCaller, findCallerAccount, mayReadAccount } from './account-caller.ts';
import {
  type AccountPaymentView,
  accountPaymentView,
  recordCompletionIfDone,
  recordPaymentEvent,
} from './account-payment-view.ts';
import { type PayoutDestination, payoutDestination } from './payout-destination.ts';
import { sendPayout } from './payout-send.ts';

export type CreateAccountPaymentInput = Static<typeof CreateAccountPaymentBodySchema>;
export type { AccountPaymentView };
export { accountPaymentView };

/**
 * Who calls the payments API: the account caller (key owner, or consenting customer limited to
 * the shared accounts), the mode of the call, and the credential that made it (`key:<id>`,
 * `oauth:<client id>`): an authorization must come from another one.
 */
export interface PaymentApiCaller extends AccountCaller {
  livemode: boolean;
  /** The server's own mode (`serverLivemode`): whether the account balances are real money. */
  serverLivemode: boolean;
  credential: string;
}

/**
 * Account balances are one ledger, real money on a live server: a test-mode call there (an
 * `ob_test_` key, a sandbox app) may read them but never move them.
 */
function refuseTestModeOnLiveBalances(caller: PaymentApiCaller): void {
  if (caller.serverLivemode && !caller.livemode) throw new AppError('forbidden', M.testModeMovesNoLiveBalances);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the POST answers: the documented `pending` once accepted, or `pending_authorization`. */
export function createdAnswer(payment: AccountPayment): AccountPaymentView {
  return accountPaymentView(payment, payment.status === 'pending_authorization' ? 'pending_authorization' : 'pending');
}

/** Whether a business account's payment of `amount` waits for a second approval. */
export function needsAuthorization(accountType: string, amount: number, threshold: number): boolean {
  return accountType === 'business' && amount > threshold;
}

/** The destination's checks before anything is written: an account id, or a payout's participant and address. */
function checkedDestination(input: CreateAccountPaymentInput): PayoutDestination | null {
  if (input.destinationType === 'account') {
    if (input.destinationParticipant !== undefined) {
      throw validationError([detail('destinationParticipant', M.payoutParticipantNotForAccount)]);
    }
    if (!UUID.test(input.destinationAccountId)) {
      throw validationError([detail('destinationAccountId', M.destinationAccountIdInvalid)]);
    }
    return null;
  }
  return payoutDestination({ ...input, destinationType: input.destinationType });
}

/**
 * `POST /api/v1/payments`: from one of the caller's accounts, in one transaction with the
 * idempotency key, the payment row, its `payment.created` event and the answer a replay returns:
 * - to an account of the platform: the balanced ledger transaction (account-transfer.ts: source
 *   active and holding the amount, destination not closed); the payment is `success` at once;
 * - to a wallet or a GIMAC bank (a payout): the source debited into payouts in transit and the
 *   engine payment that sends it through GIMAC (payout-send.ts); `pending` until it settles.
 * A business account's payment above the threshold of the settings
 * (`payments.business_authorization_threshold`) is only recorded (`pending_authorization`):
 * nothing moves and nothing is sent until it is authorized.
 */
export async function createAccountPayment(
  store: Store,
  caller: PaymentApiCaller,
  input: CreateAccountPaymentInput,
  answer?: IdempotentAnswer<AccountPayment>,
): Promise<AccountPayment> {
  const destination = checkedDestination(input);
  refuseTestModeOnLiveBalances(caller);
  const amount = Number(input.amount);
  const description = input.description.trim() || input.description;
  // Run again whole after a deadlock or serialization failure: the key is claimed, the payment's
  // id and reference drawn and the funds read afresh, as nothing of the failed run committed.
  const created = await store.transaction(
    async (tx) => {
      if (answer) await takeKey(tx, answer.claim);
      const source = await findCallerAccount(tx, caller, input.sourceAccountId);
      const payment = {
        id: randomUUID(),
        reference: newPaymentReference(),
        userId: caller.userId,
        sourceAccountId: source.id,
        destinationType: input.destinationType,
        destinationAccountId: destination ? destinationAddress(destination) : input.destinationAccountId,
        destinationParticipant: destination?.participant ?? null,
        amount,
        description,
        livemode: caller.livemode,
        initiatedBy: caller.credential,
      };
      const payments = tx.accountPayments;
      // Read in the transaction, as fees are: the threshold in force when the payment is made.
      const { business_authorization_threshold: threshold } = await readCategory(tx, 'payments');
      let inserted: AccountPayment;
      if (needsAuthorization(source.accountType, amount, threshold)) {
        if (destination) checkSourceActive(source);
        else await checkHeldPayment(tx, source, input.destinationAccountId);
        inserted = await payments.insert(payment);
      } else if (destination) {
        inserted = await payments.insert({
          ...payment,
          ...(await sendPayout(tx, { ...payment, source, destination })),
        });
      } else {
        const ledgerTransactionId = await transferBetweenAccounts(tx, {
          sourceAccountId: source.id,
          destinationAccountId: input.destinationAccountId,
          amount,
          description,
        });
        inserted = await payments.insert({ ...payment, ledgerTransactionId });
      }
      await recordPaymentEvent(tx, inserted, 'payment.created', createdAnswer(inserted).status);
      await recordCompletionIfDone(tx, inserted);
      if (answer) await storeAnswer(tx, answer, inserted);
      return inserted;
    },
    { retry: true },
  );
  if (created.paymentId) store.paymentJobs.nudgeRunners();
  return created;
}

function destinationAddress(destination: PayoutDestination): string {
  return destination.type === 'mobile_wallet' ? destination.phone : destination.accountNumber;
}

/** The refusals a transfer would give now, but funds: those are checked when the money moves. */
async function checkHeldPayment(
  tx: Store,
  source: Pick<HeldAccount, 'id' | 'status'>,
  destinationAccountId: string,
): Promise<void> {
  if (source.id === destinationAccountId) {
    throw validationError([detail('destinationAccountId', M.transferSameAccount)]);
  }
  const destination = await tx.accounts.find(destinationAccountId);
  if (!destination) throw validationError([detail('destinationAccountId', M.accountNotFound)]);
  checkSourceActive(source);
  if (destination.status === 'closed') throw new AppError('unprocessable', M.transferDestinationClosed);
}

/**
 * Whether the caller sees this payment: theirs, from an account shared with the token, and of
 * the caller's mode (test and live never mix). Anything else answers the same 404 as an unknown id.
 */
function mayReadPayment(caller: PaymentApiCaller, payment: AccountPayment): boolean {
  return (
    payment.livemode === caller.livemode &&
    mayReadAccount(caller, { id: payment.sourceAccountId, userId: payment.userId })
  );
}

/** `GET /api/v1/payments/{id}`. */
export async function getAccountPayment(
  store: Store,
  caller: PaymentApiCaller,
  id: string,
): Promise<AccountPaymentView> {
  const payment = await store.accountPayments.find(id);
  if (!payment || !mayReadPayment(caller, payment)) throw new AppError('not_found', PAYMENT_MESSAGES.paymentNotFound);
  return accountPaymentView(payment, payment.status);
}

/**
 * `POST /api/v1/payments/authorize/{id}`: the second approval of a held business payment. In one
 * transaction: the key, the payment locked (two approvals cannot both move the money), the
 * checks (the caller's, awaiting authorization, another credential than the initiator's) and
 * the transfer, whose refusals (insufficient funds now) leave the payment waiting.
 */
export async function authorizeAccountPayment(
  store: Store,
  caller: PaymentApiCaller,
  id: string,
  answer?: IdempotentAnswer<AccountPayment>,
): Promise<AccountPayment> {
  refuseTestModeOnLiveBalances(caller);
  // Run again whole after a deadlock or serialization failure, as createAccountPayment is.
  const result = await store.transaction(
    async (tx) => {
      if (answer) await takeKey(tx, answer.claim);
      const payments = tx.accountPayments;
      const payment = await payments.lock(id);
      if (!payment || !mayReadPayment(caller, payment)) {
        throw new AppError('not_found', PAYMENT_MESSAGES.paymentNotFound);
      }
      if (payment.status !== 'pending_authorization') throw new AppError('conflict', M.paymentNotAwaitingAuthorization);
      if (payment.initiatedBy === caller.credential) throw new AppError('forbidden', M.paymentAuthorizerIsInitiator);
      const authorized = await payments.markAuthorized(
        payment.id,
        caller.credential,
        await moveHeldPayment(tx, payment),
      );
      await recordPaymentEvent(tx, authorized, 'payment.authorized');
      await recordCompletionIfDone(tx, authorized);
      if (answer) await storeAnswer(tx, answer, authorized);
      return authorized;
    },
    { retry: true },
  );
  if (result.paymentId) store.paymentJobs.nudgeRunners();
  return result;
}

/** What an authorization moves: the transfer between accounts, or the payout's debit and engine payment. */
async function moveHeldPayment(
  tx: Store,
  payment: AccountPayment,
): Promise<{ ledgerTransactionId: string; paymentId?: string }> {
  if (payment.destinationType === 'account') {
    return {
      ledgerTransactionId: await transferBetweenAccounts(tx, {
        sourceAccountId: payment.sourceAccountId,
        destinationAccountId: payment.destinationAccountId,
        amount: payment.amount,
        description: payment.description,
      }),
    };
  }
  const source = await findCallerAccount(
    tx,
    { userId: payment.userId, sharedAccountIds: null },
    payment.sourceAccountId,
  );
  return sendPayout(tx, { ...payment, source, destination: heldDestination(payment) });
}

/** A held payout's destination, as checked when it was made. */
function heldDestination(payment: AccountPayment): PayoutDestination {
  const participant = payment.destinationParticipant ?? '';
  return payment.destinationType === 'mobile_wallet'
    ? { type: 'mobile_wallet', participant, phone: payment.destinationAccountId }
    : { type: 'gimac_bank', participant, accountNumber: payment.destinationAccountId };
}
