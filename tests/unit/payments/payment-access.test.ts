import knex from 'knex';
import { describe, expect, it } from 'vitest';
import { type Viewer, visibleTo } from '../../../api/repositories/payment-visibility.ts';
import { mayActOnPayment, seesAllPayments } from '../../../api/services/payments/payment-access.ts';

// Builds SQL only: no connection is ever opened.
const db = knex({ client: 'pg' });
const viewer = (role: Viewer['role'], livemode = false): Viewer => ({ id: `${role}-id`, role, livemode });
const sqlFor = (who: Viewer, alias?: string) =>
  visibleTo(db(alias ? { [alias]: 'payments' } : 'payments'), who, alias)
    .toSQL()
    .toNative();

describe('payment access', () => {
  it('shows a customer their own payments only', () => {
    expect(seesAllPayments(viewer('customer'))).toBe(false);
    expect(sqlFor(viewer('customer'))).toEqual({
      sql: 'select * from "payments" where "payments"."livemode" = $1 and "payments"."user_id" = $2',
      bindings: [false, 'customer-id'],
    });
    expect(sqlFor(viewer('customer'), 'p').sql).toContain('where "p"."livemode" = $1 and "p"."user_id" = $2');
  });

  it.each(['ops', 'auditor', 'admin'] as const)('shows %s every payment of their mode', (role) => {
    expect(seesAllPayments(viewer(role))).toBe(true);
    expect(sqlFor(viewer(role, true))).toEqual({
      sql: 'select * from "payments" where "payments"."livemode" = $1',
      bindings: [true],
    });
  });

  it('lets customers act on their own payments only, ops and admin on any, auditors on none', () => {
    expect(mayActOnPayment(viewer('customer'), 'customer-id')).toBe(true);
    expect(mayActOnPayment(viewer('customer'), 'someone-else')).toBe(false);
    for (const role of ['ops', 'admin'] as const) expect(mayActOnPayment(viewer(role), 'someone-else')).toBe(true);
    expect(mayActOnPayment(viewer('auditor'), 'someone-else')).toBe(false);
    expect(mayActOnPayment(viewer('auditor'), 'auditor-id')).toBe(false);
  });
});
