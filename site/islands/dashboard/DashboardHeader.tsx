import { useState } from 'react';
import { type Lang, localizePath } from '../../lib/locale.ts';
import { type CurrentUser, signOut } from '../../stores/current-user.ts';
import { Icon } from '../shared/Icon.tsx';
import type { DashboardT } from './messages.ts';

/** Spec 000 §2: the user's first and last name, a role badge (admin stands out) and Sign Out. */
export function DashboardHeader({ user, lang, t }: { user: CurrentUser; lang: Lang; t: DashboardT }) {
  const [busy, setBusy] = useState(false);
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const roleLabel = t(`role.${user.role}`);

  async function onSignOut() {
    setBusy(true);
    await signOut();
    window.location.assign(localizePath('/', lang));
  }

  return (
    <header className="screen-header" data-testid="dashboard-header">
      <div className="container screen-header-inner">
        <div className="dashboard-identity">
          <span className="avatar" aria-hidden="true">
            {initials}
          </span>
          <div>
            <p className="screen-eyebrow">{t('dashboard.label')}</p>
            <h1 className="dashboard-name" data-testid="dashboard-user-name" translate="no">
              {user.firstName} {user.lastName}
            </h1>
          </div>
          <span
            className={`badge ${user.role === 'admin' ? 'badge-gold role-badge-admin' : 'badge-brand'}`}
            data-testid="role-badge"
            data-role={user.role}
            title={t('dashboard.role', { role: roleLabel })}
          >
            {roleLabel}
          </span>
        </div>
        <button className="btn btn-outline" type="button" onClick={onSignOut} disabled={busy} data-testid="sign-out">
          <Icon name="signOut" size={16} />
          {busy ? t('session.signingOut') : t('dashboard.signOut')}
        </button>
      </div>
    </header>
  );
}
