import type { TaskList } from 'graphile-worker';
import { JOBS } from '../repositories/payment-jobs-repository.ts';
import { sweepOldRequestLogs } from '../services/analytics/request-log-retention.ts';
import { KYC_JOBS, pollVerification } from '../services/identity-verification/poll-verification.ts';
import { DOCUMENT_JOBS, scanDocument, sweepUnattachedUploads } from '../services/institutions/document-jobs.ts';
import { sweepExpiredKeys } from '../services/payments/idempotency-store.ts';
import { SCHEDULED_JOBS } from '../services/payments/job-queue.ts';
import { applyStoredCallback, CALLBACK_JOBS } from '../services/payments/provider-callback.ts';
import { settleUnresolvedFromStatements } from '../services/payments/settle-from-statements.ts';
import { renderReportJob, sweepOldReports } from '../services/reports/report-jobs.ts';
import { REPORT_JOBS } from '../services/reports/report-jobs-names.ts';
import { enqueueDueReports } from '../services/reports/schedules.ts';
import { sweepOldSystemLogs } from '../services/system-logs/system-logs.ts';
import { sweepOldDeliveries } from '../services/webhooks/delivery-retention.ts';
import { sweepIdleListeners } from '../services/webhooks/listeners.ts';
import type { JobContext } from './context.ts';
import { pollPaymentAttempt } from './poll-payment-attempt.ts';
import { processPaymentAttempt } from './process-payment-attempt.ts';
import { webhookTasks } from './webhook-tasks.ts';

function attemptIdOf(payload: unknown): { attemptId: string; polls: number } {
  const value = payload as { attemptId?: unknown; polls?: unknown } | null;
  if (typeof value?.attemptId !== 'string') throw new Error('job payload has no attemptId');
  return { attemptId: value.attemptId, polls: typeof value.polls === 'number' ? value.polls : 0 };
}

/** The payment jobs (and the runner's scheduled housekeeping) by graphile-worker task name. */
export function paymentTaskList(ctx: JobContext): TaskList {
  // Reports are staff figures: of the server's own mode, which the webhook context already holds.
  const reportContext = { store: ctx.store, reports: ctx.reports, log: ctx.log, livemode: ctx.webhooks.livemode };
  return {
    [JOBS.processAttempt]: async (payload, helpers) => {
      const { attemptId } = attemptIdOf(payload);
      await processPaymentAttempt(ctx, attemptId, {
        attempt: helpers.job.attempts,
        maxAttempts: helpers.job.max_attempts,
      });
    },
    [JOBS.pollAttempt]: async (payload) => {
      const { attemptId, polls } = attemptIdOf(payload);
      await pollPaymentAttempt(ctx, attemptId, polls);
    },
    [CALLBACK_JOBS.apply]: async (payload, helpers) => {
      const callbackId = (payload as { callbackId?: unknown } | null)?.callbackId;
      if (typeof callbackId !== 'string') throw new Error('job payload has no callbackId');
      await applyStoredCallback(ctx.store, ctx.providers, callbackId, {
        attempt: helpers.job.attempts,
        maxAttempts: helpers.job.max_attempts,
      });
    },
    [SCHEDULED_JOBS.sweepIdempotencyKeys]: async () => {
      const deleted = await sweepExpiredKeys(ctx.store);
      if (deleted > 0) ctx.log.info({ deleted }, 'expired idempotency keys deleted');
    },
    [SCHEDULED_JOBS.sweepApiRequestLogs]: async () => {
      const deleted = await sweepOldRequestLogs(ctx.store);
      if (deleted > 0) ctx.log.info({ deleted }, 'API request logs past retention deleted');
    },
    [SCHEDULED_JOBS.sweepWebhookDeliveries]: async () => {
      const deleted = await sweepOldDeliveries(ctx.store);
      if (deleted > 0) ctx.log.info({ deleted }, 'webhook delivery attempts past retention deleted');
      const idle = await sweepIdleListeners(ctx.store);
      if (idle > 0) ctx.log.info({ idle }, 'CLI listeners gone idle deleted');
    },
    [SCHEDULED_JOBS.settleUnresolvedPayments]: async () => {
      const settled = await settleUnresolvedFromStatements(ctx);
      if (settled.succeeded + settled.failed > 0) ctx.log.info(settled, 'unresolved payments settled by statements');
    },
    [SCHEDULED_JOBS.sweepSystemLogs]: async () => {
      const deleted = await sweepOldSystemLogs(ctx.store);
      if (deleted > 0) ctx.log.info({ deleted }, 'system logs past retention deleted');
    },
    [DOCUMENT_JOBS.scan]: async (payload, helpers) => {
      const documentId = (payload as { documentId?: unknown } | null)?.documentId;
      if (typeof documentId !== 'string') throw new Error('job payload has no documentId');
      await scanDocument(ctx, documentId, { attempt: helpers.job.attempts, maxAttempts: helpers.job.max_attempts });
    },
    [DOCUMENT_JOBS.sweepUploads]: async () => {
      const swept = await sweepUnattachedUploads(ctx);
      if (swept > 0) ctx.log.info({ swept }, 'unattached institution uploads swept');
    },
    [REPORT_JOBS.render]: async (payload, helpers) => {
      const reportId = (payload as { reportId?: unknown } | null)?.reportId;
      if (typeof reportId !== 'string') throw new Error('job payload has no reportId');
      await renderReportJob(reportContext, reportId, {
        attempt: helpers.job.attempts,
        maxAttempts: helpers.job.max_attempts,
      });
    },
    [REPORT_JOBS.enqueueDue]: async () => {
      const queued = await enqueueDueReports(ctx.store);
      if (queued > 0) ctx.log.info({ queued }, 'scheduled reports queued');
    },
    [REPORT_JOBS.sweep]: async () => {
      const swept = await sweepOldReports(reportContext);
      if (swept > 0) ctx.log.info({ swept }, 'reports past retention deleted');
    },
    ...webhookTasks(ctx),
    [KYC_JOBS.poll]: async (payload) => {
      const value = payload as { verificationId?: unknown; polls?: unknown } | null;
      if (typeof value?.verificationId !== 'string') throw new Error('job payload has no verificationId');
      await pollVerification(ctx, value.verificationId, typeof value.polls === 'number' ? value.polls : 0);
    },
  };
}
