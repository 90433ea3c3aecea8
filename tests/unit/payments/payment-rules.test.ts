import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AttemptRow, PaymentRow } from '../../../api/repositories/payments-repository.ts';
import { canonicalJson, requestHash } from '../../../api/services/payments/idempotency-store.ts';
import { pollDelaySeconds } from '../../../api/services/payments/job-queue.ts';
import { ledgerTransferFor } from '../../../api/services/payments/ledger-mapping.ts';
import { attemptReference } from '../../../api/services/payments/model.ts';
import { platformFee } from '../../../api/services/payments/platform-fee.ts';
import { newPaymentReference } from '../../../api/services/payments/reference.ts';

describe('payment references', () => {
  it('reads PAY-<day>-<10 unambiguous characters>', () => {
    const reference = newPaymentReference(new Date('2026-11-22T10:00:00Z'));
    expect(reference).toMatch(/^PAY-20261122-[A-HJ-NP-Z2-9]{10}$/);
  });

  it('names retries -R1, -R2… after the first attempt', () => {
    expect(attemptReference('PAY-X', 1)).toBe('PAY-X');
    expect(attemptReference('PAY-X', 2)).toBe('PAY-X-R1');
    expect(attemptReference('PAY-X', 4)).toBe('PAY-X-R3');
  });
});

describe('idempotency fingerprints', () => {
  it('ignore key order at every level', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        const reversed = Object.fromEntries(Object.entries(value).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(value));
      }),
    );
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"y":2,"z":1}]},"b":1}',
    );
  });

  it('differ by method, path and body', () => {
    const base = requestHash('POST', '/api/v1/mobile-money/charge', { amount: 100 });
    expect(requestHash('POST', '/api/v1/mobile-money/charge', { amount: 100 })).toBe(base);
    expect(requestHash('PUT', '/api/v1/mobile-money/charge', { amount: 100 })).not.toBe(base);
    expect(requestHash('POST', '/api/v1/gimac/bank-to-mobile', { amount: 100 })).not.toBe(base);
    expect(requestHash('POST', '/api/v1/mobile-money/charge', { amount: 101 })).not.toBe(base);
  });
});

describe('poll schedule', () => {
  it('starts quick and settles at 30 seconds', () => {
    expect([0, 1, 2, 3, 4].map((polls) => pollDelaySeconds(polls))).toEqual([1, 2, 3, 5, 8]);
    expect(pollDelaySeconds(50)).toBe(30);
  });

  it('asks an unresolved attempt every 5 minutes, however few polls it had', () => {
    expect(pollDelaySeconds(0, true)).toBe(300);
    expect(pollDelaySeconds(50, true)).toBe(300);
  });
});

describe('ledger mapping', () => {
  const payment = (overrides: Partial<PaymentRow>): PaymentRow =>
    ({
      id: 'p1',
      reference: 'PAY-1',
      user_id: 'u1',
      type: 'mobile_money',
      provider: 'mtn',
      amount: '2500',
      details: { kind: 'mobile_money_charge' },
      ...overrides,
    }) as PaymentRow;
  const attempt = { id: 'a1', attempt_number: 1 } as AttemptRow;
  const fees = { mobile_money_fee_percent: 1.5, interbank_fee_percent: 0.5 };
  const accounts = (row: PaymentRow) => {
    const transfer = ledgerTransferFor(row, attempt, fees);
    return [transfer.debit.code, transfer.credit.code, transfer.amount, transfer.attemptId];
  };

  it('credits the customer for a charge and the platform for a staff collection', () => {
    expect(accounts(payment({}))).toEqual(['provider:mtn', 'customer:u1', 2500, 'a1']);
    expect(accounts(payment({ provider: 'orange', details: { kind: 'mobile_money_collection' } }))).toEqual([
      'provider:orange',
      'platform:collections',
      2500,
      'a1',
    ]);
  });

  it('moves GIMAC transfers between participants', () => {
    expect(
      accounts(
        payment({
          type: 'interbank',
          provider: 'gimac',
          details: { kind: 'bank_to_wallet', bankCode: 'SGC_CM', receiverOperator: 'MTN_CM' },
        }),
      ),
    ).toEqual(['gimac:SGC_CM', 'gimac:MTN_CM', 2500, 'a1']);
    expect(
      accounts(
        payment({
          type: 'interbank',
          provider: 'gimac',
          details: { kind: 'wallet_to_wallet', senderOperator: 'ORANGE_CM', receiverOperator: 'AIRTEL_GA' },
        }),
      ),
    ).toEqual(['gimac:ORANGE_CM', 'gimac:AIRTEL_GA', 2500, 'a1']);
  });

  it('refuses a transfer whose details are incomplete', () => {
    expect(() =>
      ledgerTransferFor(
        payment({ provider: 'gimac', details: { kind: 'bank_to_wallet', bankCode: 'SGC_CM' } }),
        attempt,
        fees,
      ),
    ).toThrow(/receiverOperator/);
  });

  it("keeps the network's fee for the revenue account", () => {
    expect(ledgerTransferFor(payment({}), attempt, fees).fee).toEqual({
      account: expect.objectContaining({ code: 'platform:revenue' }),
      amount: 38,
    });
    const gimac = payment({
      type: 'interbank',
      provider: 'gimac',
      amount: '150000',
      details: { kind: 'bank_to_wallet', bankCode: 'SGC_CM', receiverOperator: 'MTN_CM' },
    });
    expect(ledgerTransferFor(gimac, attempt, fees).fee?.amount).toBe(750);
  });
});

describe('platformFee', () => {
  const schedule = (mobile: number, interbank = 0) => ({
    mobile_money_fee_percent: mobile,
    interbank_fee_percent: interbank,
  });

  it('rounds half up to the franc, with no floating-point drift', () => {
    expect(platformFee('mtn', 2500, schedule(1.5))).toBe(38);
    expect(platformFee('orange', 100, schedule(1.5))).toBe(2);
    expect(platformFee('mtn', 1000, schedule(1.1))).toBe(11);
    expect(platformFee('mtn', 33, schedule(1.5))).toBe(0);
    expect(platformFee('gimac', 1000, schedule(9, 0.5))).toBe(5);
  });

  it('is nothing at 0 % and stays below the amount at the 10 % cap', () => {
    expect(platformFee('mtn', 1_000_000_000, schedule(0))).toBe(0);
    expect(platformFee('gimac', 1, schedule(0, 10))).toBe(0);
    expect(platformFee('orange', 1_000_000_000, schedule(10))).toBe(100_000_000);
  });
});
