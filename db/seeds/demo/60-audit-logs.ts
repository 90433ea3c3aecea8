import type { Knex } from 'knex';
import { createAuditLogsRepository, type NewAuditEntry } from '../../../api/repositories/audit-logs-repository.ts';
import { DEMO_INSTITUTION_CODES } from './20-institutions.ts';

const HOUR = 60 * 60 * 1000;

/**
 * A few days of staff activity for the admin dashboard's Recent Activity and Audit tab on a
 * fresh start. Written through the audit repository, so the insert trigger chains each row
 * like any other (`npm run audit:verify` stays intact); tagged `details.demo` so a second
 * start writes nothing (the log is append-only: the seed can only add, never replace).
 */
export async function seed(knex: Knex): Promise<void> {
  const audit = createAuditLogsRepository(knex);
  if (await audit.hasDemoEntries()) return;

  const staff = new Map<string, string>(
    (
      await knex('users')
        .whereIn('email', ['admin@demo.openbanking.cm', 'ops@demo.openbanking.cm', 'auditor@demo.openbanking.cm'])
        .select('email', 'id')
    ).map((row: { email: string; id: string }) => [row.email.split('@')[0] ?? '', row.id]),
  );
  const customer = (await knex('users').where({ email: 'customer@demo.openbanking.cm' }).first('id')) as
    | { id: string }
    | undefined;
  const institutions = new Map<string, string>(
    (
      await knex('institutions')
        .whereIn('institution_code', Object.values(DEMO_INSTITUTION_CODES))
        .select('institution_code', 'id')
    ).map((row: { institution_code: string; id: string }) => [row.institution_code, row.id]),
  );
  const admin = staff.get('admin') ?? null;
  const ops = staff.get('ops') ?? null;
  const auditor = staff.get('auditor') ?? null;
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);

  // Oldest first, so the chain's order follows time as a real log's would.
  const entries: NewAuditEntry[] = [
    {
      action: 'login',
      resource: 'user',
      resourceId: admin,
      userId: admin,
      ipAddress: '196.202.12.10',
      createdAt: at(72),
    },
    {
      action: 'approve',
      resource: 'institution',
      resourceId: institutions.get(DEMO_INSTITUTION_CODES.approved) ?? null,
      userId: admin,
      ipAddress: '196.202.12.10',
      details: { reason: 'Documents verified' },
      createdAt: at(71.5),
    },
    {
      action: 'tier_change',
      resource: 'institution',
      resourceId: institutions.get(DEMO_INSTITUTION_CODES.approved) ?? null,
      userId: admin,
      ipAddress: '196.202.12.10',
      details: { from: 'silver', to: 'gold', apiQuotaLimit: 250000 },
      createdAt: at(71.4),
    },
    {
      action: 'logout',
      resource: 'user',
      resourceId: admin,
      userId: admin,
      ipAddress: '196.202.12.10',
      createdAt: at(70),
    },
    {
      action: 'login_failed',
      resource: 'user',
      success: false,
      ipAddress: '102.244.35.7',
      details: { email: 'director@unknown-bank.cm', reason: 'invalid_credentials' },
      createdAt: at(49),
    },
    { action: 'login', resource: 'user', resourceId: ops, userId: ops, ipAddress: '41.202.219.5', createdAt: at(48) },
    {
      action: 'suspend',
      resource: 'institution',
      resourceId: institutions.get(DEMO_INSTITUTION_CODES.suspended) ?? null,
      userId: ops,
      ipAddress: '41.202.219.5',
      details: { reason: 'Licence renewal overdue' },
      createdAt: at(47.5),
    },
    {
      action: 'suspend',
      resource: 'user',
      resourceId: customer?.id ?? null,
      userId: ops,
      ipAddress: '41.202.219.5',
      details: { reason: 'Bulk suspension' },
      createdAt: at(47),
    },
    {
      action: 'activate',
      resource: 'user',
      resourceId: customer?.id ?? null,
      userId: ops,
      ipAddress: '41.202.219.5',
      details: { reason: 'Bulk administrative action' },
      createdAt: at(46.8),
    },
    {
      action: 'login',
      resource: 'user',
      resourceId: auditor,
      userId: auditor,
      ipAddress: '154.72.150.9',
      createdAt: at(26),
    },
    {
      action: 'export',
      resource: 'audit_log',
      userId: auditor,
      ipAddress: '154.72.150.9',
      details: { rows: 8, filters: { resource: 'institution' } },
      createdAt: at(25.5),
    },
    {
      action: 'login',
      resource: 'user',
      resourceId: admin,
      userId: admin,
      ipAddress: '196.202.12.10',
      createdAt: at(3),
    },
    {
      action: 'update',
      resource: 'setting',
      resourceId: 'security.session_ttl_minutes',
      userId: admin,
      ipAddress: '196.202.12.10',
      details: { from: 60, to: 120 },
      createdAt: at(2.5),
    },
  ];
  for (const entry of entries) await audit.insert({ ...entry, details: { ...entry.details, demo: true } });
}
