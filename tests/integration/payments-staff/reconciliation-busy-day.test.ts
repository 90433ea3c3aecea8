import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';
import { bearer } from '../../helpers/identity.ts';
import { type BusyDay, busyProviderOf, busyReferenceOf, insertBusyDay } from './busy-day-fixtures.ts';

// 100 003 lines, of which three are missing on each side: 100 000 statement lines (60 000 of
// them MTN's, several megabytes of JSON in one answer before statements were paged) against
// 100 000 successful payments.
const day: Omit<BusyDay, 'userId'> = {
  date: '2026-03-10',
  lines: 100_003,
  missingInPlatform: [2001, 2007, 2009],
  missingAtProvider: [1001, 1007, 1009],
  amountDiffers: [3001, 3007, 3009],
};

it.override('appOptions', { SANDBOX_TIMEOUT_SECONDS: 3 });
it.beforeAll(async ({ listening: harness, ops }) => {
  const started = Date.now();
  await insertBusyDay(harness.app.db, { ...day, userId: ops.id });
  process.stdout.write(`busy day: ${day.lines} lines written in ${Date.now() - started} ms\n`);
});

interface Item {
  reference: string;
  provider: string;
  status: string;
  platform_amount: number | null;
  provider_amount: number | null;
}

describe('reconciliation of a busy day', () => {
  it('matches 100 000 statement lines against 100 000 payments and finds the few that differ', async ({
    listening: harness,
    auditor,
  }) => {
    const started = Date.now();
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/reconciliation/generate',
      headers: bearer(auditor.token),
      payload: { date: day.date },
    });
    const elapsedMs = Date.now() - started;
    process.stdout.write(`busy day: reconciled in ${elapsedMs} ms\n`);
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    const report = response.json().data;
    const items = report.items as Item[];
    const differing = items.filter((item) => item.status !== 'matched');
    const byReference = new Map(differing.map((item) => [item.reference, item]));
    const amount = (line: number) => 1000 + (line % 500) * 10;

    for (const line of day.missingAtProvider) {
      expect(byReference.get(busyReferenceOf(line))).toMatchObject({
        provider: busyProviderOf(line),
        status: 'missing_at_provider',
        platform_amount: amount(line),
        provider_amount: null,
      });
    }
    for (const line of day.missingInPlatform) {
      // Unknown to the platform: the line is named by the reference the provider knows.
      expect(byReference.get(`BUSY-${String(line).padStart(6, '0')}`)).toMatchObject({
        provider: busyProviderOf(line),
        status: 'missing_in_platform',
        platform_amount: null,
        provider_amount: amount(line),
      });
    }
    for (const line of day.amountDiffers) {
      expect(byReference.get(busyReferenceOf(line))).toMatchObject({
        provider: busyProviderOf(line),
        status: 'amount_mismatch',
        platform_amount: amount(line),
        provider_amount: amount(line) + 500,
      });
    }
    expect(differing).toHaveLength(9);
    expect(items).toHaveLength(100_003);
    // Every other line, on both sides, is one matched item: no payment judged twice.
    expect(new Set(items.map((item) => item.reference)).size).toBe(100_003);

    const lines = Array.from({ length: day.lines }, (_, index) => index + 1);
    const onPlatform = lines.filter((line) => !day.missingInPlatform.includes(line));
    const atProvider = lines.filter((line) => !day.missingAtProvider.includes(line));
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(report.summary).toEqual({
      matched: 99_994,
      missing: 6,
      mismatched: 3,
      total_payments: 100_000,
      total_ledger_amount: sum(onPlatform.map(amount)),
      total_provider_amount: sum(atProvider.map(amount)) + 500 * day.amountDiffers.length,
    });
    const perProvider = (provider: string) => ({
      provider,
      matched: lines.filter((line) => busyProviderOf(line) === provider).length - 3,
      missing: 2,
      mismatched: 1,
    });
    expect(report.providers).toEqual([perProvider('mtn'), perProvider('orange'), perProvider('gimac')]);
    expect(elapsedMs).toBeLessThan(60_000);
  }, 120_000);
});
