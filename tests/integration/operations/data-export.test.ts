import { parse } from 'csv-parse/sync';
import { describe, expect } from 'vitest';
import { doualaDate } from '../../../domain/douala-time.ts';
import { it } from '../../helpers/fixtures.ts';
import { createUser } from '../../helpers/identity.ts';
import { insertInstitution } from '../../helpers/institution-rows.ts';
import { insertPayment } from '../payments-staff/fixtures.ts';

/** The CSV's records (csv-parse reads RFC 4180 as csvDocument writes it: CRLF, quotes doubled). */
const parseCsv = (text: string): string[][] => parse(text, { bom: true });

/** The CSV's rows as objects by header. */
const rowsOf = (text: string) => {
  const [header = [], ...records] = parseCsv(text);
  return records.map((record) => Object.fromEntries(header.map((name, index) => [name, record[index] ?? ''])));
};

describe('Export Data: GET /api/admin/export/{dataset}', () => {
  it('exports users as a dated CSV attachment with the list filters, formulas defused, audited', async ({
    harness,
    db,
    ops,
  }) => {
    const tag = `Xport${Date.now()}`;
    await createUser(harness, { firstName: '=HYPERLINK("http://evil.example")', lastName: tag });
    await createUser(harness, { firstName: 'Suspended', lastName: tag, isActive: false });
    await createUser(harness, { firstName: 'Staff, "Ops"', lastName: tag, role: 'ops' });

    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/export/users?q=${tag}`,
      headers: ops.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="users-${doualaDate()}.csv"`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(parseCsv(response.body)[0]).toEqual([
      'id',
      'firstName',
      'lastName',
      'email',
      'phone',
      'role',
      'isActive',
      'isVerified',
      'lastLogin',
      'createdAt',
    ]);
    const rows = rowsOf(response.body);
    expect(rows.map((row) => row.firstName).sort()).toEqual([
      '\'=HYPERLINK("http://evil.example")',
      'Staff, "Ops"',
      'Suspended',
    ]);
    expect(rows.every((row) => row.lastName === tag)).toBe(true);

    const inactive = rowsOf(
      (
        await harness.app.inject({
          method: 'GET',
          url: `/api/admin/export/users?q=${tag}&status=inactive`,
          headers: ops.headers,
        })
      ).body,
    );
    expect(inactive.map((row) => [row.firstName, row.isActive])).toEqual([['Suspended', 'false']]);
    const staff = rowsOf(
      (
        await harness.app.inject({
          method: 'GET',
          url: `/api/admin/export/users?q=${tag}&role=ops`,
          headers: ops.headers,
        })
      ).body,
    );
    expect(staff.map((row) => row.role)).toEqual(['ops']);

    const audit = await db('audit_logs').where({ action: 'export', resource: 'user', user_id: ops.id }).orderBy('seq');
    expect(audit.map((row) => row.details)).toEqual([
      { rows: 3, filters: { q: tag, status: 'all', format: 'csv' } },
      { rows: 1, filters: { q: tag, status: 'inactive', format: 'csv' } },
      { rows: 1, filters: { q: tag, status: 'all', role: 'ops', format: 'csv' } },
    ]);
  });

  it('exports institutions with their status filter', async ({ harness, db, auditor }) => {
    const tag = `Banque Export ${Date.now()}`;
    await insertInstitution(db, { name: `${tag} Pending` });
    await insertInstitution(db, { name: `${tag} Approved`, isApproved: true });
    await insertInstitution(db, { name: `@SUM(1+1) ${tag}`, isApproved: true, isActive: false });
    const get = (query: string) =>
      harness.app.inject({ method: 'GET', url: `/api/admin/export/institutions${query}`, headers: auditor.headers });

    const all = await get(`?q=${encodeURIComponent(tag)}`);
    expect(all.headers['content-disposition']).toBe(`attachment; filename="institutions-${doualaDate()}.csv"`);
    const rows = rowsOf(all.body);
    expect(rows.map((row) => [row.institutionName, row.status]).sort()).toEqual([
      [`'@SUM(1+1) ${tag}`, 'suspended'],
      [`${tag} Approved`, 'active'],
      [`${tag} Pending`, 'pending'],
    ]);
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'id',
      'institutionName',
      'institutionCode',
      'institutionType',
      'status',
      'tierLevel',
      'contactEmail',
      'contactPhone',
      'currentApiUsage',
      'apiQuotaLimit',
      'submittedAt',
      'approvedAt',
    ]);
    const pending = rowsOf((await get(`?q=${encodeURIComponent(tag)}&status=pending`)).body);
    expect(pending.map((row) => row.institutionName)).toEqual([`${tag} Pending`]);
    expect(
      await db('audit_logs')
        .where({ action: 'export', resource: 'institution', user_id: auditor.id })
        .count('* as n')
        .first(),
    ).toEqual({ n: '2' });
  });

  it('exports payments with the search, status, provider, type and day filters', async ({
    harness,
    db,
    admin,
    customer,
  }) => {
    const tag = `Client Export ${Date.now()}`;
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await insertPayment(db, { userId: customer.id, customerName: tag, amount: 25_000, provider: 'mtn' });
    await insertPayment(db, {
      userId: customer.id,
      customerName: tag,
      amount: 7_500,
      provider: 'orange',
      status: 'failed',
      narration: '-1+2 refund',
    });
    await insertPayment(db, {
      userId: customer.id,
      customerName: tag,
      amount: 1_000_000,
      provider: 'gimac',
      createdAt: yesterday,
    });
    const get = (query: string) =>
      harness.app.inject({ method: 'GET', url: `/api/admin/export/transactions${query}`, headers: admin.headers });
    const q = `?q=${encodeURIComponent(tag)}`;

    const all = await get(q);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-disposition']).toBe(`attachment; filename="transactions-${doualaDate()}.csv"`);
    const rows = rowsOf(all.body);
    expect(rows.map((row) => [row.provider, row.type, row.status, row.amount, row.currency])).toEqual([
      ['orange', 'mobile_money', 'failed', '7500', 'XAF'],
      ['mtn', 'mobile_money', 'success', '25000', 'XAF'],
      ['gimac', 'interbank', 'success', '1000000', 'XAF'],
    ]);
    expect(rows[0]).toMatchObject({
      customerName: tag,
      narration: "'-1+2 refund",
      failureReason: 'Insufficient funds',
    });

    const amounts = async (query: string) => rowsOf((await get(`${q}${query}`)).body).map((row) => row.amount);
    expect(await amounts('&status=failed')).toEqual(['7500']);
    expect(await amounts('&provider=gimac')).toEqual(['1000000']);
    expect(await amounts('&type=interbank')).toEqual(['1000000']);
    expect(await amounts(`&from=${doualaDate()}`)).toEqual(['7500', '25000']);
    expect(await amounts(`&to=${doualaDate(yesterday)}`)).toEqual(['1000000']);

    const audit = await db('audit_logs').where({ action: 'export', resource: 'transaction' }).orderBy('seq').first();
    expect(audit.details).toEqual({ rows: 3, filters: { q: tag, format: 'csv' } });
  });

  it('refuses unknown datasets and customers with envelopes, never a 500', async ({ harness, admin, customer }) => {
    const unknown = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/export/planets',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    const refused = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/export/users',
      headers: customer.headers,
    });
    expect(refused.statusCode).toBe(403);
    const reversed = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/export/transactions?from=2026-11-20&to=2026-11-01',
      headers: admin.headers,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.details[0].path).toBe('from');
  });

  it('exports users, institutions and the audit log as JSON within a period, audited with both', async ({
    harness,
    db,
    admin,
    ops,
  }) => {
    const tag = `Periode${Date.now()}`;
    const lastWeek = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
    const recent = await createUser(harness, { firstName: 'Recent', lastName: tag });
    const older = await createUser(harness, { firstName: 'Older', lastName: tag, isActive: false });
    await db('users').where({ id: older.id }).update({ created_at: lastWeek });
    await insertInstitution(db, { name: `${tag} Banque` });
    const today = doualaDate();
    const get = (path: string, headers = admin.headers) => harness.app.inject({ method: 'GET', url: path, headers });

    const users = await get(`/api/admin/export/users?q=${tag}&from=${today}&to=${today}&format=json`);
    expect(users.statusCode).toBe(200);
    expect(users.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(users.headers['content-disposition']).toBe(`attachment; filename="users-${today}.json"`);
    const [user, ...others] = users.json();
    expect(others).toEqual([]);
    // JSON keeps the values' types (CSV writes "true"), and no formula defusing is needed.
    expect(user).toMatchObject({ id: recent.id, firstName: 'Recent', isActive: true, lastLogin: null });
    const lastWeekDay = doualaDate(lastWeek);
    const olderRows = rowsOf((await get(`/api/admin/export/users?q=${tag}&to=${lastWeekDay}`)).body);
    expect(olderRows.map((row) => [row.firstName, row.isActive])).toEqual([['Older', 'false']]);

    const institutions = await get(
      `/api/admin/export/institutions?q=${encodeURIComponent(tag)}&from=${today}&format=json`,
    );
    expect(institutions.json().map((row: { institutionName: string }) => row.institutionName)).toEqual([
      `${tag} Banque`,
    ]);
    expect(
      (await get(`/api/admin/export/institutions?q=${encodeURIComponent(tag)}&to=${lastWeekDay}&format=json`)).json(),
    ).toEqual([]);

    const auditLog = await get(`/api/admin/audit-logs/export?startDate=${today}&endDate=${today}&format=json`);
    expect(auditLog.headers['content-disposition']).toBe(`attachment; filename="audit-log-${today}.json"`);
    type Logged = { resource: string; details: { rows?: number; filters?: { q?: string } } };
    const entry = auditLog
      .json()
      .find(
        (row: Logged) => row.resource === 'institution' && row.details.filters?.q === tag && row.details.rows === 1,
      );
    expect(entry.details).toEqual({ rows: 1, filters: { q: tag, status: 'all', from: today, format: 'json' } });
    expect(entry.success).toBe(true);

    const audited = await db('audit_logs')
      .where({ action: 'export', resource: 'user', user_id: admin.id })
      .orderBy('seq');
    expect(audited.map((row) => row.details.filters)).toEqual([
      { q: tag, status: 'all', from: today, to: today, format: 'json' },
      { q: tag, status: 'all', to: lastWeekDay, format: 'csv' },
    ]);

    // The audit log is for its readers: ops exports the lists, not it.
    expect((await get('/api/admin/audit-logs/export?format=json', ops.headers)).statusCode).toBe(403);
    const reversed = await get('/api/admin/export/users?from=2026-11-20&to=2026-11-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.details[0].path).toBe('from');
    const badFormat = await get('/api/admin/export/institutions?format=xlsx');
    expect(badFormat.statusCode).toBe(400);
  });
});
