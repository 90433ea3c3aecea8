import { describe, expect, it } from 'vitest';
import { formatTableDate } from '../../../../site/islands/payment-management/format-date.ts';
import {
  DEFAULT_FILTERS,
  PROVIDER_FILTERS,
  STATUS_FILTERS,
  TYPE_FILTERS,
  transactionsPath,
} from '../../../../site/islands/payment-management/transaction-filters.ts';
import { providerLabel, typeLabel } from '../../../../site/islands/payment-management/transaction-labels.ts';
import { csvCell, transactionsCsv } from '../../../../site/islands/payment-management/transactions-csv.ts';
import { translator } from '../../../../site/lib/i18n.ts';

describe('transactions filters (spec 001 §2.5)', () => {
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

describe('table dates (spec 001 §9 "MMM dd, HH:mm")', () => {
  it('formats with date-fns in Douala time, month names in the page language', () => {
    // 08:07 UTC is 09:07 in Douala (WAT, UTC+1), the clock every date on the site uses.
    expect(formatTableDate('2026-11-05T08:07:00Z', 'en')).toBe('Nov 05, 09:07');
    expect(formatTableDate('2026-11-05T08:07:00Z', 'fr')).toBe('nov. 05, 09:07');
    expect(formatTableDate('2026-12-31T23:30:00Z', 'en')).toBe('Jan 01, 00:30');
    expect(formatTableDate('not a date', 'en')).toBe('');
  });
});

describe('transactions export (CSV built in the browser)', () => {
  it('writes a header and one line per row, quoting what needs quoting', () => {
    const csv = transactionsCsv([
      {
        reference: 'PAY-1',
        customer: { name: 'Nkono, Amina "Mama"', phone: '237670000000', email: null },
        amount: '2500',
        currency: 'XAF',
        type: 'mobile_money',
        provider: null,
        status: 'failed',
        created_at: '2026-11-22T06:00:00.000Z',
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'reference,customer_name,customer_phone,customer_email,amount,currency,type,provider,status,created_at',
      'PAY-1,"Nkono, Amina ""Mama""",237670000000,,2500,XAF,mobile_money,,failed,2026-11-22T06:00:00.000Z',
      '',
    ]);
  });

  it('defuses cells that look like spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+237')).toBe("'+237");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell(42)).toBe('42');
  });
});
