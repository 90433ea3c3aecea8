import { describe, expect } from 'vitest';
import { createStore } from '../../../api/repositories/store.ts';
import { verifyAuditChain } from '../../../api/services/audit/verify-chain.ts';
import { seedDatabase } from '../../../db/migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../db/seeds/demo-accounts.ts';
import { it } from '../../helpers/fixtures.ts';

describe('demo audit log', () => {
  it('gives Recent Activity entries on a fresh start, chained, and a second start adds none', async ({
    harness,
    db,
  }) => {
    await seedDatabase(db, { demo: true });
    const first = await verifyAuditChain(createStore(db));
    expect(first).toMatchObject({ intact: true });
    expect(first.rows).toBeGreaterThanOrEqual(10);
    await seedDatabase(db, { demo: true });
    expect(await verifyAuditChain(createStore(db))).toEqual(first);

    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
    const signIn = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: admin?.email, password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const recent = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/audit-logs?limit=10',
      headers: { authorization: `Bearer ${signIn.json().access_token}` },
    });
    const logs = recent.json().data.logs as { action: string; userEmail: string | null }[];
    expect(logs).toHaveLength(10);
    // The sign-in just made is the newest entry; the demo staff's actions follow.
    expect(logs[0]).toMatchObject({ action: 'login', userEmail: admin?.email });
    expect(new Set(logs.map((log) => log.action)).size).toBeGreaterThan(3);
  });
});
