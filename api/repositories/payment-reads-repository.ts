import type { Knex } from 'knex';
import { PLATFORM_TIME_ZONE } from '../../domain/douala-time.ts';
import type { PaymentStatus, PaymentType } from '../../domain/enums.ts';
import { normalizePhone, TYPED_PHONE } from '../../domain/phone.ts';
import type { ProviderCode } from '../providers/types.ts';
import { doualaDayEnd, doualaDayStart } from './douala-day-bounds.ts';
import { type Viewer, visibleTo } from './payment-visibility.ts';
import type { AttemptRow, PaymentRow, UnresolvedReason } from './payments-repository.ts';

/** A dashboard list row: the payment and, while it is processing, the page where the payer confirms. */
export type RecentPaymentRow = PaymentRow & { attempt_payment_url: string | null };

/** The staff list's columns. */
export type ListedPaymentRow = Pick<
  PaymentRow,
  | 'reference'
  | 'livemode'
  | 'user_id'
  | 'type'
  | 'provider'
  | 'amount'
  | 'currency'
  | 'status'
  | 'customer_name'
  | 'customer_phone'
  | 'customer_email'
  | 'narration'
  | 'failure_code'
  | 'failure_message'
  | 'attempt_count'
  | 'created_at'
  | 'completed_at'
>;

const LISTED_COLUMNS = [
  'reference',
  'livemode',
  'user_id',
  'type',
  'provider',
  'amount',
  'currency',
  'status',
  'customer_name',
  'customer_phone',
  'customer_email',
  'narration',
  'failure_code',
  'failure_message',
  'attempt_count',
  'created_at',
  'completed_at',
] as const satisfies readonly (keyof ListedPaymentRow)[];

/** A row of the staff's unresolved list. */
export type UnresolvedPaymentRow = Pick<
  PaymentRow,
  | 'reference'
  | 'livemode'
  | 'type'
  | 'provider'
  | 'amount'
  | 'status'
  | 'customer_name'
  | 'customer_phone'
  | 'created_at'
> &
  Pick<AttemptRow, 'attempt_number'> & { unresolved_since: Date; unresolved_reason: UnresolvedReason };

/** The staff list's filters, already checked (calendar days, lower-case provider). */
export interface PaymentFilters {
  search?: string | undefined;
  status?: PaymentStatus | undefined;
  type?: PaymentType | undefined;
  provider?: ProviderCode | undefined;
  /** Douala calendar days, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  limit: number;
}

/** Counts and sums of a set of payments (bigint and numeric come back as strings). */
export interface PaymentFigures {
  transactions: number;
  successes: number;
  finished: number;
  volume: number;
  average: number;
}

/** A payment attempt as the platform recorded it, with what the ledger posted for it. */
export interface PlatformAttempt {
  attemptId: string;
  reference: string;
  provider: ProviderCode;
  /** What we sent the provider (MTN externalId, Orange order_id, GIMAC external_reference). */
  requestReference: string;
  /** The provider's handle (MTN X-Reference-Id, Orange pay_token, GIMAC transfer_id). */
  providerReference: string | null;
  amount: number;
  status: string;
  completedAt: Date | null;
  /** Null when no ledger transaction exists for the attempt (or, failing that, the payment). */
  ledgerAmount: number | null;
}

interface ReconciledAttemptRow {
  attempt_id: string;
  reference: string;
  provider: ProviderCode;
  provider_request_reference: string;
  provider_reference: string | null;
  amount: string;
  status: string;
  completed_at: Date | null;
  ledger_amount: string | null;
}

type FigureRow = Record<keyof PaymentFigures, string>;

const FIGURES = `
  count(*) as transactions,
  count(*) filter (where p.status = 'success') as successes,
  count(*) filter (where p.status in ('success', 'failed')) as finished,
  coalesce(sum(p.amount) filter (where p.status = 'success'), 0) as volume,
  coalesce(round(avg(p.amount) filter (where p.status = 'success')), 0) as average`;

function toFigures(row: FigureRow | undefined): PaymentFigures {
  return {
    transactions: Number(row?.transactions ?? 0),
    successes: Number(row?.successes ?? 0),
    finished: Number(row?.finished ?? 0),
    volume: Number(row?.volume ?? 0),
    average: Number(row?.average ?? 0),
  };
}

function toPlatformAttempt(row: ReconciledAttemptRow): PlatformAttempt {
  return {
    attemptId: row.attempt_id,
    reference: row.reference,
    provider: row.provider,
    requestReference: row.provider_request_reference,
    providerReference: row.provider_reference,
    amount: Number(row.amount),
    status: row.status,
    completedAt: row.completed_at,
    ledgerAmount: row.ledger_amount === null ? null : Number(row.ledger_amount),
  };
}

/** `%` and `_` typed in the search box are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The read side of payments: the dashboard's and the staff screen's lists, the analytics
 * figures and the platform side of reconciliation. Every list goes through `visibleTo`
 * (services/payments/payment-access.ts), the one rule of who sees which payment (and in which
 * mode). Figures are computed by PostgreSQL in one pass each. `reconciledLivemode` is the mode
 * whose attempts reconciliation reads: the server's own (services/payments/livemode.ts).
 */
export function createPaymentReadsRepository(db: Knex, reconciledLivemode = false) {
  function applyFilters(query: Knex.QueryBuilder, filters: PaymentFilters): void {
    const search = filters.search?.trim();
    if (search) {
      const pattern = likePattern(search);
      // Phones are stored as 237XXXXXXXXX: "+237 677 12 34 56" or "677-123-456" should still find them.
      const digits = normalizePhone(search, TYPED_PHONE);
      query.where((where) => {
        where
          .whereRaw(`payments.reference ilike ? escape '\\'`, [pattern])
          .orWhereRaw(`payments.customer_name ilike ? escape '\\'`, [pattern])
          .orWhereRaw(`payments.customer_phone like ? escape '\\'`, [likePattern(digits || search)]);
      });
    }
    if (filters.status) query.where('payments.status', filters.status);
    if (filters.type) query.where('payments.type', filters.type);
    if (filters.provider) query.where('payments.provider', filters.provider);
    if (filters.from) query.where('payments.created_at', '>=', doualaDayStart(db, filters.from));
    if (filters.to) query.where('payments.created_at', '<', doualaDayEnd(db, filters.to));
  }

  /** Payments created in the last `days` Douala days (today included) that the viewer may see. */
  const windowed = (viewer: Viewer, days: number) =>
    visibleTo(
      db({ p: 'payments' }).where(
        'p.created_at',
        '>=',
        db.raw(`(?)::timestamp at time zone '${PLATFORM_TIME_ZONE}'`, [firstDay(days)]),
      ),
      viewer,
      'p',
    );
  const firstDay = (days: number) =>
    db.raw(`((now() at time zone '${PLATFORM_TIME_ZONE}')::date - (?::int - 1))`, [days]);

  /**
   * Reconciliation's attempts, of the mode the repository was made for (the server's own), that
   * `filter` keeps (it sees `a` and `p`), each with what its ledger transaction debited: the
   * engine posts one per successful attempt (a transaction without an attempt id counts for its
   * payment). The amounts are joined as sets, each side through its own index, instead of a
   * lookup per attempt whose `or` also scanned every transaction without an attempt id: a busy
   * day has 100 000 attempts.
   */
  const attempts = (filter: (query: Knex.QueryBuilder) => void) =>
    db
      .with('day', (day) => {
        day
          .from({ a: 'payment_attempts' })
          .join({ p: 'payments' }, 'p.id', 'a.payment_id')
          .where('p.livemode', reconciledLivemode)
          .select(
            'a.id as attempt_id',
            'p.id as payment_id',
            'p.reference',
            'p.provider',
            'a.provider_request_reference',
            'a.provider_reference',
            'p.amount',
            'a.status',
            db.raw('coalesce(a.completed_at, p.completed_at) as completed_at'),
          );
        filter(day);
      })
      .with(
        'ledger',
        db.raw(`
          select posted.attempt_id, sum(lp.amount) as ledger_amount
            from (select day.attempt_id, lt.id from day join ledger_transactions lt on lt.attempt_id = day.attempt_id
                  union all
                  select day.attempt_id, lt.id from day
                    join ledger_transactions lt on lt.payment_id = day.payment_id and lt.attempt_id is null) as posted
            join ledger_postings lp on lp.transaction_id = posted.id and lp.amount > 0
           group by posted.attempt_id`),
      )
      .from('day')
      .leftJoin('ledger', 'ledger.attempt_id', 'day.attempt_id')
      .select('day.*', 'ledger.ledger_amount');

  return {
    /**
     * Open payments of one mode whose live attempt is past the pending deadline without the
     * provider's final word (the staff's unresolved list), oldest first.
     */
    async listUnresolved(livemode: boolean, limit: number): Promise<UnresolvedPaymentRow[]> {
      return (await db('payment_attempts as a')
        .join('payments as p', 'p.id', 'a.payment_id')
        .whereNotNull('a.unresolved_since')
        .whereIn('a.status', ['pending', 'processing'])
        .whereRaw('a.attempt_number = p.attempt_count')
        .where('p.livemode', livemode)
        .orderBy('a.unresolved_since')
        .limit(limit)
        .select(
          'p.reference',
          'p.livemode',
          'p.type',
          'p.provider',
          'p.amount',
          'p.status',
          'p.customer_name',
          'p.customer_phone',
          'p.created_at',
          'a.attempt_number',
          'a.unresolved_since',
          'a.unresolved_reason',
        )) as UnresolvedPaymentRow[];
    },

    /** The viewer's most recent payments of every type, newest first. */
    async listRecent(viewer: Viewer, limit: number): Promise<RecentPaymentRow[]> {
      return (await visibleTo(db('payments'), viewer)
        .leftJoin('payment_attempts as current_attempt', function currentAttempt() {
          this.on('current_attempt.payment_id', 'payments.id').andOn(
            'current_attempt.attempt_number',
            'payments.attempt_count',
          );
        })
        .select('payments.*', db.raw(`current_attempt.provider_data->>'paymentUrl' as attempt_payment_url`))
        .orderBy([
          { column: 'payments.created_at', order: 'desc' },
          { column: 'payments.id', order: 'desc' },
        ])
        .limit(limit)) as RecentPaymentRow[];
    },

    /** One page of the payments the viewer may see, newest first, with the total for the pager. */
    async page(viewer: Viewer, filters: PaymentFilters): Promise<{ rows: ListedPaymentRow[]; total: number }> {
      const base = visibleTo(db('payments'), viewer);
      applyFilters(base, filters);
      const [countRow, rows] = await Promise.all([
        base.clone().count<{ total: string }[]>({ total: '*' }).first(),
        base
          .clone()
          .select(LISTED_COLUMNS)
          .orderBy([
            { column: 'created_at', order: 'desc' },
            { column: 'reference', order: 'desc' },
          ])
          .limit(filters.limit)
          .offset((filters.page - 1) * filters.limit) as Promise<ListedPaymentRow[]>,
      ]);
      return { rows, total: Number(countRow?.total ?? 0) };
    },

    /** The payment the viewer may see by this reference, its row locked until the transaction ends. */
    async lockVisible(viewer: Viewer, reference: string): Promise<PaymentRow | undefined> {
      return (await visibleTo(db('payments').where('payments.reference', reference), viewer).forUpdate().first()) as
        | PaymentRow
        | undefined;
    },

    /** Figures of the last `days` Douala days: overall, by provider, and per day (days without payments are zeros). */
    async figures(viewer: Viewer, days: number) {
      const [overview, byProvider, daily] = await Promise.all([
        windowed(viewer, days).select(db.raw(FIGURES)).first() as Promise<FigureRow | undefined>,
        windowed(viewer, days).select('p.provider', db.raw(FIGURES)).groupBy('p.provider') as Promise<
          (FigureRow & { provider: ProviderCode })[]
        >,
        db
          .with('scoped', windowed(viewer, days).select('p.created_at', 'p.amount', 'p.status'))
          .select(
            db.raw(`to_char(day, 'YYYY-MM-DD') as date`),
            db.raw(`coalesce(sum(scoped.amount) filter (where scoped.status = 'success'), 0) as volume`),
            db.raw('count(scoped.created_at) as count'),
          )
          .from(
            db.raw(
              `generate_series(?::date, (now() at time zone '${PLATFORM_TIME_ZONE}')::date, interval '1 day') as day`,
              [firstDay(days)],
            ),
          )
          .joinRaw(`left join scoped on (scoped.created_at at time zone '${PLATFORM_TIME_ZONE}')::date = day::date`)
          .groupBy('day')
          .orderBy('day') as Promise<{ date: string; volume: string; count: string }[]>,
      ]);
      return {
        overview: toFigures(overview),
        byProvider: new Map(byProvider.map((row) => [row.provider, toFigures(row)])),
        daily: daily.map((row) => ({ date: row.date, volume: Number(row.volume), count: Number(row.count) })),
      };
    },

    /** One provider's attempts that succeeded on Douala day `date`: what it should have settled that day. */
    async successfulAttemptsOn(date: string, provider: ProviderCode): Promise<PlatformAttempt[]> {
      const rows = (await attempts((day) =>
        day
          .where('p.provider', provider)
          .where('a.status', 'success')
          .whereRaw('coalesce(a.completed_at, p.completed_at) >= ?', [doualaDayStart(db, date)])
          .whereRaw('coalesce(a.completed_at, p.completed_at) < ?', [doualaDayEnd(db, date)]),
      ).orderBy('day.reference')) as ReconciledAttemptRow[];
      return rows.map(toPlatformAttempt);
    },

    /**
     * Attempts of any day and status known by one of these references (statement lines we did
     * not expect). Two array parameters whatever the number of lines, so a page of a busy
     * statement is one query within PostgreSQL's limit on bound parameters.
     */
    async attemptsByReferences(
      provider: ProviderCode,
      references: { reference: string; providerReference: string }[],
    ): Promise<PlatformAttempt[]> {
      if (references.length === 0) return [];
      const rows = (await attempts((day) =>
        day.where('p.provider', provider).where((where) => {
          where
            .whereRaw('a.provider_request_reference = any(?::text[])', [references.map((entry) => entry.reference)])
            .orWhereRaw('a.provider_reference = any(?::text[])', [references.map((entry) => entry.providerReference)]);
        }),
      )) as ReconciledAttemptRow[];
      return rows.map(toPlatformAttempt);
    },
  };
}

export type PaymentReadsRepository = ReturnType<typeof createPaymentReadsRepository>;
