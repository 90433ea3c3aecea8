import type { Knex } from 'knex';
import type { AuditAction, AuditResource } from '../../domain/enums.ts';

/** An `audit_logs` row as PostgreSQL returns it, with the acting user's e-mail joined. */
interface AuditLogRow {
  id: string;
  seq: string;
  action: AuditAction;
  resource: AuditResource;
  resource_id: string | null;
  user_id: string | null;
  user_email: string | null;
  ip_address: string | null;
  success: boolean;
  details: Record<string, unknown>;
  created_at: Date;
}

/** One audit entry as the back office shows it. */
export interface AuditEntry {
  id: string;
  action: AuditAction;
  resource: AuditResource;
  resourceId: string | null;
  userId: string | null;
  userEmail: string | null;
  ipAddress: string | null;
  success: boolean;
  details: Record<string, unknown>;
  createdAt: Date;
}

export interface NewAuditEntry {
  action: AuditAction;
  resource: AuditResource;
  resourceId?: string | null;
  userId?: string | null;
  ipAddress?: string | null;
  success?: boolean;
  details?: Record<string, unknown>;
  /** Demo data only: entries dated in the past. Real entries take the database clock. */
  createdAt?: Date;
}

export interface AuditFilters {
  action?: AuditAction | undefined;
  resource?: AuditResource | undefined;
  userId?: string | undefined;
  /** Instants (the service turns Douala days into them). */
  from?: Date | undefined;
  before?: Date | undefined;
}

/** What the chain verifier reads: the stored link and the row's canonical text. */
export interface ChainLink {
  id: string;
  seq: string;
  prevHash: string | null;
  hash: string;
  canonical: string;
}

function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    resource: row.resource,
    resourceId: row.resource_id,
    userId: row.user_id,
    userEmail: row.user_email,
    ipAddress: row.ip_address,
    success: row.success,
    details: row.details ?? {},
    createdAt: row.created_at,
  };
}

/**
 * The audit log. Inserts only: the table refuses UPDATE, DELETE and TRUNCATE, and its insert
 * trigger fills `seq`, `prev_hash` and `hash` (migration 20261126090000).
 */
export function createAuditLogsRepository(db: Knex) {
  const filtered = (filters: AuditFilters) => {
    const query = db('audit_logs as a');
    if (filters.action) query.where('a.action', filters.action);
    if (filters.resource) query.where('a.resource', filters.resource);
    if (filters.userId) query.where('a.user_id', filters.userId);
    if (filters.from) query.where('a.created_at', '>=', filters.from);
    if (filters.before) query.where('a.created_at', '<', filters.before);
    return query;
  };

  return {
    async insert(entry: NewAuditEntry): Promise<{ id: string }> {
      const [row] = (await db('audit_logs')
        .insert({
          action: entry.action,
          resource: entry.resource,
          resource_id: entry.resourceId ?? null,
          user_id: entry.userId ?? null,
          ip_address: entry.ipAddress ?? null,
          success: entry.success ?? true,
          details: JSON.stringify(entry.details ?? {}),
          ...(entry.createdAt ? { created_at: entry.createdAt } : {}),
          // Placeholders the chain trigger replaces (the columns are NOT NULL).
          seq: 0,
          hash: '0'.repeat(64),
        })
        .returning(['id'])) as { id: string }[];
      if (!row) throw new Error('audit entry was not stored');
      return row;
    },

    /** Newest first, with the total of the filter. */
    async page(filters: AuditFilters, limit: number, offset: number): Promise<{ rows: AuditEntry[]; total: number }> {
      const [rows, count] = await Promise.all([
        filtered(filters)
          .leftJoin('users as u', 'u.id', 'a.user_id')
          .orderBy([
            { column: 'a.created_at', order: 'desc' },
            { column: 'a.seq', order: 'desc' },
          ])
          .limit(limit)
          .offset(offset)
          .select<AuditLogRow[]>(
            'a.id',
            'a.seq',
            'a.action',
            'a.resource',
            'a.resource_id',
            'a.user_id',
            'u.email as user_email',
            db.raw('host(a.ip_address) as ip_address'),
            'a.success',
            'a.details',
            'a.created_at',
          ),
        filtered(filters).count<{ count: string }[]>({ count: '*' }).first(),
      ]);
      return { rows: rows.map(toAuditEntry), total: Number(count?.count ?? 0) };
    },

    async count(): Promise<number> {
      const row = await db('audit_logs').count<{ count: string }[]>({ count: '*' }).first();
      return Number(row?.count ?? 0);
    },

    /** The chain in order, a batch at a time (`afterSeq` is the last seq of the previous batch). */
    async chainBatch(afterSeq: string | null, size: number): Promise<ChainLink[]> {
      const result = await db.raw<{
        rows: { id: string; seq: string; prev_hash: string | null; hash: string; canonical: string }[];
      }>(
        `select a.id, a.seq::text as seq, a.prev_hash, a.hash, audit_log_canonical(a) as canonical
           from audit_logs a where a.seq > ? order by a.seq limit ?`,
        [afterSeq ?? '-1', size],
      );
      return result.rows.map((row) => ({
        id: row.id,
        seq: row.seq,
        prevHash: row.prev_hash,
        hash: row.hash,
        canonical: row.canonical,
      }));
    },

    /** Whether the demo seed already wrote entries tagged `details.demo` (seeds are idempotent). */
    async hasDemoEntries(): Promise<boolean> {
      return (await db('audit_logs').whereRaw(`jsonb_exists(details, 'demo')`).first('id')) !== undefined;
    },
  };
}

export type AuditLogsRepository = ReturnType<typeof createAuditLogsRepository>;
