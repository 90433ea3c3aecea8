import type { ErrorTranslator } from '../../lib/error-text.ts';
import type { Lang } from '../../lib/locale.ts';
import type { CurrentUser } from '../../stores/current-user.ts';
import type { DashboardT } from './messages.ts';
import { PaymentsSection } from './payments/PaymentsSection.tsx';

/**
 * Everything below the dashboard header (spec 000 §2): the welcome card, then the mobile
 * money payment form, the recent payments list and the GIMAC section, each its own
 * component in this folder, in that order. Without a user (the session is being checked)
 * only the welcome card shows, titled "Dashboard" until the name is known; every element keeps its place, so the same
 * nodes carry on when the user arrives.
 */
export function DashboardBody(props: { user?: CurrentUser; lang: Lang; t: DashboardT; errors: ErrorTranslator }) {
  const { user, t } = props;
  const contact = user ? (user.email ?? user.phone) : null;
  return (
    <div className="container screen-body" data-testid={user ? 'dashboard-body' : undefined} aria-busy={!user}>
      <section
        className="card welcome-card"
        data-testid={user ? 'welcome-card' : undefined}
        aria-labelledby="welcome-title"
      >
        <h2 id="welcome-title" className="welcome-title">
          {user ? t('dashboard.welcome', { firstName: user.firstName }) : t('dashboard.label')}
        </h2>
        <p className="welcome-text">{t('dashboard.welcomeBody')}</p>
        {contact && <p className="welcome-contact small">{t('dashboard.signedInWith', { contact })}</p>}
      </section>
      {user ? <PaymentsSection {...props} user={user} /> : null}
    </div>
  );
}
