import { describe, expect, it } from 'vitest';
import {
  auditListPath,
  auditQueryString,
  DEFAULT_AUDIT_FILTERS,
} from '../../../../site/islands/admin-dashboard/audit-filters.ts';
import { dashboardPermissions } from '../../../../site/islands/admin-dashboard/staff-permissions.ts';
import { BULK_REASON, singleReason } from '../../../../site/islands/admin-dashboard/use-status-change.ts';
import { usersSearchPath } from '../../../../site/islands/admin-dashboard/user-filters.ts';
import { checkUserForm, EMPTY_USER_FORM } from '../../../../site/islands/admin-dashboard/user-form.ts';
import { readCsv } from '../../../e2e/fixtures/read-csv.ts';

describe('the admin dashboard follows the server role sets', () => {
  const customer = { id: 'c', role: 'customer' } as const;
  const staff = { id: 's', role: 'auditor' } as const;

  it('admin: everything but their own status', () => {
    const admin = dashboardPermissions({ id: 'a', role: 'admin' });
    expect([admin.view, admin.readAudit, admin.manageUsers, admin.readOnly]).toEqual([true, true, true, false]);
    expect(admin.mayToggle(customer)).toBe(true);
    expect(admin.mayToggle(staff)).toBe(true);
    expect(admin.mayToggle({ id: 'a', role: 'admin' })).toBe(false);
  });

  it('ops: customers only, no user editing, no audit log', () => {
    const ops = dashboardPermissions({ id: 'o', role: 'ops' });
    expect([ops.view, ops.readAudit, ops.manageUsers, ops.readOnly]).toEqual([true, false, false, false]);
    expect(ops.mayToggle(customer)).toBe(true);
    expect(ops.mayToggle(staff)).toBe(false);
  });

  it('auditor: reads everything, changes nothing; customer: nothing at all', () => {
    const auditor = dashboardPermissions({ id: 'u', role: 'auditor' });
    expect([auditor.view, auditor.readAudit, auditor.manageUsers, auditor.readOnly]).toEqual([true, true, false, true]);
    expect(auditor.mayToggle(customer)).toBe(false);
    expect(dashboardPermissions(customer).view).toBe(false);
  });
});

describe('fixed reasons of status changes', () => {
  it('says why in the spec words', () => {
    expect(BULK_REASON).toBe('Bulk administrative action');
    expect(singleReason('suspend')).toBe('Individual suspend action');
    expect(singleReason('activate')).toBe('Individual activate action');
  });
});

describe('filters become queries', () => {
  it('sends only what is chosen, with the list limit', () => {
    expect(usersSearchPath({ search: '  ', role: 'all', status: 'all' })).toBe('/api/admin/users/search?limit=100');
    expect(usersSearchPath({ search: 'amina', role: 'ops', status: 'inactive' })).toBe(
      '/api/admin/users/search?search=amina&role=ops&status=inactive&limit=100',
    );
  });

  it('shares one query string between the audit list and its export, leaving out a part-typed user ID', () => {
    expect(auditListPath(DEFAULT_AUDIT_FILTERS)).toBe('/api/admin/audit-logs?limit=100');
    const filters = { ...DEFAULT_AUDIT_FILTERS, action: 'suspend', resource: 'user', startDate: '2026-11-01' } as const;
    expect(auditQueryString(filters)).toBe('?action=suspend&resource=user&startDate=2026-11-01');
    expect(auditQueryString({ ...filters, userId: '3f2b8c1e' })).toBe(auditQueryString(filters));
    const id = '3f2b8c1e-1111-4222-8333-444455556666';
    expect(auditQueryString({ ...DEFAULT_AUDIT_FILTERS, userId: id })).toBe(`?userId=${id}`);
  });
});

describe('the user form', () => {
  it('names every missing or malformed field before sending', () => {
    expect(checkUserForm({ ...EMPTY_USER_FORM, email: 'not-mail', phone: '12345' })).toEqual({
      ok: false,
      problems: ['firstName', 'lastName', 'email', 'phone'],
    });
  });

  it('trims, drops an empty phone and keeps the role and status', () => {
    const checked = checkUserForm({
      firstName: ' Nadège ',
      lastName: 'Owona',
      email: 'nadege@example.cm ',
      phone: '',
      role: 'auditor',
      isActive: false,
    });
    expect(checked).toEqual({
      ok: true,
      payload: { firstName: 'Nadège', lastName: 'Owona', email: 'nadege@example.cm', role: 'auditor', isActive: false },
    });
  });
});

describe('the e2e CSV reader', () => {
  it('reads quoted fields, doubled quotes and CRLF', () => {
    expect(readCsv('id,details\r\n1,"{""reason"":""a, b""}"\r\n2,\r\n')).toEqual([
      { id: '1', details: '{"reason":"a, b"}' },
      { id: '2', details: '' },
    ]);
  });
});
