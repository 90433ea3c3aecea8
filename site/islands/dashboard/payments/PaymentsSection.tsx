import type { Lang } from '../../../../domain/languages.ts';
import type { ErrorTranslator } from '../../../lib/error-text.ts';
import { localizePath } from '../../../lib/locale.ts';
import type { CurrentUser } from '../../../stores/current-user.ts';
import { canStartPayments, canViewPayments } from '../../payments/staff-roles.ts';
import type { DashboardT } from '../messages.ts';
import { GimacSection } from './GimacSection.tsx';
import { MobileMoneyForm } from './MobileMoneyForm.tsx';
import { PaymentsList } from './PaymentsList.tsx';
import { ReadOnlyPayments } from './ReadOnlyPayments.tsx';
import '../../forms/forms.css';
import '../../payments/payments.css';
import './payments.css';

/** The dashboard's payments area, below the welcome card; a role that may not pay reads why instead of the forms. */
export function PaymentsSection({
  user,
  lang,
  t,
  errors,
}: {
  user: CurrentUser;
  lang: Lang;
  t: DashboardT;
  errors: ErrorTranslator;
}) {
  const mayPay = canStartPayments(user.role);
  return (
    <>
      {canViewPayments(user.role) && (
        <p className="alert alert-info staff-link" data-testid="payment-management-link">
          <span>{t('payments.staffNotice')}</span>
          <a className="btn btn-primary btn-sm" href={localizePath('/payment-management', lang)}>
            {t('payments.staffLink')}
          </a>
        </p>
      )}
      <div className="payments-grid">
        {mayPay ? (
          <MobileMoneyForm t={t} errors={errors} />
        ) : (
          <ReadOnlyPayments title={t('payments.mm.title')} testId="mobile-money-read-only" t={t} />
        )}
        <PaymentsList lang={lang} t={t} />
      </div>
      <GimacSection lang={lang} t={t} errors={errors} mayTransfer={mayPay} />
    </>
  );
}
