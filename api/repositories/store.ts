import type { Knex } from 'knex';
import { withLongStatements } from '../database/long-statements.ts';
import { type RetryTransactionOptions, retryTransaction } from '../database/retry-transaction.ts';
import { createAccountPaymentsRepository } from './account-payments-repository.ts';
import { createAccountsRepository } from './accounts-repository.ts';
import { createAnalyticsFiguresRepository } from './analytics-figures-repository.ts';
import { createApiKeyUsageRepository } from './api-key-usage-repository.ts';
import { createApiKeysRepository } from './api-keys-repository.ts';
import { createApiRequestLogsRepository } from './api-request-logs-repository.ts';
import { createAuditLogsRepository } from './audit-logs-repository.ts';
import { createBackOfficeFiguresRepository } from './back-office-figures-repository.ts';
import { createContactMessagesRepository } from './contact-messages-repository.ts';
import { createDatabaseHealthRepository } from './database-health-repository.ts';
import { createIdempotencyKeysRepository } from './idempotency-keys-repository.ts';
import { createInstitutionDocumentsRepository } from './institution-documents-repository.ts';
import { createInstitutionReviewsRepository } from './institution-reviews-repository.ts';
import { createInstitutionsRepository } from './institutions-repository.ts';
import { createLedgerRepository } from './ledger-repository.ts';
import { createLoginThrottlesRepository } from './login-throttles-repository.ts';
import { createOAuthAppsRepository } from './oauth-apps-repository.ts';
import { createOAuthConsentsRepository } from './oauth-consents-repository.ts';
import { createOAuthRecordsRepository } from './oauth-records-repository.ts';
import { createPaymentJobsRepository } from './payment-jobs-repository.ts';
import { createPaymentReadsRepository } from './payment-reads-repository.ts';
import { createPaymentsRepository } from './payments-repository.ts';
import { createProviderCallbacksRepository } from './provider-callbacks-repository.ts';
import { createReportFiguresRepository } from './report-figures-repository.ts';
import { createReportsRepository } from './reports-repository.ts';
import { createSettingsRepository } from './settings-repository.ts';
import { createSystemLogsRepository } from './system-logs-repository.ts';
import { createUptimeRepository } from './uptime-repository.ts';
import { createUserAdminRepository } from './user-admin-repository.ts';
import { createUsersRepository } from './users-repository.ts';
import { createVerificationsRepository } from './verifications-repository.ts';
import { createWebhookListenersRepository } from './webhook-listeners-repository.ts';
import { createWebhooksRepository } from './webhooks-repository.ts';

/** Every repository, by the name services read it under (`store.payments`, `store.users`…). */
const REPOSITORIES = {
  accountPayments: createAccountPaymentsRepository,
  accounts: createAccountsRepository,
  apiKeyUsage: createApiKeyUsageRepository,
  apiKeys: createApiKeysRepository,
  apiRequestLogs: createApiRequestLogsRepository,
  auditLogs: createAuditLogsRepository,
  backOfficeFigures: createBackOfficeFiguresRepository,
  contactMessages: createContactMessagesRepository,
  databaseHealth: createDatabaseHealthRepository,
  idempotencyKeys: createIdempotencyKeysRepository,
  institutionDocuments: createInstitutionDocumentsRepository,
  institutionReviews: createInstitutionReviewsRepository,
  institutions: createInstitutionsRepository,
  ledger: createLedgerRepository,
  loginThrottles: createLoginThrottlesRepository,
  oauthApps: createOAuthAppsRepository,
  oauthConsents: createOAuthConsentsRepository,
  oauthRecords: createOAuthRecordsRepository,
  paymentJobs: createPaymentJobsRepository,
  paymentReads: (db: Knex) => createPaymentReadsRepository(db),
  payments: createPaymentsRepository,
  providerCallbacks: createProviderCallbacksRepository,
  reports: createReportsRepository,
  settings: createSettingsRepository,
  systemLogs: createSystemLogsRepository,
  uptime: createUptimeRepository,
  userAdmin: createUserAdminRepository,
  users: createUsersRepository,
  verifications: createVerificationsRepository,
  webhookListeners: createWebhookListenersRepository,
  webhooks: createWebhooksRepository,
} satisfies Record<string, (db: Knex) => object>;

export type Repositories = { readonly [Name in keyof typeof REPOSITORIES]: ReturnType<(typeof REPOSITORIES)[Name]> };

export interface TransactionOptions extends RetryTransactionOptions {
  /**
   * Run the work again from the start when PostgreSQL aborts it with a deadlock or a
   * serialization failure (retry-transaction.ts). Off unless asked: only work that computes its
   * values afresh inside the transaction is safe to repeat.
   */
  retry?: boolean;
}

/**
 * The one way services reach the data: every repository, plus transactions that hand the work
 * the same repositories bound to the transaction. Services never see a knex handle; the tuned
 * SQL stays inside the repositories.
 */
export interface Store extends Repositories {
  /** Figures of one mode (reports, admin analytics). */
  reportFigures(livemode: boolean): ReturnType<typeof createReportFiguresRepository>;
  analyticsFigures(livemode: boolean): ReturnType<typeof createAnalyticsFiguresRepository>;
  /** Payment reads whose reconciliation side reads the attempts of `livemode`. */
  reconciledPaymentReads(livemode: boolean): ReturnType<typeof createPaymentReadsRepository>;
  /**
   * `work` in one transaction (a savepoint when this store is already one), at the isolation
   * level asked, retried on conflicts only when `retry` is set.
   */
  transaction<T>(work: (tx: Store) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** `work` in a transaction whose statements may run as long as a report's (long-statements.ts). */
  longStatements<T>(work: (tx: Store) => Promise<T>): Promise<T>;
}

/**
 * A store over a pool or a transaction. Repositories are made on first use and kept, so a
 * transaction's store costs only the ones its work reads.
 */
export function createStore(db: Knex): Store {
  const store = {
    reportFigures: (livemode: boolean) => createReportFiguresRepository(db, livemode),
    analyticsFigures: (livemode: boolean) => createAnalyticsFiguresRepository(db, livemode),
    reconciledPaymentReads: (livemode: boolean) => createPaymentReadsRepository(db, livemode),
    transaction<T>(work: (tx: Store) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
      const { retry, ...retryOptions } = options;
      const run = (trx: Knex.Transaction) => work(createStore(trx));
      if (retry) return retryTransaction(db, run, retryOptions);
      const config: Knex.TransactionConfig = options.isolationLevel ? { isolationLevel: options.isolationLevel } : {};
      return db.transaction(run, config);
    },
    longStatements: <T>(work: (tx: Store) => Promise<T>) => withLongStatements(db, (trx) => work(createStore(trx))),
  } as Store;
  for (const [name, create] of Object.entries(REPOSITORIES)) {
    let repository: object | undefined;
    Object.defineProperty(store, name, {
      enumerable: true,
      get: () => {
        repository ??= create(db);
        return repository;
      },
    });
  }
  return store;
}
