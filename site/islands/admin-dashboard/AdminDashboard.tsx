import type { Lang } from '../../../domain/languages.ts';
import { errorTranslator } from '../../lib/error-text.ts';
import { translatorFor } from '../../lib/messages.ts';
import { ProtectedRoute } from '../shared/ProtectedRoute.tsx';
import { AdminDashboardScreen } from './AdminDashboardScreen.tsx';
import { DashboardErrorBoundary } from './DashboardErrorBoundary.tsx';
import type { AdKey, AdminDashboardMessages } from './messages.ts';
import { NoAccess } from './NoAccess.tsx';
import { SignedOut } from './SignedOut.tsx';
import { dashboardPermissions } from './staff-permissions.ts';
import '../shared/screen.css';
import '../shared/back-office.css';
import '../shared/operations.css';
import '../forms/forms.css';
import './admin-dashboard.css';

/**
 * /admin-dashboard (issue 15 item 4): signed out → the Admin Portal sign-in;
 * a customer → "Access restricted", never data; staff → the screen, its controls disabled
 * where their role may not act. Any render failure shows the spec's fallback.
 */
export default function AdminDashboard({ lang, messages }: { lang: Lang; messages: AdminDashboardMessages }) {
  const t = translatorFor<AdKey>(messages);
  const errors = errorTranslator(messages);
  return (
    <DashboardErrorBoundary t={t}>
      <ProtectedRoute lang={lang} t={t} signedOut={<SignedOut lang={lang} t={t} errors={errors} />}>
        {(user) => {
          const permissions = dashboardPermissions(user);
          return permissions.view ? (
            <AdminDashboardScreen user={user} permissions={permissions} lang={lang} t={t} errors={errors} />
          ) : (
            <NoAccess lang={lang} t={t} />
          );
        }}
      </ProtectedRoute>
    </DashboardErrorBoundary>
  );
}
