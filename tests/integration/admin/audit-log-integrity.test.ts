import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect } from 'vitest';
import { createStore } from '../../../api/repositories/store.ts';
import { recordAudit } from '../../../api/services/audit/record-audit.ts';
import { verifyAuditChain } from '../../../api/services/audit/verify-chain.ts';
import { it } from '../../helpers/fixtures.ts';

const run = promisify(execFile);

/** `npm run audit:verify` as a child process on the file's database. */
async function auditVerify(databaseUrl: string): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(process.execPath, ['api/cli/audit-verify.ts'], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

const actor = { userId: null, ipAddress: '203.0.113.7' };

describe('the audit log is append-only and hash-chained', () => {
  it('chains rows written concurrently, in seq order', async ({ harness }) => {
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        harness.app.db.transaction((trx) =>
          recordAudit(createStore(trx), actor, {
            action: 'update',
            resource: 'setting',
            resourceId: `k${index}`,
            details: { index },
          }),
        ),
      ),
    );
    expect(await verifyAuditChain(harness.app.store)).toEqual({ intact: true, rows: 12 });
  });

  it.for(['update audit_logs set success = false', 'delete from audit_logs', 'truncate audit_logs'])(
    'refuses "%s" even to the table owner, a superuser',
    async (statement, { db }) => {
      const [{ superuser }] = (await db.raw(`select current_setting('is_superuser') = 'on' as superuser`)).rows;
      expect(superuser).toBe(true);
      await expect(db.raw(statement)).rejects.toThrow(/append-only/);
      expect(Number((await db('audit_logs').count({ n: '*' }))[0]?.n)).toBeGreaterThan(0);
    },
  );

  it('audit:verify says the log is intact, then names a row altered behind the triggers’ back', async ({
    harness,
    db,
  }) => {
    const intact = await auditVerify(harness.databaseUrl);
    expect(intact.code).toBe(0);
    expect(intact.stdout).toMatch(/^audit log intact: \d+ rows$/m);

    const [victim] = await db('audit_logs').orderBy('seq').offset(4).limit(1).select('id');
    await db.raw('alter table audit_logs disable trigger audit_logs_no_update_delete');
    await db('audit_logs').where({ id: victim.id }).update({ success: false });
    await db.raw('alter table audit_logs enable trigger audit_logs_no_update_delete');

    const broken = await auditVerify(harness.databaseUrl);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain(`broken at row ${victim.id}`);
    expect(broken.stdout).toContain('changed');
  });
});
