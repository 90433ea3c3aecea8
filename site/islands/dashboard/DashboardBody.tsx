import type { ErrorTranslator } from '../../lib/error-text.ts';
import type { Lang } from '../../lib/locale.ts';
import type { CurrentUser } from '../../stores/current-user.ts';
import type { DashboardT } from './messages.ts';
import { PaymentsSection } from './payments/PaymentsSection.tsx';

/**
 * Everything below the dashboard header (spec 000 §2): the welcome card, then the mobile
 * money payment form, the recent payments list and the GIMAC section, each its own
 * component in this folder, in that order.
 */
export function DashboardBody(props: { user: CurrentUser; lang: Lang; t: DashboardT; errors: ErrorTranslator }) {
  const { user, t } = props;
  const contact = user.email ?? user.phone;
  return (
    <div className="container screen-body" data-testid="dashboard-body">
      <section className="card welcome-card" data-testid="welcome-card" aria-labelledby="welcome-title">
        <h2 id="welcome-title" className="welcome-title">
          {t('dashboard.welcome', { firstName: user.firstName })}
        </h2>
        <p className="welcome-text">{t('dashboard.welcomeBody')}</p>
        {contact && <p className="welcome-contact small">{t('dashboard.signedInWith', { contact })}</p>}
      </section>
      <PaymentsSection {...props} />
    </div>
  );
}
