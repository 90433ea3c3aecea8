import { describe, expect, it } from 'vitest';
import { quotaPercent } from '../../../../site/islands/admin/institution-labels.ts';
import { isStaff, permissionsFor } from '../../../../site/islands/back-office/staff-permissions.ts';

describe('the quota bar', () => {
  it('is usage against quota, capped at 100 %', () => {
    expect(quotaPercent(0, 1000)).toBe(0);
    expect(quotaPercent(250, 1000)).toBe(25);
    expect(quotaPercent(1000, 1000)).toBe(100);
    expect(quotaPercent(5000, 1000)).toBe(100);
  });

  it('is full when an institution without quota has used the API, empty otherwise', () => {
    expect(quotaPercent(3, 0)).toBe(100);
    expect(quotaPercent(0, 0)).toBe(0);
  });
});

describe("the portal's write controls follow the server's role sets", () => {
  const admin = { id: 'a', role: 'admin' } as const;
  const ops = { id: 'o', role: 'ops' } as const;
  const auditor = { id: 'u', role: 'auditor' } as const;

  it('opens the portal to staff only', () => {
    expect(['customer', 'ops', 'auditor', 'admin'].filter((role) => isStaff(role as never))).toEqual([
      'ops',
      'auditor',
      'admin',
    ]);
  });

  it('lets an auditor change nothing', () => {
    const can = permissionsFor(auditor);
    expect(can.reviewInstitutions).toBe(false);
    expect(can.revokeCredentials).toBe(false);
    expect(can.changeUserStatus({ id: 'c', role: 'customer' })).toBe(false);
  });

  it('lets ops review institutions and act on customers only, never revoke keys', () => {
    const can = permissionsFor(ops);
    expect(can.reviewInstitutions).toBe(true);
    expect(can.revokeCredentials).toBe(false);
    expect(can.changeUserStatus({ id: 'c', role: 'customer' })).toBe(true);
    expect(can.changeUserStatus({ id: 'x', role: 'auditor' })).toBe(false);
  });

  it('lets admin do everything but change their own status', () => {
    const can = permissionsFor(admin);
    expect(can.reviewInstitutions).toBe(true);
    expect(can.revokeCredentials).toBe(true);
    expect(can.changeUserStatus({ id: 'o', role: 'ops' })).toBe(true);
    expect(can.changeUserStatus({ id: 'a', role: 'admin' })).toBe(false);
    expect(can.changeUserStatus({ id: 'z', role: 'superuser' })).toBe(false);
  });
});
