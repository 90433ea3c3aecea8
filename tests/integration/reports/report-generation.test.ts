import { rmSync } from 'node:fs';
import { afterAll, describe, expect } from 'vitest';
import { REPORT_TYPES, type ReportType } from '../../../domain/enums.ts';
import { formatXAF } from '../../../domain/money.ts';
import { it as base } from '../../helpers/fixtures.ts';
import { generate, insertOctoberRows, OCTOBER, pdfText, reportsDataDir, runJobs } from './report-helpers.ts';

const dataDir = reportsDataDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const it = base
  .extend('october', { scope: 'file' }, async ({ harness, db }) => {
    await insertOctoberRows(harness, db);
    return true;
  })
  // One PDF of each type over October, queued together and rendered by one run of the jobs.
  .extend('octoberPdfs', { scope: 'file' }, async ({ harness, ops, october }) => {
    expect(october).toBe(true);
    const accepted = new Map<ReportType, { report: Record<string, unknown>; downloadUrl: string }>();
    for (const type of REPORT_TYPES) {
      const response = await generate(harness, ops.headers, { type, parameters: { format: 'pdf', ...OCTOBER } });
      expect(response.statusCode).toBe(202);
      accepted.set(type, response.json());
    }
    await runJobs(harness);
    return accepted;
  });
it.override('appOptions', { DATA_DIR: dataDir });

/**
 * An amount as pdftotext gives it back: poppler writes the narrow no-break spaces and no-break
 * spaces of the embedded font's text as plain spaces. Helvetica would have printed
 * "1 /409 /568 FCFA" (no glyph for U+202F), which the last test rules out.
 */
const printed = (amount: number) => formatXAF(amount).replace(/[\u202f\u00a0]/g, ' ');
const volume = printed(1_409_568);
const allStatuses = printed(1_416_568);

/** What each report's text must hold: the section totals its template lists. */
const EXPECTED: Record<ReportType, (string | RegExp)[]> = {
  monthly_financial: [
    'Monthly Financial',
    'Payments by provider',
    volume,
    allStatuses,
    /mtn\s+3\s+2\s+1 334 568 FCFA/,
    'Platform fees (revenue) by provider',
    /mtn\s+2\s+1 334 568 FCFA\s+20 019 FCFA/,
    /Total\s+4\s+1 409 568 FCFA\s+21 144 FCFA/,
  ],
  analytics_report: [
    'Analytics Report',
    volume,
    'API calls by day',
    /Total\s+10\s+2\s+1\s+30\.0 %/,
    /customer\s+2\s+1\s+2/,
  ],
  daily_operations: ['Daily Operations', allStatuses, /failed\s+1\s+7 000/, /Total\s+6/, /Total\s+10\s+2\s+1/],
  audit_report: ['Audit Report', /Total\s+7/, /login_failed\s+user\s+2/, /Total\s+6/],
  security_audit: ['Security Audit', /login\s+user\s+3/, /suspend\s+user\s+1/, /Total\s+6/],
  api_usage: ['API Usage', /2026-10-15\s+10\s+2\s+1\s+30\.0 %/],
  user_activity: ['User Activity', /customer\s+2\s+1\s+2/],
  system_performance: ['System Performance', /120\s+44 640\s+0\.3 %/, /warn\s+4/, /error\s+2/, /Total\s+6/],
};

// Eight PDFs rendered on a machine the CI shares: the first test waits for all of them.
describe('Reports: POST /api/admin/reports/generate renders real PDFs', { timeout: 180_000 }, () => {
  it.for(REPORT_TYPES)(
    '%s: a PDF whose text holds the period and its totals',
    async (type, { harness, ops, octoberPdfs }) => {
      const { report, downloadUrl } = octoberPdfs.get(type) as {
        report: { id: string; downloadUrl: string };
        downloadUrl: string;
      };
      expect(report).toMatchObject({ type, status: 'queued', periodFrom: '2026-10-01', periodTo: '2026-10-31' });
      expect(downloadUrl).toBe(report.downloadUrl);
      const status = await harness.app.inject({
        method: 'GET',
        url: `/api/admin/reports/${report.id}`,
        headers: ops.headers,
      });
      expect(status.json().report).toMatchObject({ status: 'ready', error: null });
      expect(status.json().report.fileSize).toBeGreaterThan(1000);

      const file = await harness.app.inject({ method: 'GET', url: downloadUrl, headers: ops.headers });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="${type}-2026-10-01-2026-10-31-.*\\.pdf"$`),
      );
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(file.rawPayload, dataDir);
      expect(text).toContain('Period: Oct 01, 2026 – Oct 31, 2026 (Douala time)');
      for (const expected of EXPECTED[type]) {
        if (typeof expected === 'string') expect(text).toContain(expected);
        else expect(text).toMatch(expected);
      }
    },
  );

  it('prints a French-formatted amount with its narrow no-break spaces, never garbage', async ({
    harness,
    ops,
    octoberPdfs,
  }) => {
    const { report, downloadUrl } = octoberPdfs.get('monthly_financial') as {
      report: { id: string };
      downloadUrl: string;
    };
    const file = await harness.app.inject({ method: 'GET', url: downloadUrl, headers: ops.headers });
    const text = await pdfText(file.rawPayload, dataDir);
    expect(report.id).toBeTruthy();
    expect(formatXAF(1_409_568)).toBe('1\u202f409\u202f568\u00a0FCFA');
    expect(text).toMatch(/Total\s+5\s+4\s+1 409 568 FCFA/);
    // The font is embedded (a DejaVu Sans subset), not the standard Helvetica.
    const raw = file.rawPayload.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(raw).not.toContain('Helvetica');
    expect(text).not.toMatch(/\d \/\d{3}/);
    // Outside the period by one Douala minute: the 999 FCFA payment of November 1st.
    expect(text).not.toContain('999');
  });

  it('writes the same figures as CSV', async ({ harness, auditor, october }) => {
    expect(october).toBe(true);
    const accepted = await generate(harness, auditor.headers, {
      type: 'monthly_financial',
      parameters: { format: 'csv', ...OCTOBER },
    });
    expect(accepted.statusCode).toBe(202);
    await runJobs(harness);
    const file = await harness.app.inject({
      method: 'GET',
      url: accepted.json().downloadUrl,
      headers: auditor.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = file.body.split('\r\n');
    expect(lines[0]).toBe('report,period_from,period_to');
    expect(lines[1]).toBe('monthly_financial,2026-10-01,2026-10-31');
    expect(lines).toContain('Payments by provider');
    expect(lines).toContain('Provider,Payments,Successful,Volume');
    expect(lines).toContain('mtn,3,2,1334568');
    expect(lines).toContain('orange,2,2,75000');
    expect(lines).toContain('Total,5,4,1409568');
    expect(lines).toContain('Day,Provider,Successful,Volume');
    expect(lines).toContain('2026-10-01,orange,1,25000');
    expect(lines).toContain('Total,5,1416568');
  });

  it('audits each generation and lists reports newest first with fresh links', async ({ harness, db, admin }) => {
    const first = (await generate(harness, admin.headers, { type: 'api_usage', parameters: {} })).json().report;
    const second = (
      await generate(harness, admin.headers, {
        type: 'user_activity',
        parameters: { format: 'csv', period: 'this_month' },
      })
    ).json().report;
    expect(first.parameters).toEqual({ format: 'pdf', period: 'last_30_days' });
    expect(second.parameters).toEqual({ format: 'csv', period: 'this_month' });
    const audit = await db('audit_logs').where({ resource: 'report', resource_id: second.id });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', user_id: admin.user.id });
    expect(audit[0].details).toMatchObject({ type: 'user_activity', format: 'csv', period: 'this_month' });

    const list = await harness.app.inject({ method: 'GET', url: '/api/admin/reports?limit=2', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().reports.map((report: { id: string }) => report.id)).toEqual([second.id, first.id]);
    expect(list.json().total).toBeGreaterThanOrEqual(2);
    expect(list.json().reports[0].downloadUrl).toMatch(
      /^\/api\/admin\/reports\/[0-9a-f-]+\/download\?expires=\d+&signature=/,
    );
  });

  it('lists the eight templates with both languages, formats and periods', async ({ harness, auditor }) => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/reports/templates',
      headers: auditor.headers,
    });
    expect(response.statusCode).toBe(200);
    const { templates } = response.json();
    expect(templates.map((template: { type: string }) => template.type)).toEqual([...REPORT_TYPES]);
    expect(templates[3]).toMatchObject({
      type: 'monthly_financial',
      name: 'Monthly Financial',
      nameFr: 'Rapport financier mensuel',
      formats: ['pdf', 'csv'],
      periods: ['yesterday', 'last_7_days', 'last_30_days', 'this_month', 'last_month', 'custom'],
    });
  });
});
