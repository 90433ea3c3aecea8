import type { Messages } from './en.ts';
import { accounts } from './fr/accounts.ts';
import { admin } from './fr/admin.ts';
import { adminDashboard } from './fr/admin-dashboard.ts';
import { analytics } from './fr/analytics.ts';
import { apiManagement } from './fr/api-management.ts';
import { auth } from './fr/auth.ts';
import { backOffice } from './fr/back-office.ts';
import { common } from './fr/common.ts';
import { consent } from './fr/consent.ts';
import { dashboard } from './fr/dashboard.ts';
import { errors } from './fr/errors.ts';
import { institutions } from './fr/institutions.ts';
import { oauthApps } from './fr/oauth-apps.ts';
import { operations } from './fr/operations.ts';
import { paymentManagement } from './fr/payment-management.ts';
import { payments } from './fr/payments.ts';
import { publicSite } from './fr/public-site.ts';
import { reports } from './fr/reports.ts';
import { scopes } from './fr/scopes.ts';

/** French interface strings: one module per area, each typed against its English twin. */
export const fr: Messages = {
  ...common,
  ...auth,
  ...dashboard,
  ...publicSite,
  ...payments,
  ...paymentManagement,
  ...apiManagement,
  ...oauthApps,
  ...scopes,
  ...adminDashboard,
  ...operations,
  ...analytics,
  ...institutions,
  ...admin,
  ...backOffice,
  ...reports,
  ...errors,
  ...consent,
  ...accounts,
};
