import type { Lang } from '../../lib/i18n.ts';
import { ProtectedRoute } from '../shared/ProtectedRoute.tsx';
import { NoAccess } from './NoAccess.tsx';
import { PaymentManagementScreen } from './PaymentManagementScreen.tsx';
import { canViewPayments } from './staff-roles.ts';
import '../shared/screen.css';
import '../payments/payments.css';
import '../forms/forms.css';
import './payment-management.css';

/**
 * /payment-management (spec 001 §2.5): signed out → Authentication Required; a customer →
 * no access; ops, admin and auditor → the screen.
 */
export default function PaymentManagement({ lang }: { lang: Lang }) {
  return (
    <ProtectedRoute lang={lang}>
      {(user) =>
        canViewPayments(user.role) ? <PaymentManagementScreen user={user} lang={lang} /> : <NoAccess lang={lang} />
      }
    </ProtectedRoute>
  );
}
