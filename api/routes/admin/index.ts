import type { FastifyInstance } from 'fastify';
import accountSetupRoutes from './account-setup.ts';
import adminAnalyticsRoutes from './analytics.ts';
import adminAuditRoutes from './audit-logs.ts';
import adminCredentialRoutes from './credentials.ts';
import adminDataExportRoutes from './data-export.ts';
import adminInstitutionRoutes from './institutions.ts';
import adminLoginRoutes from './login.ts';
import adminReportRoutes from './reports.ts';
import adminSettingsRoutes from './settings.ts';
import adminStatsRoutes from './stats.ts';
import adminSystemRoutes from './system.ts';
import adminTransactionRoutes from './transactions.ts';
import adminUserRoutes from './users.ts';

/** The back office (issue 15): one file per area; every guard names a role set of domain/roles.ts. */
export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(adminLoginRoutes);
  await app.register(adminStatsRoutes);
  await app.register(adminAnalyticsRoutes);
  await app.register(adminInstitutionRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminTransactionRoutes);
  await app.register(adminCredentialRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminSystemRoutes);
  await app.register(adminDataExportRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminReportRoutes);
  await app.register(accountSetupRoutes);
}
