import { describe, expect, it } from 'vitest';
import { providerReason } from '../../../api/providers/reasons.ts';
import { planFor, SANDBOX_REASONS, scenarioFor } from '../../../api/providers/sandbox/scenarios.ts';

describe('scenarioFor: the sandbox test numbers', () => {
  it.each([
    ['237670000000', 'immediate_success'],
    ['237690000001', 'insufficient_funds'],
    ['237670000002', 'payer_not_found'],
    ['237690000003', 'pending_then_expired'],
    ['237670000004', 'delayed_success'],
    ['237690000005', 'server_error_once'],
    ['237670000006', 'declined'],
    ['237670000007', 'default_success'],
    ['237691234599', 'default_success'],
    ['241074000100', 'immediate_success'],
  ])('%s → %s', (msisdn, scenario) => {
    expect(scenarioFor(msisdn, 1000)).toBe(scenario);
  });

  it('fails amounts above 5 000 000 XAF whatever the number', () => {
    expect(scenarioFor('237670000000', 5_000_000)).toBe('immediate_success');
    expect(scenarioFor('237670000000', 5_000_001)).toBe('limit_exceeded');
    expect(scenarioFor('237670000005', 9_000_000)).toBe('limit_exceeded');
  });
});

describe('planFor', () => {
  it('uses each provider’s own reason codes (the contract table)', () => {
    expect(SANDBOX_REASONS).toEqual({
      mtn: {
        insufficient_funds: 'NOT_ENOUGH_FUNDS',
        payer_not_found: 'PAYER_NOT_FOUND',
        expired: 'EXPIRED',
        declined: 'APPROVAL_REJECTED',
        limit: 'PAYER_LIMIT_REACHED',
      },
      orange: {
        insufficient_funds: 'INSUFFICIENT_FUNDS',
        payer_not_found: 'SUBSCRIBER_NOT_FOUND',
        expired: 'EXPIRED',
        declined: 'CANCELLED',
        limit: 'PAYER_LIMIT_REACHED',
      },
      gimac: {
        insufficient_funds: 'INSUFFICIENT_FUNDS',
        payer_not_found: 'BENEFICIARY_NOT_FOUND',
        expired: 'TIMEOUT',
        declined: 'REJECTED',
        limit: 'PAYER_LIMIT_REACHED',
      },
    });
  });

  it('times each scenario', () => {
    expect(planFor('mtn', 'immediate_success', 60)).toEqual({
      outcome: 'success',
      reason: null,
      settleAfterSeconds: 0,
      serverErrorOnce: false,
    });
    expect(planFor('mtn', 'default_success', 60).settleAfterSeconds).toBe(2);
    expect(planFor('orange', 'delayed_success', 60).settleAfterSeconds).toBe(10);
    expect(planFor('gimac', 'pending_then_expired', 45)).toEqual({
      outcome: 'failed',
      reason: 'TIMEOUT',
      settleAfterSeconds: 45,
      serverErrorOnce: false,
    });
    expect(planFor('orange', 'server_error_once', 60)).toMatchObject({ outcome: 'success', serverErrorOnce: true });
    expect(planFor('mtn', 'declined', 60)).toMatchObject({ outcome: 'failed', reason: 'APPROVAL_REJECTED' });
    expect(planFor('gimac', 'limit_exceeded', 60)).toMatchObject({ outcome: 'failed', reason: 'PAYER_LIMIT_REACHED' });
  });
});

describe('providerReason', () => {
  it('keeps the provider code and groups it', () => {
    expect(providerReason('NOT_ENOUGH_FUNDS')).toEqual({
      code: 'NOT_ENOUGH_FUNDS',
      message: 'The payer does not have enough funds',
      category: 'insufficient_funds',
    });
    expect(providerReason('subscriber_not_found', 'No such wallet')).toEqual({
      code: 'SUBSCRIBER_NOT_FOUND',
      message: 'No such wallet',
      category: 'payer_not_found',
    });
    expect(providerReason('BRAND_NEW_CODE')).toMatchObject({ code: 'BRAND_NEW_CODE', category: 'other' });
    expect(providerReason('  ')).toMatchObject({ code: 'UNKNOWN', category: 'other' });
  });

  it('groups every sandbox failure code', () => {
    const categories = Object.values(SANDBOX_REASONS).flatMap((reasons) =>
      Object.entries(reasons).map(([kind, code]) => [kind, providerReason(code).category]),
    );
    const expected: Record<string, string> = {
      insufficient_funds: 'insufficient_funds',
      payer_not_found: 'payer_not_found',
      expired: 'expired',
      declined: 'declined',
      limit: 'limit_exceeded',
    };
    for (const [kind, category] of categories) expect(category, kind).toBe(expected[kind ?? '']);
  });
});
