import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { sha256Hex } from '../shared/secrets.ts';
import type { ProviderCode } from '../types.ts';
import type { Scenario, ScenarioPlan } from './scenarios.ts';

const TABLE = 'sandbox_provider_transactions';

export type SandboxKind = 'request_to_pay' | 'web_payment' | 'bank_to_wallet' | 'wallet_to_wallet' | 'bank_to_bank';

export interface SandboxTransaction {
  id: string;
  provider: ProviderCode;
  providerReference: string;
  merchantReference: string;
  kind: SandboxKind;
  amount: number;
  currency: string;
  msisdn: string | null;
  scenario: string;
  outcome: 'success' | 'failed';
  reason: string | null;
  awaitingPayer: boolean;
  settlesAt: Date;
  providerTransactionId: string;
  request: Record<string, unknown>;
  callbackUrl: string | null;
  callbackAttempts: number;
  callbackMaxAttempts: number;
  createdAt: Date;
  updatedAt: Date;
  /** The database's clock when the row was read: every process judges time by it. */
  observedAt: Date;
}

export interface SandboxTransactionRow {
  id: string;
  provider: ProviderCode;
  provider_reference: string;
  merchant_reference: string;
  kind: SandboxKind;
  amount: string | number;
  currency: string;
  msisdn: string | null;
  scenario: string;
  outcome: 'success' | 'failed';
  reason: string | null;
  awaiting_payer: boolean;
  settles_at: Date;
  provider_transaction_id: string;
  request: Record<string, unknown>;
  callback_url: string | null;
  callback_attempts: number;
  callback_max_attempts: number;
  created_at: Date;
  updated_at: Date;
  observed_at?: Date;
}

export function transactionFromRow(row: SandboxTransactionRow): SandboxTransaction {
  return {
    id: row.id,
    provider: row.provider,
    providerReference: row.provider_reference,
    merchantReference: row.merchant_reference,
    kind: row.kind,
    amount: Number(row.amount),
    currency: row.currency,
    msisdn: row.msisdn,
    scenario: row.scenario,
    outcome: row.outcome,
    reason: row.reason,
    awaitingPayer: row.awaiting_payer,
    settlesAt: row.settles_at,
    providerTransactionId: row.provider_transaction_id,
    request: row.request,
    callbackUrl: row.callback_url,
    callbackAttempts: row.callback_attempts,
    callbackMaxAttempts: row.callback_max_attempts,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    observedAt: row.observed_at ?? row.updated_at,
  };
}

/**
 * Where a transaction stands when it was read: still waiting for the payer on Orange's page,
 * being processed, or final (its planned outcome).
 */
export type SandboxPhase = 'awaiting_payer' | 'processing' | 'final';

export function phaseOf(transaction: SandboxTransaction): SandboxPhase {
  if (transaction.observedAt.getTime() >= transaction.settlesAt.getTime()) return 'final';
  return transaction.awaitingPayer ? 'awaiting_payer' : 'processing';
}

const inSeconds = (db: Knex, seconds: number) => db.raw('now() + make_interval(secs => ?)', [seconds]);

export interface NewSandboxTransaction {
  provider: ProviderCode;
  providerReference: string;
  merchantReference: string;
  kind: SandboxKind;
  amount: number;
  currency: string;
  msisdn: string | null;
  scenario: Scenario | 'awaiting_payer';
  plan: Pick<ScenarioPlan, 'outcome' | 'reason' | 'settleAfterSeconds'>;
  awaitingPayer?: boolean;
  providerTransactionId: string;
  request: Record<string, unknown>;
  callbackUrl: string | null;
  /** MTN calls back once; Orange and GIMAC retry a few times. */
  callbackMaxAttempts: number;
}

/** Inserts the transaction; null when its provider reference or merchant reference exists already. */
export async function insertTransaction(db: Knex, input: NewSandboxTransaction): Promise<SandboxTransaction | null> {
  const settlesAt = inSeconds(db, input.plan.settleAfterSeconds);
  const rows = (await db(TABLE)
    .insert({
      provider: input.provider,
      provider_reference: input.providerReference,
      merchant_reference: input.merchantReference,
      kind: input.kind,
      amount: input.amount,
      currency: input.currency,
      msisdn: input.msisdn,
      scenario: input.scenario,
      outcome: input.plan.outcome,
      reason: input.plan.reason,
      awaiting_payer: input.awaitingPayer ?? false,
      settles_at: settlesAt,
      provider_transaction_id: input.providerTransactionId,
      request: JSON.stringify(input.request),
      callback_url: input.callbackUrl,
      callback_max_attempts: input.callbackMaxAttempts,
      callback_next_at: input.callbackUrl ? inSeconds(db, input.plan.settleAfterSeconds) : null,
    })
    .onConflict()
    .ignore()
    .returning('*')) as SandboxTransactionRow[];
  const [row] = rows;
  return row ? transactionFromRow({ ...row, observed_at: row.created_at }) : null;
}

function selectWithClock(db: Knex) {
  return db(TABLE).select('*', db.raw('now() as observed_at'));
}

async function findBy(
  db: Knex,
  provider: ProviderCode,
  where: { provider_reference: string } | { merchant_reference: string },
): Promise<SandboxTransaction | null> {
  const row = (await selectWithClock(db)
    .where({ provider, ...where })
    .first()) as SandboxTransactionRow | undefined;
  return row ? transactionFromRow(row) : null;
}

/**
 * Another creation request for a reference the simulator already holds (a replay, a clash):
 * counted on its transaction (`create_requests`), so tests can prove each reference was sent once.
 */
export async function countRepeatedRequest(
  db: Knex,
  provider: ProviderCode,
  where: { provider_reference: string } | { merchant_reference: string },
): Promise<void> {
  await db(TABLE)
    .where({ provider, ...where })
    .increment('create_requests', 1);
}

export function findByProviderReference(db: Knex, provider: ProviderCode, providerReference: string) {
  return findBy(db, provider, { provider_reference: providerReference });
}

export function findByMerchantReference(db: Knex, provider: ProviderCode, merchantReference: string) {
  return findBy(db, provider, { merchant_reference: merchantReference });
}

/**
 * The payer typed their number on the Orange page: the outcome is now chosen by it. Only a
 * transaction still waiting and not yet expired changes; null otherwise.
 */
export async function completePaymentPage(
  db: Knex,
  payToken: string,
  msisdn: string,
  scenario: Scenario,
  plan: ScenarioPlan,
): Promise<SandboxTransaction | null> {
  const rows = (await db(TABLE)
    .where({ provider: 'orange', provider_reference: payToken, awaiting_payer: true })
    .andWhere('settles_at', '>', db.fn.now())
    .update({
      msisdn,
      scenario,
      outcome: plan.outcome,
      reason: plan.reason,
      awaiting_payer: false,
      settles_at: inSeconds(db, plan.settleAfterSeconds),
      callback_next_at: db.raw('case when callback_url is null then null else now() + make_interval(secs => ?) end', [
        plan.settleAfterSeconds,
      ]),
    })
    .returning('*')) as SandboxTransactionRow[];
  const [row] = rows;
  return row ? transactionFromRow({ ...row, observed_at: row.updated_at }) : null;
}

/** True the first time a key is seen: that request gets the one-time HTTP 500. */
export async function claimOneTimeFault(db: Knex, provider: ProviderCode, key: string): Promise<boolean> {
  const inserted = await db('sandbox_one_time_faults')
    .insert({ provider, fault_key: key })
    .onConflict(['provider', 'fault_key'])
    .ignore()
    .returning('fault_key');
  return inserted.length > 0;
}

/**
 * A statement row's place in the statements' keyset order (settles_at, id): settles_at as UTC
 * text to the microsecond, since a JavaScript Date would round it to the millisecond and skip
 * or repeat rows settled within the same millisecond.
 */
export interface SettledKey {
  settlesAt: string;
  id: string;
}

export const SETTLED_KEY_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const keyText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Successful transactions final by `asOf` (null: now, capped at now in any case) whose
 * `settles_at` falls on `date`, Douala time (UTC+1, no DST). The day is a range of instants,
 * so the (provider, settles_at) index of successes serves every page.
 */
function settledBy(db: Knex, provider: ProviderCode, date: string, asOf: string | null) {
  return db(TABLE)
    .where({ provider, outcome: 'success', awaiting_payer: false })
    .andWhereRaw(`settles_at >= (?::date)::timestamp at time zone 'Africa/Douala'`, [date])
    .andWhereRaw(`settles_at < (?::date + 1)::timestamp at time zone 'Africa/Douala'`, [date])
    .andWhereRaw('settles_at <= least(?::timestamptz, now())', [asOf]);
}

/** The day's count and total now, and that instant (`asOf`, which the later pages keep). */
export async function settledFigures(
  db: Knex,
  provider: ProviderCode,
  date: string,
): Promise<{ asOf: string; count: number; total: number }> {
  const row = (await settledBy(db, provider, date, null).first(
    db.raw('count(*)::int as count'),
    db.raw('coalesce(sum(amount), 0)::text as total'),
    db.raw(`${keyText('now()')} as as_of`),
  )) as { count: number; total: string; as_of: string };
  return { asOf: row.as_of, count: row.count, total: Number(row.total) };
}

/** What a statement line says of a settled transaction. */
export type SettledTransaction = Pick<
  SandboxTransaction,
  'providerReference' | 'merchantReference' | 'kind' | 'amount' | 'providerTransactionId' | 'settlesAt'
>;

/**
 * Up to `limit` statement rows after `after` in (settles_at, id) order: keyset paging, so
 * each page costs the same however deep, and rows inserted meanwhile move no row of a later page.
 */
export async function settledPage(
  db: Knex,
  provider: ProviderCode,
  date: string,
  page: { asOf: string; after: SettledKey | null; limit: number },
): Promise<{ transaction: SettledTransaction; key: SettledKey }[]> {
  const query = settledBy(db, provider, date, page.asOf)
    .select(
      'id',
      'provider_reference',
      'merchant_reference',
      'kind',
      'amount',
      'provider_transaction_id',
      'settles_at',
      db.raw(`${keyText('settles_at')} as settles_key`),
    )
    .orderBy([{ column: 'settles_at' }, { column: 'id' }])
    .limit(page.limit);
  if (page.after) {
    const { settlesAt, id } = page.after;
    // The first condition alone is the index range; the second drops the rows up to the key.
    query.andWhereRaw('settles_at >= ?::timestamptz and (settles_at > ?::timestamptz or id > ?::uuid)', [
      settlesAt,
      settlesAt,
      id,
    ]);
  }
  const rows = (await query) as (Pick<
    SandboxTransactionRow,
    'id' | 'provider_reference' | 'merchant_reference' | 'kind' | 'amount' | 'provider_transaction_id' | 'settles_at'
  > & { settles_key: string })[];
  return rows.map((row) => ({
    transaction: {
      providerReference: row.provider_reference,
      merchantReference: row.merchant_reference,
      kind: row.kind,
      amount: Number(row.amount),
      providerTransactionId: row.provider_transaction_id,
      settlesAt: row.settles_at,
    },
    key: { settlesAt: row.settles_key, id: row.id },
  }));
}

/** Sum of every settled success: the sandbox merchant account's balance. */
export async function settledTotal(db: Knex, provider: ProviderCode): Promise<number> {
  const row = (await db(TABLE)
    .where({ provider, outcome: 'success', awaiting_payer: false })
    .andWhere('settles_at', '<=', db.fn.now())
    .sum({ total: 'amount' })
    .first()) as { total: string | null } | undefined;
  return Number(row?.total ?? 0);
}

export const SANDBOX_TOKEN_TTL_SECONDS = 3600;

/** A new access token; only its hash is stored. Expired tokens are swept on the way. */
export async function issueToken(
  db: Knex,
  provider: ProviderCode,
  clientId: string,
  ttlSeconds = SANDBOX_TOKEN_TTL_SECONDS,
): Promise<{ token: string; expiresIn: number }> {
  const token = randomBytes(32).toString('base64url');
  await db('sandbox_access_tokens').where('expires_at', '<', db.raw("now() - interval '1 day'")).delete();
  await db('sandbox_access_tokens').insert({
    token_hash: sha256Hex(token),
    provider,
    client_id: clientId,
    expires_at: inSeconds(db, ttlSeconds),
  });
  return { token, expiresIn: ttlSeconds };
}

export async function tokenIsValid(db: Knex, provider: ProviderCode, token: string): Promise<boolean> {
  const row = await db('sandbox_access_tokens')
    .where({ token_hash: sha256Hex(token), provider })
    .andWhere('expires_at', '>', db.fn.now())
    .first('token_hash');
  return Boolean(row);
}
