import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';
import { bearer, createUser, login } from '../../helpers/identity.ts';
import { insertInstitution } from '../../helpers/institution-rows.ts';
import { insertApiKey } from '../../helpers/rows.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; their shapes are the schemas' job
type Json = Record<string, any>;

describe('back office: staff sign-in and sign-out', () => {
  it('signs staff in with the session cookie and audits it; a customer hears staff_only', async ({ harness, db }) => {
    const admin = await createUser(harness, { role: 'admin' });
    const ok = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(ok.statusCode).toBe(200);
    const body = ok.json() as Json;
    expect(body).toMatchObject({ token_type: 'Bearer', user: { id: admin.id, role: 'admin', email: admin.email } });
    expect(String(ok.headers['set-cookie'])).toMatch(/ob_session=.+HttpOnly/i);
    const me = await harness.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(body.access_token) });
    expect(me.json().role).toBe('admin');

    const customer = await createUser(harness, { role: 'customer' });
    const refused = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: customer.email, password: customer.password },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      reason: 'staff_only',
      message: 'This sign-in is for platform staff only',
    });

    const unknown = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'ghost@example.cm', password: 'whatever-123' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.message).toBe('Invalid credentials');

    const out = await harness.app.inject({ method: 'POST', url: '/oauth/logout', headers: bearer(body.access_token) });
    expect(out.statusCode).toBe(204);
    expect(
      (await harness.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(body.access_token) }))
        .statusCode,
    ).toBe(401);

    const rows = await db('audit_logs').orderBy('seq').select('action', 'user_id', 'success', 'details');
    expect(rows.map((row) => [row.action, row.user_id, row.success])).toEqual([
      ['login', admin.id, true],
      ['login_failed', customer.id, false],
      ['login_failed', null, false],
      ['logout', admin.id, true],
    ]);
    expect(rows[2].details).toMatchObject({ email: 'ghost@example.cm', reason: 'invalid_credentials' });
  });

  it('audits a staff sign-in through /oauth/login too, never a customer’s', async ({ harness, db }) => {
    const auditor = await createUser(harness, { role: 'auditor' });
    const customer = await createUser(harness, { role: 'customer' });
    expect((await login(harness, { email: auditor.email, password: auditor.password })).statusCode).toBe(200);
    expect((await login(harness, { email: customer.email, password: customer.password })).statusCode).toBe(200);
    const rows = await db('audit_logs').whereIn('user_id', [auditor.id, customer.id]).select('action', 'user_id');
    expect(rows).toEqual([{ action: 'login', user_id: auditor.id }]);
  });

  it('throttles and locks staff sign-in like /oauth/login', async ({ harness }) => {
    const ops = await createUser(harness, { role: 'ops' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: ops.email, password: 'wrong-password' },
        remoteAddress: '198.51.100.20',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 2)).toEqual([401, 401]);
    expect(statuses).toContain(429);
    // A customer-facing sign-in with the right password is still refused while the account is locked.
    const locked = await login(
      harness,
      { email: ops.email, password: ops.password },
      { remoteAddress: '198.51.100.21' },
    );
    expect([423, 429]).toContain(locked.statusCode);
  });
});

describe('back office: institutions', () => {
  it('lists, approves, rejects, changes tier, edits contacts, manages members and suspends, each audited', async ({
    harness,
    ops,
    db,
  }) => {
    const first = await insertInstitution(db, { name: 'Afriland Review Bank', type: 'commercial_bank' });
    const second = await insertInstitution(db, { name: 'Express Review MFI', type: 'microfinance' });
    const call = (method: string, url: string, payload?: object) =>
      harness.app.inject({ method: method as 'GET', url, headers: ops.headers, ...(payload ? { payload } : {}) });

    const pending = (await call('GET', '/api/admin/institutions?status=pending&q=review')).json() as Json;
    expect(pending.total).toBe(2);
    expect(pending.institutions.map((row: Json) => row.status)).toEqual(['pending', 'pending']);

    const approved = await call('POST', '/api/admin/institutions/bulk-approve', {
      institutionIds: [first],
      reason: 'Documents verified',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      operation: 'approve',
      updated: 1,
      institutions: [{ id: first, status: 'active' }],
    });

    const rejected = (
      await call('POST', '/api/admin/institutions/bulk-reject', {
        institutionIds: [second],
        reason: 'Bulk rejection',
      })
    ).json() as Json;
    expect(rejected.institutions[0]).toMatchObject({ status: 'rejected', isApproved: false });

    const tier = (await call('PUT', `/api/admin/institutions/${first}/tier`, { tierLevel: 'gold' })).json() as Json;
    expect(tier).toMatchObject({ tierLevel: 'gold', apiQuotaLimit: 250_000 });

    const contacts = await call('PUT', `/api/admin/institutions/${first}`, {
      contactPhone: '237 699 11 22 33',
      address: 'Bonanjo',
    });
    expect(contacts.statusCode).toBe(200);
    expect(contacts.json().contactPhone).toBe('237699112233');

    const member = await createUser(harness, { role: 'customer' });
    const added = await call('POST', `/api/admin/institutions/${first}/members`, {
      email: member.email.toUpperCase(),
      role: 'owner',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ userId: member.id, role: 'owner' });
    const elsewhere = await call('POST', `/api/admin/institutions/${second}/members`, { email: member.email });
    expect(elsewhere.statusCode).toBe(409);
    const nobody = await call('POST', `/api/admin/institutions/${first}/members`, { email: 'nobody@example.cm' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error.details[0].path).toBe('email');

    const detail = (await call('GET', `/api/admin/institutions/${first}`)).json() as Json;
    expect(detail.institution).toMatchObject({
      id: first,
      address: 'Bonanjo',
      tierLevel: 'gold',
      rejectionReason: null,
    });
    expect(detail.members).toEqual([expect.objectContaining({ userId: member.id, role: 'owner' })]);
    expect((await call('GET', `/api/admin/institutions/${second}`)).json().institution.rejectionReason).toBe(
      'Bulk rejection',
    );

    expect((await call('DELETE', `/api/admin/institutions/${first}/members/${member.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/institutions/${first}/members/${member.id}`)).statusCode).toBe(404);

    const suspended = (
      await call('POST', `/api/admin/institutions/${first}/suspend`, { reason: 'Fraud review' })
    ).json() as Json;
    expect(suspended.status).toBe('suspended');
    const stats = (await call('GET', '/api/admin/institutions/stats')).json() as Json;
    expect(stats).toMatchObject({
      total: 2,
      suspended: 1,
      rejected: 1,
      byType: { commercial_bank: 1, microfinance: 1 },
    });

    const actions = await db('audit_logs').where({ resource: 'institution' }).orderBy('seq').pluck('action');
    expect(actions).toEqual(['approve', 'reject', 'tier_change', 'update', 'member_add', 'member_remove', 'suspend']);
    expect(await db('audit_logs').where({ resource: 'institution' }).distinct('user_id').pluck('user_id')).toEqual([
      ops.id,
    ]);
  });
});

describe('back office: users', () => {
  it('suspends in bulk: the session and the API key are refused on the next call; activation restores them', async ({
    harness,
    ops,
  }) => {
    const target = await createUser(harness, { role: 'customer' });
    const token = (await login(harness, { email: target.email, password: target.password })).json()
      .access_token as string;
    const { key } = await insertApiKey(harness.app.db, target.id, { scopes: ['accounts:read'] });
    const session = () => harness.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    const keyCall = () => harness.app.inject({ method: 'GET', url: '/api/v1/accounts', headers: bearer(key) });
    expect((await session()).statusCode).toBe(200);
    expect((await keyCall()).statusCode).toBe(200);

    const bulk = (operation: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/admin/users/bulk-operations',
        headers: ops.headers,
        payload: { operation, userIds: [target.id], reason: 'Bulk suspension' },
      });
    const suspended = await bulk('suspend');
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      operation: 'suspend',
      updated: 1,
      users: [{ id: target.id, isActive: false }],
    });
    expect((await session()).statusCode).toBe(401);
    expect((await keyCall()).statusCode).toBe(401);

    expect((await bulk('activate')).statusCode).toBe(200);
    // Sessions were revoked for good; the key works again with its owner.
    expect((await session()).statusCode).toBe(401);
    expect((await keyCall()).statusCode).toBe(200);
  });

  it('keeps the row rule: ops act on customers only, nobody on themselves', async ({ harness, ops, admin }) => {
    const auditor = await createUser(harness, { role: 'auditor' });
    const bulk = (headers: Record<string, string>, userIds: string[], action = 'suspend') =>
      harness.app.inject({
        method: 'POST',
        url: '/api/admin/users/bulk-operations',
        headers,
        payload: { action, userIds, reason: 'Bulk administrative action' },
      });
    const opsOnStaff = await bulk(ops.headers, [auditor.id]);
    expect(opsOnStaff.statusCode).toBe(403);
    expect(opsOnStaff.json().error.reason).toBe('staff_status_admin_only');
    const self = await bulk(admin.headers, [admin.id]);
    expect(self.statusCode).toBe(422);
    expect(self.json().error.reason).toBe('cannot_change_own_status');
    const both = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/users/bulk-operations',
      headers: admin.headers,
      payload: { operation: 'suspend', action: 'suspend', userIds: [auditor.id], reason: 'x' },
    });
    expect(both.statusCode).toBe(400);
    expect((await bulk(admin.headers, [auditor.id])).statusCode).toBe(200);
    expect((await bulk(admin.headers, [auditor.id], 'activate')).statusCode).toBe(200);
  });

  it('creates a user with a one-time set-up link; they choose a password and PIN and sign in with it', async ({
    harness,
    admin,
    db,
  }) => {
    const created = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin.headers,
      payload: {
        firstName: 'Nadia',
        lastName: 'Ebogo',
        email: 'Nadia.Ebogo@Example.cm',
        phone: '237 677 00 11 22',
        role: 'ops',
        isActive: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const { user, setupLink } = created.json() as Json;
    expect(user).toMatchObject({
      email: 'nadia.ebogo@example.cm',
      phone: '237677001122',
      role: 'ops',
      isActive: true,
      lastLoginAt: null,
    });
    expect(setupLink.url).toMatch(/^\/account-setup\?token=[\w-]{43}$/);
    const hours = (Date.parse(setupLink.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const token = new URL(setupLink.url, 'http://x').searchParams.get('token') ?? '';

    // Nobody can sign in before set-up, not even with the unusable hash's own text.
    expect((await login(harness, { email: user.email, password: '!account-setup-pending' })).statusCode).toBe(401);
    expect(await db('account_setup_tokens').where({ token_hash: token }).first()).toBeUndefined();

    const info = await harness.app.inject({ method: 'GET', url: `/api/v1/account-setup/${token}` });
    expect(info.json()).toMatchObject({ firstName: 'Nadia', lastName: 'Ebogo', email: 'nadia.ebogo@example.cm' });
    const weak = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/account-setup/${token}`,
      payload: { password: 'short', pin: '12' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.details.map((d: Json) => d.path)).toEqual(['password', 'pin']);
    const done = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/account-setup/${token}`,
      payload: { password: 'Chosen-Password-9', pin: '4321' },
    });
    expect(done.statusCode).toBe(200);
    // The role tells the page where to sign in: an ops user goes to the back office.
    expect(done.json()).toEqual({ email: 'nadia.ebogo@example.cm', role: 'ops' });
    expect((await harness.app.inject({ method: 'GET', url: `/api/v1/account-setup/${token}` })).statusCode).toBe(404);

    const signedIn = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'nadia.ebogo@example.cm', password: 'Chosen-Password-9' },
    });
    expect(signedIn.statusCode).toBe(200);

    // A new link replaces the old one; an expired one answers 410.
    const renewed = (
      await harness.app.inject({
        method: 'POST',
        url: `/api/admin/users/${user.id}/setup-link`,
        headers: admin.headers,
      })
    ).json() as Json;
    const second = new URL(renewed.setupLink.url, 'http://x').searchParams.get('token') ?? '';
    const third =
      new URL(
        (
          (
            await harness.app.inject({
              method: 'POST',
              url: `/api/admin/users/${user.id}/setup-link`,
              headers: admin.headers,
            })
          ).json() as Json
        ).setupLink.url,
        'http://x',
      ).searchParams.get('token') ?? '';
    expect((await harness.app.inject({ method: 'GET', url: `/api/v1/account-setup/${second}` })).statusCode).toBe(404);
    await db('account_setup_tokens')
      .whereNull('used_at')
      .update({ expires_at: db.raw(`now() - interval '1 minute'`) });
    const expired = await harness.app.inject({ method: 'GET', url: `/api/v1/account-setup/${third}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.reason).toBe('setup_link_expired');

    const taken = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin.headers,
      payload: { firstName: 'X', lastName: 'Y', email: 'NADIA.EBOGO@example.cm', role: 'customer', isActive: true },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details[0].path).toBe('email');

    const edited = await harness.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      headers: admin.headers,
      payload: { firstName: 'Nadia', lastName: 'Ebogo-Mvondo', email: user.email, role: 'auditor', isActive: true },
    });
    expect(edited.json().user).toMatchObject({ lastName: 'Ebogo-Mvondo', role: 'auditor' });

    const listed = (
      await harness.app.inject({
        method: 'GET',
        url: '/api/admin/users/search?search=mvondo&role=auditor',
        headers: admin.headers,
      })
    ).json() as Json;
    expect(listed.data.users.map((row: Json) => row.id)).toEqual([user.id]);
    const portal = (
      await harness.app.inject({ method: 'GET', url: '/api/admin/users?q=677001122', headers: admin.headers })
    ).json() as Json;
    expect(portal.users, JSON.stringify(portal)).toHaveLength(1);
    expect(portal.users[0]).toMatchObject({ id: user.id, lastLogin: expect.any(String) });
  });
});

describe('back office: credentials, figures and the audit log', () => {
  it('revokes a key (refused at once), lists credentials and today’s usage', async ({ harness, admin, customer }) => {
    const { id, key } = await insertApiKey(harness.app.db, customer.id, { scopes: ['accounts:read'] });
    expect(
      (await harness.app.inject({ method: 'GET', url: '/api/v1/accounts', headers: bearer(key) })).statusCode,
    ).toBe(200);
    const listed = (
      await harness.app.inject({ method: 'GET', url: '/api/admin/api/credentials', headers: admin.headers })
    ).json() as Json;
    expect(listed.credentials.find((row: Json) => row.id === id)).toMatchObject({
      isActive: true,
      institutionName: null,
      ownerEmail: customer.email,
    });
    const revoked = await harness.app.inject({
      method: 'POST',
      url: `/api/admin/api/credentials/${id}/revoke`,
      headers: admin.headers,
      payload: { reason: 'Leaked in a public repository' },
    });
    expect(revoked.json()).toMatchObject({ id, isActive: false });
    expect(
      (await harness.app.inject({ method: 'GET', url: '/api/v1/accounts', headers: bearer(key) })).statusCode,
    ).toBe(401);
    const usage = (
      await harness.app.inject({ method: 'GET', url: '/api/admin/api/usage', headers: admin.headers })
    ).json() as Json;
    expect(usage).toMatchObject({ activeKeys: expect.any(Number), callsToday: expect.any(Number) });
    const stats = (
      await harness.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.headers })
    ).json() as Json;
    expect(stats.totalUsers).toBeGreaterThanOrEqual(2);
    const overview = (
      await harness.app.inject({ method: 'GET', url: '/api/admin/analytics/dashboard', headers: admin.headers })
    ).json() as Json;
    expect(overview.activeSessions).toBeGreaterThanOrEqual(2);
    expect(['healthy', 'warning', 'critical']).toContain(overview.health.status);
  });

  it('filters the audit log and exports the same rows as CSV', async ({ harness, auditor, admin }) => {
    await harness.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin.headers,
      payload: {
        firstName: 'Audit',
        lastName: 'Target',
        email: 'audit.target@example.cm',
        role: 'customer',
        isActive: true,
      },
    });
    const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    const filtered = (
      await harness.app.inject({
        method: 'GET',
        url: `/api/admin/audit-logs?action=create&resource=user&userId=${admin.id}&startDate=${today}&endDate=${today}`,
        headers: auditor.headers,
      })
    ).json() as Json;
    expect(filtered, JSON.stringify(filtered)).toHaveProperty('data');
    expect(filtered.data.total).toBeGreaterThanOrEqual(1);
    expect(filtered.data.logs.every((row: Json) => row.action === 'create' && row.userId === admin.id)).toBe(true);
    expect(filtered.data.logs[0]).toMatchObject({ userEmail: admin.email, resource: 'user', success: true });

    const csv = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/audit-logs/export?action=create&userId=${admin.id}`,
      headers: auditor.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,createdAt,action,resource,resourceId,userId,userEmail,ipAddress,success,details');
    expect(lines.length - 1).toBe(filtered.data.total);
    const recent = (
      await harness.app.inject({ method: 'GET', url: '/api/admin/audit-logs?limit=10', headers: admin.headers })
    ).json() as Json;
    expect(recent.data.logs[0]).toMatchObject({ action: 'export', resource: 'audit_log', userId: auditor.id });
  });
});
