import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import { errorResponses } from '../../schemas/error.ts';
import {
  GenerateReconciliationSchema,
  ReconciliationCsvQuerySchema,
  ReconciliationReportSchema,
} from '../../schemas/reconciliation.ts';
import { generateReconciliation } from '../../services/reconciliation/generate-report.ts';
import { reconciliationCsv } from '../../services/reconciliation/report-csv.ts';
import { reportDate } from '../../services/reconciliation/report-date.ts';

/** The payment management Reconciliation tab: staff only. */
const reconciliationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Each report asks three providers for a statement: a few per minute is plenty for people.
  const rateLimit = { max: 20, timeWindow: '1 minute' };

  app.post(
    '/api/v1/reconciliation/generate',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      config: { rateLimit },
      schema: {
        operationId: 'generateReconciliationReport',
        tags: ['Payments'],
        summary: 'Generate a reconciliation report',
        description:
          "Compares the payments that succeeded on one Douala day, and their ledger postings, with the settlement statements of MTN Mobile Money, Orange Money and GIMAC for that day. Each line is matched, missing_at_provider, missing_in_platform, amount_mismatch or not_posted (successful but no ledger posting). Ops, admin and auditors only; it moves no money. 502 when a provider's statement cannot be fetched.",
        body: GenerateReconciliationSchema,
        response: { 200: ReconciliationReportSchema, ...errorResponses(400, 401, 403, 415, 429, 502) },
      },
    },
    async (request) => {
      const date = reportDate(request.body.date);
      const report = await generateReconciliation(app.store, app.providers, date);
      request.log.info({ date, summary: report.summary }, 'reconciliation report generated');
      return { data: report };
    },
  );

  app.get(
    '/api/v1/reconciliation/report.csv',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      config: { rateLimit },
      schema: {
        operationId: 'downloadReconciliationReport',
        tags: ['Payments'],
        summary: 'Download a reconciliation report (CSV)',
        description:
          'The same report as POST /api/v1/reconciliation/generate for one Douala day, one line per item, as a CSV attachment. Ops, admin and auditors only.',
        querystring: ReconciliationCsvQuerySchema,
        response: {
          200: { description: 'The report as CSV', content: { 'text/csv': { schema: Type.String() } } },
          ...errorResponses(400, 401, 403, 429, 502),
        },
      },
    },
    async (request, reply) => {
      const date = reportDate(request.query.date);
      const report = await generateReconciliation(app.store, app.providers, date);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="reconciliation-${date}.csv"`)
        .send(reconciliationCsv(report));
    },
  );
};

export default reconciliationRoutes;
