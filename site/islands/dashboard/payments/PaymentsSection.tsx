import { type Lang, localizePath, translator } from '../../../lib/i18n.ts';
import type { CurrentUser } from '../../../stores/current-user.ts';
import { GimacSection } from './GimacSection.tsx';
import { MobileMoneyForm } from './MobileMoneyForm.tsx';
import { PaymentsList } from './PaymentsList.tsx';
import '../../forms/forms.css';
import '../../payments/payments.css';
import './payments.css';

/** Staff roles that may open /payment-management (payments contract visibility). */
const STAFF_ROLES = new Set(['ops', 'admin', 'auditor']);

/** The dashboard's payments area (spec 000 §2), below the welcome card. */
export function PaymentsSection({ user, lang }: { user: CurrentUser; lang: Lang }) {
  const t = translator(lang);
  return (
    <>
      {STAFF_ROLES.has(user.role) && (
        <p className="alert alert-info staff-link" data-testid="payment-management-link">
          <span>{t('payments.staffNotice')}</span>
          <a className="btn btn-primary btn-sm" href={localizePath('/payment-management', lang)}>
            {t('payments.staffLink')}
          </a>
        </p>
      )}
      <div className="payments-grid">
        <MobileMoneyForm lang={lang} />
        <PaymentsList lang={lang} />
      </div>
      <GimacSection lang={lang} />
    </>
  );
}
