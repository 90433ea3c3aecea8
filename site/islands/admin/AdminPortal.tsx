import { useEffect } from 'react';
import type { Lang } from '../../../domain/languages.ts';
import { errorTranslator } from '../../lib/error-text.ts';
import { translatorFor } from '../../lib/messages.ts';
import { safeReturnPath } from '../../lib/return-path.ts';
import { flashToast, showFlashedToast } from '../../stores/flash-toast.ts';
import { AdminLoginForm } from '../back-office/sign-in/AdminLoginForm.tsx';
import { isStaff } from '../back-office/staff-permissions.ts';
import { ProtectedRoute } from '../shared/ProtectedRoute.tsx';
import type { AdminPortalMessages, PortalKey } from './messages.ts';
import { PortalScreen } from './PortalScreen.tsx';
import '../shared/screen.css';
import '../shared/back-office.css';
import '../shared/operations.css';
import '../forms/forms.css';
import './admin-portal.css';

/**
 * /admin and /enhanced-admin: signed out, the Admin Portal
 * form; signed in as staff, the portal. A signed-in customer gets the form too, with a note,
 * so a staff member can sign in over a customer session. `?next=/admin-dashboard` (a path of
 * this site only) sends the visitor on after signing in.
 */
export default function AdminPortal({ lang, messages }: { lang: Lang; messages: AdminPortalMessages }) {
  const t = translatorFor<PortalKey>(messages);
  const errors = errorTranslator(messages);

  // A toast left by the page that sent the visitor here carries on.
  useEffect(() => showFlashedToast(), []);

  function onSignedIn() {
    const next = safeReturnPath(window.location.search);
    if (!next) return;
    flashToast({ title: t('adminLogin.success'), variant: 'success' });
    window.location.assign(next);
  }

  const form = (notice?: string) => (
    <>
      {notice && (
        <div className="container portal-notice">
          <p className="alert alert-info" role="status" data-testid="portal-customer-notice">
            {notice}
          </p>
        </div>
      )}
      <AdminLoginForm lang={lang} t={t} errors={errors} onSignedIn={onSignedIn} />
    </>
  );

  return (
    <ProtectedRoute lang={lang} t={t} signedOut={form()}>
      {(user) =>
        isStaff(user.role) ? (
          <PortalScreen lang={lang} t={t} errors={errors} user={user} />
        ) : (
          form(t('portal.customerNotice'))
        )
      }
    </ProtectedRoute>
  );
}
