import { useDeferredValue } from 'react';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import type { CurrentUser } from '../../stores/current-user.ts';
import { AccountsCard } from './accounts/AccountsCard.tsx';
import { ConnectedAppsCard } from './connected-apps/ConnectedAppsCard.tsx';
import type { DashboardT } from './messages.ts';
import { PaymentsSection } from './payments/PaymentsSection.tsx';

/**
 * Everything below the dashboard header: the welcome card, then the mobile
 * money payment form, the recent payments list and the GIMAC section, each its own
 * component in this folder, in that order, and for a customer their accounts with the control that
 * opens one (issue 30) and their connected apps (issue 17). Without a user (the session is being checked)
 * only the welcome card shows, titled "Dashboard" until the name is known; every element keeps its place, so the same
 * nodes carry on when the user arrives.
 */
export function DashboardBody(props: { user?: CurrentUser; lang: Lang; t: DashboardT; errors: ErrorTranslator }) {
  const { user, t } = props;
  const contact = user ? (user.email ?? user.phone) : null;
  // The user arrives through a store (useSyncExternalStore), whose updates React renders in one
  // synchronous task. The payments area and connected apps, most of the screen's work, follow in a deferred pass
  // that React renders in slices between frames, so no long task blocks the page (Lighthouse's
  // total blocking time on a phone) while the welcome card updates at once.
  const paymentsUser = useDeferredValue(user);
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
      {paymentsUser ? <PaymentsSection {...props} user={paymentsUser} /> : null}
      {paymentsUser?.role === 'customer' ? (
        <>
          <AccountsCard t={t} errors={props.errors} />
          <ConnectedAppsCard lang={props.lang} t={t} errors={props.errors} />
        </>
      ) : null}
    </div>
  );
}
