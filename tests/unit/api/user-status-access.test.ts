import { describe, expect, it } from 'vitest';
import { userStatusRefusal } from '../../../api/services/admin/user-status-access.ts';
import { ROLES, type Role } from '../../../domain/enums.ts';

const actor = (role: Role) => ({ id: 'actor', role });
const target = (role: Role, id = 'target') => ({ id, role });

describe("who may change a user's status", () => {
  it('lets admin change anyone but themselves', () => {
    for (const role of ROLES) expect(userStatusRefusal({ actor: actor('admin'), target: target(role) })).toBeNull();
    expect(userStatusRefusal({ actor: actor('admin'), target: target('admin', 'actor') })?.reason).toBe(
      'cannot_change_own_status',
    );
  });

  it('lets ops change customers only', () => {
    expect(userStatusRefusal({ actor: actor('ops'), target: target('customer') })).toBeNull();
    for (const role of ['ops', 'auditor', 'admin'] as const) {
      expect(userStatusRefusal({ actor: actor('ops'), target: target(role) })?.statusCode).toBe(403);
    }
  });

  it('refuses everyone else', () => {
    expect(userStatusRefusal({ actor: actor('auditor'), target: target('customer') })?.statusCode).toBe(403);
    expect(userStatusRefusal({ actor: actor('customer'), target: target('customer') })?.statusCode).toBe(403);
  });
});
