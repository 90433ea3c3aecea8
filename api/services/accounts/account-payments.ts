import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Static } from 'typebox';
import { AppError, detail, fill, validationError } from '../../errors.ts';
import {
  type AccountPayment,
  createAccountPaymentsRepository,
} from '../../repositories/account-payments-repository.ts';
import { createAccountsRepository } from '../../repositories/accounts-repository.ts';
import type { AccountPaymentSchema, CreateAccountPaymentBodySchema } from '../../schemas/account-payments.ts';
import { transferBetweenAccounts } from '../ledger/account-transfer.ts';
import { type IdempotentAnswer, storeAnswer, takeKey } from '../payments/idempotency-store.ts';
import { PAYMENT_MESSAGES } from '../payments/messages.ts';
import { newPaymentReference } from '../payments/reference.ts';
import { readCategory } from '../settings/settings-snapshot.ts';
import { type AccountCaller, findCallerAccount, mayReadAccount } from './account-caller.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';

export type CreateAccountPaymentInput = Static<typeof CreateAccountPaymentBodySchema>;
export type AccountPaymentView = Static<typeof AccountPaymentSchema>;

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

export function accountPaymentView(payment: AccountPayment, status: AccountPaymentView['status']): AccountPaymentView {
  const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  return {
    paymentId: payment.id,
    status,
    reference: payment.reference,
    estimatedCompletion: iso(payment.completedAt),
    amount: payment.amount,
    currency: 'XAF',
    sourceAccountId: payment.sourceAccountId,
    destinationType: 'account',
    destinationAccountId: payment.destinationAccountId,
    description: payment.description,
    livemode: payment.livemode,
    createdAt: new Date(payment.createdAt).toISOString(),
    authorizedAt: iso(payment.authorizedAt),
    completedAt: iso(payment.completedAt),
  };
}

/** What the POST answers: the documented `pending` once accepted, or `pending_authorization`. */
export function createdAnswer(payment: AccountPayment): AccountPaymentView {
  return accountPaymentView(payment, payment.status === 'success' ? 'pending' : 'pending_authorization');
}

/** Whether a business account's payment of `amount` waits for a second approval. */
export function needsAuthorization(accountType: string, amount: number, threshold: number): boolean {
  return accountType === 'business' && amount > threshold;
}

/**
 * `POST /api/v1/payments`: from one of the caller's accounts to an account of the platform, in
 * one transaction: the idempotency key, the balanced ledger transaction (account-transfer.ts:
 * source active and holding the amount, destination not closed) and the payment row, with the
 * answer a replay returns. A business account's payment above the threshold of the settings
 * (`payments.business_authorization_threshold`) is only
 * recorded (`pending_authorization`): its money moves when it is authorized.
 */
export async function createAccountPayment(
  db: Knex,
  caller: PaymentApiCaller,
  input: CreateAccountPaymentInput,
  answer?: IdempotentAnswer<AccountPayment>,
): Promise<AccountPayment> {
  if (input.destinationType !== 'account') {
    throw new AppError(
      'unprocessable',
      fill(M.paymentDestinationNotSupported, { destinationType: input.destinationType }),
    );
  }
  if (!UUID.test(input.destinationAccountId)) {
    throw validationError([detail('destinationAccountId', M.destinationAccountIdInvalid)]);
  }
  refuseTestModeOnLiveBalances(caller);
  const amount = Number(input.amount);
  const description = input.description.trim() || input.description;
  return db.transaction(async (trx) => {
    if (answer) await takeKey(trx, answer.claim);
    const source = await findCallerAccount(trx, caller, input.sourceAccountId);
    const payment = {
      id: randomUUID(),
      reference: newPaymentReference(),
      userId: caller.userId,
      sourceAccountId: source.id,
      destinationAccountId: input.destinationAccountId,
      amount,
      description,
      livemode: caller.livemode,
      initiatedBy: caller.credential,
    };
    // Read in the transaction, as fees are: the threshold in force when the payment is made.
    const { business_authorization_threshold: threshold } = await readCategory(trx, 'payments');
    let created: AccountPayment;
    if (needsAuthorization(source.accountType, amount, threshold)) {
      await checkHeldPayment(trx, source, input.destinationAccountId);
      created = await createAccountPaymentsRepository(trx).insert(payment);
    } else {
      const ledgerTransactionId = await transferBetweenAccounts(trx, {
        sourceAccountId: source.id,
        destinationAccountId: input.destinationAccountId,
        amount,
        description,
      });
      created = await createAccountPaymentsRepository(trx).insert({ ...payment, ledgerTransactionId });
    }
    if (answer) await storeAnswer(trx, answer, created);
    return created;
  });
}

/** The refusals a transfer would give now, but funds: those are checked when the money moves. */
async function checkHeldPayment(
  trx: Knex.Transaction,
  source: { id: string; status: string },
  destinationAccountId: string,
): Promise<void> {
  if (source.id === destinationAccountId) {
    throw validationError([detail('destinationAccountId', M.transferSameAccount)]);
  }
  const destination = await createAccountsRepository(trx).find(destinationAccountId);
  if (!destination) throw validationError([detail('destinationAccountId', M.accountNotFound)]);
  if (source.status !== 'active') {
    throw new AppError('unprocessable', fill(M.transferSourceNotActive, { status: source.status }));
  }
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
export async function getAccountPayment(db: Knex, caller: PaymentApiCaller, id: string): Promise<AccountPaymentView> {
  const payment = await createAccountPaymentsRepository(db).find(id);
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
  db: Knex,
  caller: PaymentApiCaller,
  id: string,
  answer?: IdempotentAnswer<AccountPayment>,
): Promise<AccountPayment> {
  refuseTestModeOnLiveBalances(caller);
  return db.transaction(async (trx) => {
    if (answer) await takeKey(trx, answer.claim);
    const payments = createAccountPaymentsRepository(trx);
    const payment = await payments.lock(id);
    if (!payment || !mayReadPayment(caller, payment)) {
      throw new AppError('not_found', PAYMENT_MESSAGES.paymentNotFound);
    }
    if (payment.status !== 'pending_authorization') throw new AppError('conflict', M.paymentNotAwaitingAuthorization);
    if (payment.initiatedBy === caller.credential) throw new AppError('forbidden', M.paymentAuthorizerIsInitiator);
    const ledgerTransactionId = await transferBetweenAccounts(trx, {
      sourceAccountId: payment.sourceAccountId,
      destinationAccountId: payment.destinationAccountId,
      amount: payment.amount,
      description: payment.description,
    });
    const authorized = await payments.markAuthorized(payment.id, caller.credential, ledgerTransactionId);
    if (answer) await storeAnswer(trx, answer, authorized);
    return authorized;
  });
}
