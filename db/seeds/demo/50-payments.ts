import type { Knex } from 'knex';
import type { ProviderCode } from '../../../api/providers/types.ts';
import { createStore } from '../../../api/repositories/store.ts';
import { type LedgerAccountSpec, ledgerAccounts } from '../../../api/services/ledger/chart-of-accounts.ts';
import { customerLedgerAccount } from '../../../api/services/ledger/customer-ledger-account.ts';
import { postTransfer } from '../../../api/services/ledger/post-transaction.ts';
import { type FeeSchedule, platformFee, readFeeSchedule } from '../../../api/services/payments/platform-fee.ts';
import { DEMO_ACCOUNTS } from '../demo-accounts.ts';

/**
 * Four weeks of payments for the demo sign-ins, so the payment management screens, charts and
 * reconciliation show recent figures: customer charges (MTN, Orange), staff collections and
 * GIMAC bank-to-mobile transfers, mostly successful, with attempts, status history, ledger
 * postings for every success, and the matching settled rows in the sandbox simulators' table
 * so a demo day reconciles. Deterministic (a seeded generator), dated relative to now, and
 * skipped when demo payments exist already.
 */
const DAYS = 28;
const DEMO_MARK = { demo: true };

/** mulberry32: small, fast and good enough to pick demo values reproducibly. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)] as T;
  const hex = (length: number) => Array.from({ length }, () => int(0, 15).toString(16)).join('');
  return { next, int, pick, hex };
}

type Random = ReturnType<typeof generator>;
type Status = 'pending' | 'processing' | 'success' | 'failed';

const PAYERS = [
  { name: 'Brice Tchoumi', mtn: '237677231145', orange: '237699318822' },
  { name: 'Clarisse Ngo Bassa', mtn: '237651442210', orange: '237655907731' },
  { name: 'Ibrahim Bello', mtn: '237680124587', orange: '237694410276' },
  { name: 'Estelle Mvondo', mtn: '237670558813', orange: '237657662049' },
  { name: 'Hervé Kamga', mtn: '237675903324', orange: '237696205538' },
  { name: 'Nadège Eyenga', mtn: '237682771409', orange: '237690847713' },
] as const;
const NARRATIONS = [
  'School fees',
  'Electricity bill',
  'Market stall rent',
  'Tontine contribution',
  'Supplier invoice',
  null,
];
const BANKS = ['AFRILAND_CM', 'BICEC_CM', 'SGC_CM', 'ECOBANK_CM', 'UBA_CM'] as const;
const FAILURES = [
  { code: 'NOT_ENOUGH_FUNDS', message: 'The payer does not have enough funds' },
  { code: 'PAYER_NOT_FOUND', message: 'The payer is not a registered subscriber' },
  { code: 'APPROVAL_REJECTED', message: 'The payer declined the payment' },
] as const;

interface DemoUsers {
  customer: { id: string; name: string; phone: string };
  /** Where the demo customer's charges land: their main account's ledger account, as the engine does. */
  customerLedger: LedgerAccountSpec;
  staff: string[];
}

interface PlannedPayment {
  ownerId: string;
  type: 'mobile_money' | 'interbank';
  provider: ProviderCode;
  amount: number;
  status: Status;
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
  narration: string | null;
  details: Record<string, unknown>;
  /** Minutes before now. */
  ageMinutes: number;
  /** The first attempt failed and a retry succeeded. */
  retried: boolean;
  debit: LedgerAccountSpec;
  credit: LedgerAccountSpec;
}

function statusFor(random: Random, day: number): Status {
  const roll = random.next();
  // Only recent payments can still be in flight.
  if (day === 0 && roll < 0.12) return roll < 0.06 ? 'pending' : 'processing';
  return roll < 0.9 ? 'success' : 'failed';
}

function plan(random: Random, users: DemoUsers, day: number): PlannedPayment {
  const roll = random.next();
  const status = statusFor(random, day);
  const ageMinutes = day * 24 * 60 + random.int(3, 14 * 60);
  const narration = random.pick(NARRATIONS);
  const common = { status, ageMinutes, narration, retried: status === 'success' && random.next() < 0.06 };
  if (roll < 0.5) {
    // The demo customer pays from their own wallet: customer mobile money.
    const provider: ProviderCode = random.next() < 0.6 ? 'mtn' : 'orange';
    return {
      ...common,
      ownerId: users.customer.id,
      type: 'mobile_money',
      provider,
      amount: random.int(10, 3000) * 50,
      customerName: users.customer.name,
      customerPhone: provider === 'mtn' ? users.customer.phone : '237655123456',
      customerEmail: 'customer@demo.openbanking.cm',
      details: { ...DEMO_MARK, kind: 'mobile_money_charge' },
      debit: ledgerAccounts.provider(provider),
      credit: users.customerLedger,
    };
  }
  if (roll < 0.8) {
    // Staff collect from a customer (New Payment): the platform's collections account.
    const provider: 'mtn' | 'orange' = random.next() < 0.55 ? 'mtn' : 'orange';
    const payer = random.pick(PAYERS);
    return {
      ...common,
      ownerId: random.pick(users.staff),
      type: 'mobile_money',
      provider,
      amount: random.int(20, 6000) * 50,
      customerName: payer.name,
      customerPhone: payer[provider],
      customerEmail: null,
      details: { ...DEMO_MARK, kind: 'mobile_money_collection' },
      debit: ledgerAccounts.provider(provider),
      credit: ledgerAccounts.platformCollections(),
    };
  }
  // GIMAC bank-to-mobile: from a bank account to a Cameroon wallet.
  const payer = random.pick(PAYERS);
  const operator = random.next() < 0.6 ? 'MTN_CM' : 'ORANGE_CM';
  const bankCode = random.pick(BANKS);
  return {
    ...common,
    ownerId: random.next() < 0.5 ? users.customer.id : random.pick(users.staff),
    type: 'interbank',
    provider: 'gimac',
    amount: random.int(20, 3000) * 500,
    customerName: payer.name,
    customerPhone: operator === 'MTN_CM' ? payer.mtn : payer.orange,
    customerEmail: null,
    details: {
      ...DEMO_MARK,
      kind: 'bank_to_wallet',
      bankCode,
      bankAccount: `1000${random.int(1_000_000, 9_999_999)}${random.int(100_000, 999_999)}`,
      receiverOperator: operator,
    },
    debit: ledgerAccounts.gimacParticipant(bankCode),
    credit: ledgerAccounts.gimacParticipant(operator),
  };
}

function providerReferenceFor(random: Random, provider: ProviderCode): string {
  if (provider === 'mtn') {
    const h = random.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
  }
  return provider === 'orange' ? `MP${random.hex(20)}` : `GTR-${random.hex(16).toUpperCase()}`;
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Three characters of the reference alphabet numbering the payment (32^3 > anything seeded). */
function sequenceCode(sequence: number): string {
  let code = '';
  let rest = sequence;
  for (let index = 0; index < 3; index += 1) {
    code = REFERENCE_ALPHABET[rest % 32] + code;
    rest = Math.floor(rest / 32);
  }
  return code;
}

const SANDBOX_KIND = { mtn: 'request_to_pay', orange: 'web_payment', gimac: 'bank_to_wallet' } as const;

async function insertPlanned(
  trx: Knex.Transaction,
  random: Random,
  payment: PlannedPayment,
  sequence: number,
  fees: FeeSchedule,
) {
  // A retried payment needs time for its second attempt before now.
  const ageMinutes = payment.retried ? Math.max(payment.ageMinutes, 30) : payment.ageMinutes;
  const createdAt = new Date(Date.now() - ageMinutes * 60_000);
  const day = createdAt.toISOString().slice(0, 10).replaceAll('-', '');
  // The engine's format (PAY-YYYYMMDD- and 10 characters without look-alikes); the sequence keeps it unique.
  const suffix = Array.from({ length: 7 }, () => random.pick([...REFERENCE_ALPHABET])).join('');
  const reference = `PAY-${day}-${suffix}${sequenceCode(sequence)}`;
  const retried = payment.retried && payment.status === 'success';
  // The engine creates the first attempt with the payment, so even a pending one has it.
  const attemptCount = retried ? 2 : 1;
  // A retry starts ten minutes after the first attempt failed.
  const lastStart = createdAt.getTime() + (attemptCount - 1) * 600_000;
  const final = payment.status === 'success' || payment.status === 'failed';
  const completedAt = final ? new Date(lastStart + random.int(2, 40) * 1000) : null;
  const failure = payment.status === 'failed' ? random.pick(FAILURES) : null;

  const [row] = await trx('payments')
    .insert({
      reference,
      user_id: payment.ownerId,
      type: payment.type,
      provider: payment.provider,
      amount: payment.amount,
      status: payment.status,
      customer_name: payment.customerName,
      customer_phone: payment.customerPhone,
      customer_email: payment.customerEmail,
      narration: payment.narration,
      details: JSON.stringify(payment.details),
      attempt_count: attemptCount,
      failure_code: failure?.code ?? null,
      failure_message: failure?.message ?? null,
      completed_at: completedAt,
      created_at: createdAt,
      updated_at: completedAt ?? createdAt,
    })
    .returning('id');
  const history = [{ from: null as Status | null, to: 'pending' as Status, at: createdAt, attemptId: null }];
  let lastAttemptId: string | null = null;
  for (let number = 1; number <= attemptCount; number += 1) {
    const isLast = number === attemptCount;
    const status: Status = isLast ? payment.status : 'failed';
    const attemptFailure = isLast ? failure : FAILURES[0];
    const startedAt = new Date(createdAt.getTime() + (number - 1) * 600_000);
    const endedAt = isLast ? completedAt : new Date(startedAt.getTime() + 5000);
    const [attempt] = await trx('payment_attempts')
      .insert({
        payment_id: row.id,
        attempt_number: number,
        provider_request_reference: number === 1 ? reference : `${reference}-R${number - 1}`,
        // A pending attempt has not reached the provider yet.
        provider_reference: status === 'pending' ? null : providerReferenceFor(random, payment.provider),
        provider_transaction_id: status === 'success' ? String(random.int(100_000_000, 999_999_999)) : null,
        status,
        failure_code: status === 'failed' ? (attemptFailure?.code ?? null) : null,
        failure_message: status === 'failed' ? (attemptFailure?.message ?? null) : null,
        completed_at: status === 'success' || status === 'failed' ? endedAt : null,
        created_at: startedAt,
        updated_at: endedAt ?? startedAt,
      })
      .returning(['id', 'provider_request_reference', 'provider_reference', 'provider_transaction_id']);
    lastAttemptId = attempt.id;
    if (status !== 'pending') {
      history.push({ from: history.at(-1)?.to ?? null, to: 'processing', at: startedAt, attemptId: attempt.id });
    }
    if (status === 'success' || status === 'failed') {
      history.push({ from: 'processing', to: status, at: endedAt ?? startedAt, attemptId: attempt.id });
    }
    if (status === 'success' && endedAt) {
      // What the simulator would hold had it processed this: so a demo day reconciles.
      await trx('sandbox_provider_transactions')
        .insert({
          provider: payment.provider,
          provider_reference: attempt.provider_reference,
          merchant_reference: attempt.provider_request_reference,
          kind: SANDBOX_KIND[payment.provider],
          amount: payment.amount,
          msisdn: payment.customerPhone,
          scenario: 'demo',
          outcome: 'success',
          settles_at: endedAt,
          provider_transaction_id: attempt.provider_transaction_id,
          request: JSON.stringify({ demo: true }),
          created_at: startedAt,
          updated_at: endedAt,
        })
        .onConflict()
        .ignore();
    }
  }
  await trx('payment_status_history').insert(
    history.map((entry) => ({
      payment_id: row.id,
      attempt_id: entry.attemptId,
      from_status: entry.from,
      to_status: entry.to,
      reason: entry.to === 'failed' ? (failure?.message ?? FAILURES[0].message) : null,
      created_at: entry.at,
    })),
  );
  if (payment.status === 'success' && lastAttemptId) {
    const transactionId = await postTransfer(createStore(trx), {
      debit: payment.debit,
      credit: payment.credit,
      amount: payment.amount,
      fee: { account: ledgerAccounts.platformRevenue(), amount: platformFee(payment.provider, payment.amount, fees) },
      description: `Payment ${reference}`,
      paymentId: row.id,
      attemptId: lastAttemptId,
    });
    // Booked when the payment settled, so account statements read as four weeks of history.
    await trx('ledger_transactions')
      .where({ id: transactionId })
      .update({ created_at: completedAt ?? createdAt });
  }
}

async function demoUsers(knex: Knex): Promise<DemoUsers | null> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const rows: { id: string; email: string; role: string; first_name: string; last_name: string; phone: string }[] =
    await knex('users')
      .whereRaw('lower(email) = any(?)', [emails])
      .select('id', 'email', 'role', 'first_name', 'last_name', 'phone');
  const customer = rows.find((row) => row.role === 'customer');
  const staff = rows.filter((row) => row.role === 'ops' || row.role === 'admin').map((row) => row.id);
  if (!customer || staff.length === 0) return null;
  return {
    customer: { id: customer.id, name: `${customer.first_name} ${customer.last_name}`, phone: customer.phone },
    customerLedger: await customerLedgerAccount(createStore(knex), customer.id),
    staff,
  };
}

export async function seed(knex: Knex): Promise<void> {
  const seeded = await knex('payments')
    .whereRaw(`details @> ?::jsonb`, [JSON.stringify(DEMO_MARK)])
    .first('id');
  if (seeded) return;
  const users = await demoUsers(knex);
  if (!users) return;
  const random = generator(20261122);
  await knex.transaction(async (trx) => {
    // The engine's own fee rule, so the demo's revenue is what the settings' schedule would have charged.
    const fees = await readFeeSchedule(createStore(trx));
    let sequence = 0;
    for (let day = DAYS - 1; day >= 0; day -= 1) {
      // Busier on recent days, so the chart has a trend.
      const count = random.int(4, 7) + Math.floor((DAYS - day) / 7);
      const planned = Array.from({ length: count }, () => plan(random, users, day));
      if (day === 0) {
        // Every status shows on today's list at least once.
        const [first, second] = planned;
        if (first) first.status = 'pending';
        if (second) second.status = 'processing';
      }
      for (const payment of planned) {
        sequence += 1;
        await insertPlanned(trx, random, payment, sequence, fees);
      }
    }
    await markOneUnresolved(trx);
  });
}

/**
 * The staff's unresolved list has a row on a fresh start: the oldest payment still processing
 * waited past the pending deadline for its provider's final word (an hour by default).
 */
async function markOneUnresolved(trx: Knex.Transaction): Promise<void> {
  const processing: { id: string; created_at: Date } | undefined = await trx('payment_attempts as a')
    .join('payments as p', 'p.id', 'a.payment_id')
    .where({ 'p.status': 'processing', 'a.status': 'processing' })
    .orderBy('a.created_at')
    .first('a.id', 'a.created_at');
  if (!processing) return;
  await trx('payment_attempts')
    .where({ id: processing.id })
    .update({
      created_at: trx.raw(`least(created_at, now() - interval '2 hours')`),
      unresolved_since: trx.raw(`least(created_at, now() - interval '2 hours') + interval '1 hour'`),
      unresolved_reason: 'provider_pending',
    });
}
