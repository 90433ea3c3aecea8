import { rmSync } from 'node:fs';
import { afterAll, describe, expect } from 'vitest';
import { DOWNLOAD_LINK_SECONDS, downloadLink } from '../../../api/services/reports/download-links.ts';
import { it } from '../../helpers/fixtures.ts';
import { generate, reportsDataDir, runJobs } from './report-helpers.ts';

const dataDir = reportsDataDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
it.override('appOptions', { DATA_DIR: dataDir });

const reasonOf = (response: { json: () => { error: { reason: string } } }) => response.json().error.reason;

describe('Reports: the signed download link', { timeout: 120_000 }, () => {
  it('answers 409 while the report is queued, then the file once ready', async ({ harness, ops }) => {
    const { report, downloadUrl } = (
      await generate(harness, ops.headers, { type: 'api_usage', parameters: { format: 'csv' } })
    ).json();
    expect(report.status).toBe('queued');
    const early = await harness.app.inject({ method: 'GET', url: downloadUrl, headers: ops.headers });
    expect(early.statusCode).toBe(409);
    expect(reasonOf(early)).toBe('report_not_ready');
    await runJobs(harness);
    const ready = await harness.app.inject({ method: 'GET', url: downloadUrl, headers: ops.headers });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['content-disposition']).toMatch(/^attachment; filename="api_usage-.*\.csv"$/);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('wants a staff session besides the signature: 401 without one, 403 for a customer', async ({
    harness,
    ops,
    customer,
  }) => {
    const { downloadUrl } = (await generate(harness, ops.headers, { type: 'user_activity', parameters: {} })).json();
    await runJobs(harness);
    const anonymous = await harness.app.inject({ method: 'GET', url: downloadUrl });
    expect(anonymous.statusCode).toBe(401);
    const asCustomer = await harness.app.inject({ method: 'GET', url: downloadUrl, headers: customer.headers });
    expect(asCustomer.statusCode).toBe(403);
    const asStaff = await harness.app.inject({ method: 'GET', url: downloadUrl, headers: ops.headers });
    expect(asStaff.statusCode).toBe(200);
  });

  it('refuses a tampered signature, expiry or report id with 403', async ({ harness, ops }) => {
    const first = (await generate(harness, ops.headers, { type: 'api_usage', parameters: {} })).json();
    const second = (await generate(harness, ops.headers, { type: 'api_usage', parameters: {} })).json();
    await runJobs(harness);
    const url = new URL(first.downloadUrl, 'http://local');
    const signature = url.searchParams.get('signature') as string;
    const expires = Number(url.searchParams.get('expires'));
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const attempts = [
      `/api/admin/reports/${first.report.id}/download?expires=${expires}&signature=${flipped}`,
      `/api/admin/reports/${first.report.id}/download?expires=${expires + 3600}&signature=${signature}`,
      `/api/admin/reports/${second.report.id}/download?expires=${expires}&signature=${signature}`,
    ];
    for (const attempt of attempts) {
      const response = await harness.app.inject({ method: 'GET', url: attempt, headers: ops.headers });
      expect(response.statusCode).toBe(403);
      expect(reasonOf(response)).toBe('report_link_invalid');
    }
  });

  it('answers 410 once the link has expired, and a fresh link from the list works', async ({ harness, ops }) => {
    const { report, downloadUrl } = (
      await generate(harness, ops.headers, { type: 'api_usage', parameters: {} })
    ).json();
    await runJobs(harness);
    expect((await harness.app.inject({ method: 'GET', url: downloadUrl, headers: ops.headers })).statusCode).toBe(200);
    // The same link as the app signed it an hour and a second ago (the app's key, not a copy).
    const signedEarlier = new Date(Date.now() - (DOWNLOAD_LINK_SECONDS + 1) * 1000);
    const expiredUrl = downloadLink(harness.app.reports.linkKey, report.id, signedEarlier);
    const expired = await harness.app.inject({ method: 'GET', url: expiredUrl, headers: ops.headers });
    expect(expired.statusCode).toBe(410);
    expect(reasonOf(expired)).toBe('report_link_expired');
    const fresh = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/reports/${report.id}`,
      headers: ops.headers,
    });
    const again = await harness.app.inject({
      method: 'GET',
      url: fresh.json().report.downloadUrl,
      headers: ops.headers,
    });
    expect(again.statusCode).toBe(200);
  });

  it('answers 409 report_failed for a report that could not be made, 404 for an unknown one', async ({
    harness,
    db,
    ops,
  }) => {
    const { report, downloadUrl } = (
      await generate(harness, ops.headers, { type: 'api_usage', parameters: {} })
    ).json();
    await db('reports').where({ id: report.id }).update({ status: 'failed', error: 'disk full' });
    const failed = await harness.app.inject({ method: 'GET', url: downloadUrl, headers: ops.headers });
    expect(failed.statusCode).toBe(409);
    expect(reasonOf(failed)).toBe('report_failed');
    const unknown = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/reports/00000000-0000-4000-8000-000000000000',
      headers: ops.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a custom period without dates, reversed, or longer than a year, naming the field', async ({
    harness,
    auditor,
  }) => {
    const cases = [
      [{ period: 'custom', from: '2026-10-01' }, 'parameters.to', 'report_period_range_required'],
      [{ period: 'custom', from: '2026-10-05', to: '2026-10-01' }, 'parameters.from', 'report_period_reversed'],
      [{ period: 'custom', from: '2025-01-01', to: '2026-10-01' }, 'parameters.to', 'report_period_too_long'],
    ] as const;
    for (const [parameters, path, reason] of cases) {
      const response = await generate(harness, auditor.headers, { type: 'audit_report', parameters });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([expect.objectContaining({ path, reason })]);
    }
  });
});
