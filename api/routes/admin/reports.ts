import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { REPORT_GENERATOR_ROLES, REPORT_SCHEDULER_ROLES } from '../../../domain/roles.ts';
import { IdParamsSchema } from '../../schemas/admin.ts';
import {
  GenerateReportBodySchema,
  ReportAcceptedSchema,
  ReportDownloadQuerySchema,
  ReportOneSchema,
  ReportPageQuerySchema,
  ReportPageSchema,
  ReportScheduleListSchema,
  ReportScheduleOneSchema,
  ReportScheduleSchema,
  ReportSchema,
  ReportTemplateListSchema,
} from '../../schemas/admin-reports.ts';
import { errorResponses } from '../../schemas/error.ts';
import { downloadReport } from '../../services/reports/download-report.ts';
import { generateReport, getReport, listReports, listTemplates } from '../../services/reports/reports.ts';
import { listSchedules, runScheduleNow, setSchedulePaused } from '../../services/reports/schedules.ts';
import { backOffice, staffActor } from './route-schema.ts';

/**
 * Reports (issue 16): templates, generation through a job, signed download links that also
 * want a staff session, and the scheduled reports in Douala time.
 */
const adminReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(ReportSchema);
  app.addSchema(ReportScheduleSchema);
  const staff = app.requireRole(...REPORT_GENERATOR_ROLES);
  const schedulers = app.requireRole(...REPORT_SCHEDULER_ROLES);
  const { linkKey, files } = app.reports;

  app.get(
    '/api/admin/reports/templates',
    {
      onRequest: staff,
      schema: {
        ...backOffice('listReportTemplates', 'Report types that can be generated'),
        response: { 200: ReportTemplateListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listTemplates(),
  );

  app.post(
    '/api/admin/reports/generate',
    {
      onRequest: staff,
      // Each report reads a period's figures and renders a file: a person clicking needs a few.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        ...backOffice('generateReport', 'Generate a report'),
        body: GenerateReportBodySchema,
        response: { 202: ReportAcceptedSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const report = await generateReport(app.store, staffActor(request), request.body, linkKey);
      return reply.code(202).send({ report, downloadUrl: report.downloadUrl });
    },
  );

  app.get(
    '/api/admin/reports',
    {
      onRequest: staff,
      schema: {
        ...backOffice('listReports', 'Generated reports, newest first'),
        querystring: ReportPageQuerySchema,
        response: { 200: ReportPageSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listReports(app.store, request.query, linkKey),
  );

  app.get(
    '/api/admin/reports/schedules',
    {
      onRequest: staff,
      schema: {
        ...backOffice('listReportSchedules', 'Scheduled reports'),
        response: { 200: ReportScheduleListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listSchedules(app.store),
  );

  app.get(
    '/api/admin/reports/:id',
    {
      onRequest: staff,
      schema: {
        ...backOffice('getReport', "A report's status"),
        params: IdParamsSchema,
        response: { 200: ReportOneSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ report: await getReport(app.store, request.params.id, linkKey) }),
  );

  app.get(
    '/api/admin/reports/:id/download',
    {
      onRequest: staff,
      schema: {
        ...backOffice('downloadReport', 'Download a generated report'),
        params: IdParamsSchema,
        querystring: ReportDownloadQuerySchema,
        response: {
          200: {
            description: 'The report as an attachment (PDF or CSV)',
            content: {
              'application/pdf': { schema: Type.String({ format: 'binary' }) },
              'text/csv': { schema: Type.String() },
            },
          },
          ...errorResponses(401, 403, 404, 409, 410),
        },
      },
    },
    async (request, reply) => {
      const file = await downloadReport(app.store, files, linkKey, { id: request.params.id, ...request.query });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.bytes);
    },
  );

  for (const [action, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    app.post(
      `/api/admin/reports/schedules/:id/${action}`,
      {
        onRequest: schedulers,
        schema: {
          ...(paused
            ? backOffice('pauseReportSchedule', 'Pause a scheduled report')
            : backOffice('resumeReportSchedule', 'Resume a scheduled report')),
          params: IdParamsSchema,
          response: { 200: ReportScheduleOneSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => ({
        schedule: await setSchedulePaused(app.store, staffActor(request), request.params.id, paused),
      }),
    );
  }

  app.post(
    '/api/admin/reports/schedules/:id/run',
    {
      onRequest: schedulers,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        ...backOffice('runReportSchedule', 'Run a scheduled report now'),
        params: IdParamsSchema,
        response: { 202: ReportAcceptedSchema, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const report = await runScheduleNow(app.store, staffActor(request), request.params.id, linkKey);
      return reply.code(202).send({ report, downloadUrl: report.downloadUrl });
    },
  );
};

export default adminReportRoutes;
