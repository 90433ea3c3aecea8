import { accounts } from './en/accounts.ts';
import { admin } from './en/admin.ts';
import { adminDashboard } from './en/admin-dashboard.ts';
import { analytics } from './en/analytics.ts';
import { apiManagement } from './en/api-management.ts';
import { auth } from './en/auth.ts';
import { backOffice } from './en/back-office.ts';
import { common } from './en/common.ts';
import { consent } from './en/consent.ts';
import { dashboard } from './en/dashboard.ts';
import { errors } from './en/errors.ts';
import { institutions } from './en/institutions.ts';
import { oauthApps } from './en/oauth-apps.ts';
import { operations } from './en/operations.ts';
import { paymentManagement } from './en/payment-management.ts';
import { payments } from './en/payments.ts';
import { publicSite } from './en/public-site.ts';
import { reports } from './en/reports.ts';
import { scopes } from './en/scopes.ts';

/**
 * English interface strings, the source of truth for keys. Each area of the site keeps its
 * strings in `en/<area>.ts` with a French twin in `fr/<area>.ts` typed against it, so a
 * missing translation does not compile. Spec texts are copied word for word.
 */
export const en = {
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
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
