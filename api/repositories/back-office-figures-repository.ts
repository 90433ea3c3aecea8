import type { Knex } from 'knex';
import type { ApiKeyEnvironment } from '../../domain/enums.ts';
import { keyOfMode, ofMode } from './mode-filter.ts';

/** Instants bounding Douala calendar days and months, by the database clock. */
const DOUALA = `'Africa/Douala'`;
const TODAY = `(date_trunc('day', now() at time zone ${DOUALA}) at time zone ${DOUALA})`;
const THIS_MONTH = `(date_trunc('month', now() at time zone ${DOUALA}) at time zone ${DOUALA})`;

export interface CredentialRow {
  id: string;
  institutionName: string | null;
  ownerName: string;
  ownerEmail: string | null;
  name: string;
  environment: ApiKeyEnvironment;
  keyPrefix: string;
  isActive: boolean;
  lastUsedAt: Date | null;
}

interface CredentialDbRow {
  id: string;
  institution_name: string | null;
  owner_name: string;
  owner_email: string | null;
  name: string;
  environment: ApiKeyEnvironment;
  key_prefix: string;
  is_active: boolean;
  last_used_at: Date | null;
}

function toCredential(row: CredentialDbRow): CredentialRow {
  return {
    id: row.id,
    institutionName: row.institution_name,
    ownerName: row.owner_name,
    ownerEmail: row.owner_email,
    name: row.name,
    environment: row.environment,
    keyPrefix: row.key_prefix,
    isActive: row.is_active,
    lastUsedAt: row.last_used_at,
  };
}

const num = (value: unknown) => Number(value ?? 0);

/**
 * The back office's figures (dashboard, analytics, API management) and the staff view of
 * every developer's keys: read-only aggregates over tables other repositories write. Payments
 * and request logs are counted in the one mode asked for (the server's own, see mode-filter.ts).
 */
export function createBackOfficeFiguresRepository(db: Knex) {
  const credentialQuery = (): Promise<CredentialDbRow[]> & Knex.QueryBuilder =>
    db('api_keys as k')
      .join('users as o', 'o.id', 'k.user_id')
      .leftJoin('institution_members as m', 'm.user_id', 'k.user_id')
      .leftJoin('institutions as i', 'i.id', 'm.institution_id')
      .select(
        'k.id',
        'i.institution_name',
        db.raw(`o.first_name || ' ' || o.last_name as owner_name`),
        'o.email as owner_email',
        'k.name',
        'k.environment',
        'k.key_prefix',
        'k.is_active',
        'k.last_used_at',
      ) as never;

  return {
    async platformCounts(livemode: boolean) {
      const mode = ofMode(livemode);
      const { rows } = await db.raw<{ rows: Record<string, string>[] }>(`
        select
          (select count(*) from institutions) as institutions,
          (select count(*) from institutions where not is_approved and rejected_at is null) as pending,
          (select count(*) from users) as users,
          (select count(*) from users where is_active) as active_users,
          (select count(*) from users where created_at >= ${TODAY}) as new_users_today,
          (select count(*) from payments where ${mode}) as payments,
          (select coalesce(sum(amount), 0) from payments where status = 'success' and ${mode}) as volume,
          (select count(*) from api_request_logs where ${mode} and created_at >= now() - interval '24 hours') as calls_24h,
          (select count(*) from sessions where revoked_at is null and expires_at > now()) as active_sessions,
          (select count(*) from payments where created_at >= ${THIS_MONTH} and ${mode}) as payments_this_month`);
      const row = rows[0] ?? {};
      return {
        institutions: num(row.institutions),
        pending: num(row.pending),
        users: num(row.users),
        activeUsers: num(row.active_users),
        newUsersToday: num(row.new_users_today),
        payments: num(row.payments),
        volume: num(row.volume),
        calls24h: num(row.calls_24h),
        activeSessions: num(row.active_sessions),
        paymentsThisMonth: num(row.payments_this_month),
      };
    },

    /**
     * Calls made with API keys in a period of whole Douala days, from the keys' day windows,
     * which outlive the 30-day request log (the API-calls figure's growth, staff-figures.ts).
     */
    async keyCallsBetween(livemode: boolean, period: { start: Date; end: Date }): Promise<number> {
      const { rows } = await db.raw<{ rows: { calls: string }[] }>(
        `select coalesce(sum(w.request_count), 0) as calls from api_key_usage_windows w
           join api_keys k on k.id = w.api_key_id
          where ${keyOfMode(livemode, 'k')} and w.window_kind = 'day' and w.window_start >= ? and w.window_start < ?`,
        [period.start, period.end],
      );
      return num(rows[0]?.calls);
    },

    /** Every key, newest first (at most `limit`), with its owner and the owner's institution. */
    async credentials(limit: number): Promise<{ rows: CredentialRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        credentialQuery().orderBy('k.created_at', 'desc').limit(limit),
        db('api_keys').count<{ count: string }[]>({ count: '*' }).first(),
      ]);
      return { rows: rows.map(toCredential), total: num(count?.count) };
    },

    async credential(id: string): Promise<CredentialRow | null> {
      const [row] = await credentialQuery().where('k.id', id);
      return row ? toCredential(row) : null;
    },

    /** Today's (Douala) key calls: totals and the five busiest keys. */
    async usageToday(livemode: boolean) {
      const mode = ofMode(livemode);
      const { rows } = await db.raw<{ rows: Record<string, string>[] }>(`
        select
          (select count(*) from api_keys where is_active and (expires_at is null or expires_at > now())) as active_keys,
          (select count(*) from api_request_logs where ${mode} and created_at >= ${TODAY}) as calls,
          (select count(*) from api_request_logs where ${mode} and created_at >= ${TODAY} and status_code >= 400) as errors`);
      const top = await db.raw<{
        rows: { id: string; key_prefix: string; name: string; institution_name: string | null; calls: string }[];
      }>(`
        select k.id, k.key_prefix, k.name, i.institution_name, c.calls
          from (select api_key_id, count(*) as calls from api_request_logs
                 where created_at >= ${TODAY} and api_key_id is not null and ${mode} group by api_key_id order by count(*) desc limit 5) c
          join api_keys k on k.id = c.api_key_id
          left join institution_members m on m.user_id = k.user_id
          left join institutions i on i.id = m.institution_id
         order by c.calls desc, k.id`);
      const row = rows[0] ?? {};
      return {
        activeKeys: num(row.active_keys),
        calls: num(row.calls),
        errors: num(row.errors),
        topKeys: top.rows.map((key) => ({
          id: key.id,
          keyId: key.key_prefix,
          name: key.name,
          institutionName: key.institution_name,
          calls: num(key.calls),
        })),
      };
    },
  };
}

export type BackOfficeFiguresRepository = ReturnType<typeof createBackOfficeFiguresRepository>;
