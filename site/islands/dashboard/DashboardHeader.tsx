import { useState } from 'react';
import type { Lang } from '../../../domain/languages.ts';
import { localizePath } from '../../lib/locale.ts';
import { type CurrentUser, signOut } from '../../stores/current-user.ts';
import { Icon } from '../shared/Icon.tsx';
import type { DashboardT } from './messages.ts';

/**
 * The dashboard header: the user's first and last name, a role badge (admin stands out) and Sign Out.
 * Without a user yet (the session is being checked) it keeps the same frame, "Loading" in
 * place of the name and the badge and button held invisible, so nothing moves when they come.
 */
export function DashboardHeader({ user, lang, t }: { user?: CurrentUser; lang: Lang; t: DashboardT }) {
  const [busy, setBusy] = useState(false);
  const initials = user ? `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() : '';
  const role = user?.role ?? 'customer';
  const roleLabel = t(`role.${role}`);
  const placeholder = user ? '' : ' is-placeholder';

  async function onSignOut() {
    setBusy(true);
    await signOut();
    window.location.assign(localizePath('/', lang));
  }

  return (
    <header className="screen-header" data-testid={user ? 'dashboard-header' : undefined}>
      <div className="container screen-header-inner">
        <div className="dashboard-identity">
          <span className="avatar" aria-hidden="true">
            {initials}
          </span>
          <div>
            <p className="screen-eyebrow">{t('dashboard.label')}</p>
            {user ? (
              <h1 className="dashboard-name" data-testid="dashboard-user-name" translate="no">
                {user.firstName} {user.lastName}
              </h1>
            ) : (
              <p className="dashboard-name" role="status">
                {t('common.loading')}
              </p>
            )}
          </div>
          <span
            className={`badge ${role === 'admin' ? 'badge-gold role-badge-admin' : 'badge-brand'}${placeholder}`}
            data-testid={user ? 'role-badge' : undefined}
            data-role={user?.role}
            title={user ? t('dashboard.role', { role: roleLabel }) : undefined}
          >
            {roleLabel}
          </span>
        </div>
        <button
          className={`btn btn-outline${placeholder}`}
          type="button"
          onClick={onSignOut}
          disabled={busy || !user}
          data-testid={user ? 'sign-out' : undefined}
        >
          <Icon name="signOut" size={16} />
          {busy ? t('session.signingOut') : t('dashboard.signOut')}
        </button>
      </div>
    </header>
  );
}
