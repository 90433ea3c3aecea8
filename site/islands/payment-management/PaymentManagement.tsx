import type { Lang } from '../../../domain/languages.ts';
import { errorTranslator } from '../../lib/error-text.ts';
import { translatorFor } from '../../lib/messages.ts';
import { canViewPayments } from '../payments/staff-roles.ts';
import { ProtectedRoute } from '../shared/ProtectedRoute.tsx';
import type { PaymentManagementMessages, PmKey } from './messages.ts';
import { NoAccess } from './NoAccess.tsx';
import { PaymentManagementScreen } from './PaymentManagementScreen.tsx';
import '../shared/screen.css';
import '../payments/payments.css';
import '../forms/forms.css';
import '../shared/back-office.css';
import './payment-management.css';

/**
 * /payment-management: signed out → Authentication Required; a customer →
 * no access; ops, admin and auditor → the screen.
 */
export default function PaymentManagement({ lang, messages }: { lang: Lang; messages: PaymentManagementMessages }) {
  const t = translatorFor<PmKey>(messages);
  const errors = errorTranslator(messages);
  return (
    <ProtectedRoute lang={lang} t={t}>
      {(user) =>
        canViewPayments(user.role) ? (
          <PaymentManagementScreen user={user} lang={lang} t={t} errors={errors} />
        ) : (
          <NoAccess lang={lang} t={t} />
        )
      }
    </ProtectedRoute>
  );
}
