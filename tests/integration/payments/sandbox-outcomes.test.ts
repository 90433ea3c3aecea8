import { describe, expect } from 'vitest';
import {
  customer,
  it,
  ledgerOf,
  mtnNumber,
  orangeNumber,
  PAYMENTS_APP_OPTIONS,
  waitUntilFinal,
} from './payment-harness.ts';

/**
 * Every sandbox test number, end to end with the runner the server starts itself
 * (PAYMENTS_WORKER=inline): job → provider → callback or polling → final state and ledger.
 */
it.override('appOptions', { ...PAYMENTS_APP_OPTIONS, PAYMENTS_WORKER: 'inline', SANDBOX_TIMEOUT_SECONDS: 3 });

interface Case {
  label: string;
  url: string;
  payload: Record<string, unknown>;
  status: 'success' | 'failed';
  reason?: string;
}

const charge = (phone: string, provider: 'mtn' | 'orange', amount = 1500) => ({
  url: '/api/v1/mobile-money/charge',
  payload: { amount, phone, provider, customer },
});
const bankToMobile = (phone: string, amount = 2500) => ({
  url: '/api/v1/gimac/bank-to-mobile',
  payload: {
    amount,
    bankAccount: '10005000123456789',
    bankCode: 'SGC_CM',
    mobilePhone: phone,
    mobileProvider: 'ORANGE_CM',
    customer,
  },
});

const walletToWallet = (senderPhone: string) => ({
  url: '/api/v1/gimac/wallet-to-wallet',
  payload: {
    amount: 800,
    senderPhone,
    senderOperator: 'MTN_CM',
    receiverPhone: '24166123400',
    receiverOperator: 'AIRTEL_GA',
    customer,
  },
});

const CASES: Case[] = [
  { label: 'MTN 00 immediate success', ...charge(mtnNumber('00'), 'mtn'), status: 'success' },
  {
    label: 'MTN 01 insufficient funds',
    ...charge(mtnNumber('01'), 'mtn'),
    status: 'failed',
    reason: 'NOT_ENOUGH_FUNDS',
  },
  { label: 'MTN 02 payer not found', ...charge(mtnNumber('02'), 'mtn'), status: 'failed', reason: 'PAYER_NOT_FOUND' },
  { label: 'MTN 03 pending then expired', ...charge(mtnNumber('03'), 'mtn'), status: 'failed', reason: 'EXPIRED' },
  { label: 'MTN 04 delayed success', ...charge(mtnNumber('04'), 'mtn'), status: 'success' },
  { label: 'MTN 05 server error once', ...charge(mtnNumber('05'), 'mtn'), status: 'success' },
  { label: 'MTN 06 declined', ...charge(mtnNumber('06'), 'mtn'), status: 'failed', reason: 'APPROVAL_REJECTED' },
  { label: 'MTN limit', ...charge(mtnNumber('00'), 'mtn', 5_000_001), status: 'failed', reason: 'PAYER_LIMIT_REACHED' },
  { label: 'MTN other: success after ~2 s', ...charge(mtnNumber('47'), 'mtn'), status: 'success' },
  { label: 'Orange 00 immediate success', ...charge(orangeNumber('00'), 'orange'), status: 'success' },
  {
    label: 'Orange 01 insufficient funds',
    ...charge(orangeNumber('01'), 'orange'),
    status: 'failed',
    reason: 'INSUFFICIENT_FUNDS',
  },
  { label: 'Orange 03 expired', ...charge(orangeNumber('03'), 'orange'), status: 'failed', reason: 'EXPIRED' },
  { label: 'Orange 05 server error once', ...charge(orangeNumber('05'), 'orange'), status: 'success' },
  { label: 'Orange 06 declined', ...charge(orangeNumber('06'), 'orange'), status: 'failed', reason: 'CANCELLED' },
  { label: 'GIMAC 00 success', ...bankToMobile(orangeNumber('00')), status: 'success' },
  {
    label: 'GIMAC 02 beneficiary not found',
    ...bankToMobile(orangeNumber('02')),
    status: 'failed',
    reason: 'BENEFICIARY_NOT_FOUND',
  },
  { label: 'GIMAC 03 timeout', ...bankToMobile(orangeNumber('03')), status: 'failed', reason: 'TIMEOUT' },
  { label: 'GIMAC 04 delayed success', ...bankToMobile(orangeNumber('04')), status: 'success' },
  { label: 'GIMAC 05 server error once', ...bankToMobile(orangeNumber('05')), status: 'success' },
  { label: 'GIMAC wallet-to-wallet 00 success', ...walletToWallet(mtnNumber('00')), status: 'success' },
  {
    label: 'GIMAC wallet-to-wallet 06 rejected',
    ...walletToWallet(mtnNumber('06')),
    status: 'failed',
    reason: 'REJECTED',
  },
  {
    label: 'GIMAC limit',
    ...bankToMobile(orangeNumber('00'), 6_000_000),
    status: 'failed',
    reason: 'PAYER_LIMIT_REACHED',
  },
];

describe('sandbox test numbers through the inline worker', () => {
  it('bring every payment to its documented final state, posting the ledger only for successes', async ({
    listening: harness,
    customer: alice,
  }) => {
    const started: { test: Case; reference: string }[] = [];
    for (const test of CASES) {
      const response = await harness.app.inject({
        method: 'POST',
        url: test.url,
        headers: alice.headers,
        payload: test.payload,
      });
      expect(response.statusCode, `${test.label}: ${response.body}`).toBe(201);
      started.push({ test, reference: (response.json() as { data: { reference: string } }).data.reference });
    }
    const finals = await Promise.all(
      started.map(({ reference }) => waitUntilFinal(harness, reference, { timeoutMs: 50_000 })),
    );
    for (const [index, { test, reference }] of started.entries()) {
      const state = finals[index];
      expect({ label: test.label, status: state?.status, reason: state?.failure_code ?? undefined }).toEqual({
        label: test.label,
        status: test.status,
        reason: test.reason,
      });
      const postings = await ledgerOf(harness, reference);
      // A success posts the amount, the credited share and the platform's fee (every amount here has one).
      expect(postings, test.label).toHaveLength(test.status === 'success' ? 3 : 0);
      if (test.status === 'success') expect(postings[2]?.code, test.label).toBe('platform:revenue');
    }
    const history = await harness.app
      .db('payment_status_history as h')
      .join('payments as p', 'p.id', 'h.payment_id')
      .where('p.reference', started[4]?.reference ?? '')
      .orderBy('h.id')
      .pluck('h.to_status');
    expect(history).toEqual(['pending', 'processing', 'success']);
  }, 90_000);
});
