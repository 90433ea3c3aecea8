import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import accountsRepository from './accounts-repository.ts';
import apiKeysRepository from './api-keys-repository.ts';
import apiRequestLogsRepository from './api-request-logs-repository.ts';
import auditLogsRepository from './audit-logs-repository.ts';
import backOfficeFiguresRepository from './back-office-figures-repository.ts';
import contactMessagesRepository from './contact-messages-repository.ts';
import idempotencyKeysRepository from './idempotency-keys-repository.ts';
import institutionDocumentsRepository from './institution-documents-repository.ts';
import institutionReviewsRepository from './institution-reviews-repository.ts';
import institutionsRepository from './institutions-repository.ts';
import ledgerRepository from './ledger-repository.ts';
import loginThrottlesRepository from './login-throttles-repository.ts';
import paymentJobsRepository from './payment-jobs-repository.ts';
import paymentReadsRepository from './payment-reads-repository.ts';
import paymentsRepository from './payments-repository.ts';
import settingsRepository from './settings-repository.ts';
import uptimeRepository from './uptime-repository.ts';
import userAdminRepository from './user-admin-repository.ts';
import usersRepository from './users-repository.ts';
import webhooksRepository from './webhooks-repository.ts';

/**
 * Every repository, decorated on the app (`app.usersRepository`…) once the pool exists.
 * Plugins that read tables depend on `repositories`.
 */
async function repositories(app: FastifyInstance) {
  await app.register(usersRepository);
  await app.register(loginThrottlesRepository);
  await app.register(settingsRepository);
  await app.register(apiKeysRepository);
  await app.register(apiRequestLogsRepository);
  await app.register(paymentsRepository);
  await app.register(paymentReadsRepository);
  await app.register(paymentJobsRepository);
  await app.register(idempotencyKeysRepository);
  await app.register(ledgerRepository);
  await app.register(accountsRepository);
  await app.register(institutionsRepository);
  await app.register(institutionDocumentsRepository);
  await app.register(contactMessagesRepository);
  await app.register(uptimeRepository);
  await app.register(webhooksRepository);
  await app.register(auditLogsRepository);
  await app.register(institutionReviewsRepository);
  await app.register(userAdminRepository);
  await app.register(backOfficeFiguresRepository);
}

export default fp(repositories, { name: 'repositories', fastify: '5.x', dependencies: ['db'] });
