import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Knex } from 'knex';
import { runDuePaymentJobs } from '../../../api/jobs/runner.ts';
import { createAuditLogsRepository } from '../../../api/repositories/audit-logs-repository.ts';
import { createUser } from '../../helpers/identity.ts';
import { insertApiKey } from '../../helpers/rows.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { insertPayment } from '../payments-staff/fixtures.ts';

const run = promisify(execFile);

/** A folder of its own for the file's generated reports (DATA_DIR/reports). */
export const reportsDataDir = () => mkdtempSync(path.join(tmpdir(), 'ob-reports-'));

/** The text of a PDF as Debian's poppler-utils extracts it, columns kept on their lines. */
export async function pdfText(pdf: Buffer, folder: string): Promise<string> {
  const file = path.join(folder, `extract-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`);
  const { writeFile } = await import('node:fs/promises');
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
  return stdout;
}

/** POST /api/admin/reports/generate. */
export function generate(harness: TestApp, headers: Record<string, string>, body: object) {
  return harness.app.inject({ method: 'POST', url: '/api/admin/reports/generate', headers, payload: body });
}

export function runJobs(harness: TestApp) {
  return runDuePaymentJobs(harness.app.paymentJobs, harness.databaseUrl);
}

/** October 2026 in Douala: the fixed period every report of the suite covers. */
export const OCTOBER = { period: 'custom', from: '2026-10-01', to: '2026-10-31' } as const;

/**
 * Rows inside October 2026 (Douala days), and two just outside it, so each report's totals are
 * known: payments 5 (4 successful, 1 409 568 FCFA; all statuses 1 416 568 FCFA), API calls 10
 * (3 errors: 30.0 %), 2 customers created (1 active), audit entries 7 (6 security events),
 * server warnings and errors 6, 120 minutes of heartbeats.
 */
export async function insertOctoberRows(harness: TestApp, db: Knex): Promise<void> {
  const owner = await createUser(harness, { role: 'customer', firstName: 'Octo', lastName: 'Ber' });
  const other = await createUser(harness, { role: 'customer', firstName: 'Octa', lastName: 'Via' });
  await db('users')
    .where({ id: owner.id })
    .update({ created_at: new Date('2026-10-10T09:00:00Z'), last_login_at: new Date('2026-10-12T09:00:00Z') });
  await db('users')
    .where({ id: other.id })
    .update({ created_at: new Date('2026-10-11T09:00:00Z') });
  const userId = owner.id;
  const at = (iso: string) => new Date(iso);
  // Fees at 1.5 %: 18 519 + 1 500 (MTN), 750 + 375 (Orange): 21 144 FCFA in October.
  await insertPayment(db, {
    userId,
    provider: 'mtn',
    amount: 1_234_568,
    fee: 18_519,
    createdAt: at('2026-10-15T10:00:00Z'),
  });
  await insertPayment(db, {
    userId,
    provider: 'mtn',
    amount: 100_000,
    fee: 1_500,
    createdAt: at('2026-10-16T10:00:00Z'),
  });
  await insertPayment(db, {
    userId,
    provider: 'orange',
    amount: 50_000,
    fee: 750,
    createdAt: at('2026-10-15T11:00:00Z'),
  });
  // 00:30 on October 1st in Douala (23:30 UTC the day before): inside.
  await insertPayment(db, {
    userId,
    provider: 'orange',
    amount: 25_000,
    fee: 375,
    createdAt: at('2026-09-30T23:30:00Z'),
  });
  await insertPayment(db, {
    userId,
    provider: 'mtn',
    amount: 7_000,
    status: 'failed',
    createdAt: at('2026-10-16T12:00:00Z'),
  });
  // 00:30 on November 1st in Douala: outside.
  await insertPayment(db, { userId, provider: 'mtn', amount: 999, fee: 15, createdAt: at('2026-10-31T23:30:00Z') });

  const key = await insertApiKey(db, userId);
  const statuses = [200, 200, 200, 200, 200, 200, 200, 404, 404, 500];
  await db('api_request_logs').insert(
    statuses.map((status, index) => ({
      api_key_id: key.id,
      user_id: userId,
      method: 'GET',
      endpoint: '/api/v1/accounts',
      status_code: status,
      response_time_ms: 40 + index,
      created_at: at(`2026-10-15T10:0${index}:00Z`),
    })),
  );

  const audit = createAuditLogsRepository(db);
  const entries = [
    ['login', 'user'],
    ['login', 'user'],
    ['login', 'user'],
    ['login_failed', 'user'],
    ['login_failed', 'user'],
    ['suspend', 'user'],
    ['update', 'setting'],
  ] as const;
  for (const [index, [action, resource]] of entries.entries()) {
    await audit.insert({ action, resource, userId, createdAt: at(`2026-10-20T08:0${index}:00Z`) });
  }

  await db('system_logs').insert(
    ['warn', 'warn', 'warn', 'warn', 'error', 'error'].map((level, index) => ({
      level,
      message: `October ${level} ${index}`,
      created_at: at(`2026-10-21T08:0${index}:00Z`),
    })),
  );
  await db.raw(
    `insert into uptime_heartbeats (minute)
     select generate_series('2026-10-22T08:00:00Z'::timestamptz, '2026-10-22T09:59:00Z'::timestamptz, interval '1 minute')`,
  );
}
