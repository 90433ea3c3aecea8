import { describe, expect, it } from 'vitest';
import { providerLabel, typeLabel } from '../../../../site/islands/back-office/transactions/transaction-labels.ts';
import type { Transaction } from '../../../../site/islands/payment-management/payment-management-api.ts';
import {
  DEFAULT_FILTERS,
  PROVIDER_FILTERS,
  STATUS_FILTERS,
  TYPE_FILTERS,
  transactionsPath,
} from '../../../../site/islands/payment-management/transaction-filters.ts';
import { transactionsCsv } from '../../../../site/islands/payment-management/transactions-csv.ts';
import { translator } from '../../../../site/lib/i18n.ts';

describe('transactions filters', () => {
  it('offers exactly the spec options', () => {
    expect(STATUS_FILTERS).toEqual(['all', 'success', 'pending', 'processing', 'failed']);
    expect(TYPE_FILTERS).toEqual(['all', 'mobile_money', 'interbank', 'bank_transfer']);
    expect(PROVIDER_FILTERS).toEqual(['all', 'mtn', 'orange', 'GIMAC']);
  });

  it('leaves out "all" and a blank search', () => {
    expect(transactionsPath({ ...DEFAULT_FILTERS, search: '   ' })).toBe('/api/v1/transactions?page=1&limit=50');
  });

  it('sends each chosen filter, the search trimmed and encoded', () => {
    const path = transactionsPath({
      search: ' Amina N ',
      status: 'failed',
      type: 'interbank',
      provider: 'GIMAC',
      page: 3,
    });
    expect(path).toBe(
      '/api/v1/transactions?search=Amina+N&status=failed&type=interbank&provider=GIMAC&page=3&limit=50',
    );
  });
});

describe('table labels', () => {
  const t = translator('en');
  const tFr = translator('fr');

  it('shows N/A when a payment has no provider (N/D in French)', () => {
    expect(providerLabel(null, t)).toBe('N/A');
    expect(providerLabel(undefined, tFr)).toBe('N/D');
    expect(providerLabel('gimac', t)).toBe('GIMAC');
    expect(providerLabel('mtn', t)).toBe('MTN');
    expect(providerLabel('airtel', t)).toBe('airtel');
  });

  it('names the payment types and keeps an unknown one as sent', () => {
    expect(typeLabel('mobile_money', t)).toBe('Mobile money');
    expect(typeLabel('interbank', tFr)).toBe('Interbancaire');
    expect(typeLabel('wallet_to_wallet', t)).toBe('wallet_to_wallet');
  });
});

/** A transaction as GET /api/v1/transactions sends it, with the fields a test cares about. */
function transaction(fields: Partial<Transaction> & Pick<Transaction, 'reference' | 'customer'>): Transaction {
  return {
    livemode: false,
    amount: '2500',
    currency: 'XAF',
    type: 'mobile_money',
    provider: 'mtn',
    status: 'success',
    created_at: '2026-11-22T06:00:00.000Z',
    completed_at: null,
    narration: null,
    failure_reason: null,
    failure_category: null,
    attempts: 1,
    can_retry: false,
    ...fields,
  };
}

describe('transactions export (CSV built in the browser)', () => {
  it('writes a header and one line per row, quoting what needs quoting', () => {
    const csv = transactionsCsv([
      transaction({
        reference: 'PAY-1',
        customer: { name: 'Nkono, Amina "Mama"', phone: '237670000000' },
        provider: 'orange',
        status: 'failed',
      }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'reference,customer_name,customer_phone,customer_email,amount,currency,type,provider,status,created_at',
      'PAY-1,"Nkono, Amina ""Mama""",237670000000,,2500,XAF,mobile_money,orange,failed,2026-11-22T06:00:00.000Z',
      '',
    ]);
  });

  it('defuses cells that look like spreadsheet formulas', () => {
    const [, line] = transactionsCsv([
      transaction({ reference: '@cmd', customer: { name: '=HYPERLINK("x")', phone: '+237' }, amount: '42' }),
    ]).split('\r\n');
    expect(line).toBe(`'@cmd,"'=HYPERLINK(""x"")",'+237,,42,XAF,mobile_money,mtn,success,2026-11-22T06:00:00.000Z`);
  });
});
