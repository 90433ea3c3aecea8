import type { FastifyBaseLogger } from 'fastify';
import type { ProviderAdapters } from '../providers/index.ts';
import type { Store } from '../repositories/store.ts';
import type { DocumentServices } from '../services/institutions/document-jobs.ts';
import type { ReportFiles } from '../services/reports/report-files.ts';
import type { WebhookContext } from '../services/webhooks/context.ts';

/** What the payment jobs need, whichever process runs them (the API inline, or `npm run worker`). */
export interface JobContext {
  store: Store;
  providers: ProviderAdapters;
  log: FastifyBaseLogger;
  /** PAYMENTS_MAX_PENDING_SECONDS: after this an attempt without a final answer is unresolved (never failed for it). */
  maxPendingSeconds: number;
  /** Webhook dispatch and delivery (the `deliver_webhook` and `dispatch_webhook_events` tasks). */
  webhooks: WebhookContext;
  /** Institution registration documents: their store and virus scanner (scan and sweep tasks). */
  documents: DocumentServices;
  /** Generated report files (render and sweep tasks). */
  reports: ReportFiles;
}

/** Where graphile-worker says this run stands (helpers.job.attempts counts the current run). */
export interface RunInfo {
  attempt: number;
  maxAttempts: number;
}
