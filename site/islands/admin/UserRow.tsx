import { formatDate, formatDateTime } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { isRole } from '../../../domain/roles.ts';
import { Icon } from '../shared/Icon.tsx';
import type { PortalUser } from './admin-api.ts';
import type { PortalT } from './messages.ts';

function initials(user: PortalUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

interface Props {
  lang: Lang;
  t: PortalT;
  user: PortalUser;
  mayChange: boolean;
  ticked: boolean;
  onTick: () => void;
  onToggle: () => void;
}

/** One user of the table: initials, name, e-mail; role; status badges; last login; created. */
export function UserRow({ lang, t, user, mayChange, ticked, onTick, onToggle }: Props) {
  const name = `${user.firstName} ${user.lastName}`;
  const toggleLabel = t(user.isActive ? 'portal.users.suspendOne' : 'portal.users.activateOne', { name });
  return (
    <tr data-testid="user-row" data-email={user.email ?? ''} data-active={user.isActive}>
      <td className="portal-check-col">
        <input
          type="checkbox"
          className="checkbox"
          aria-label={t('portal.selectRow', { name })}
          checked={ticked}
          disabled={!mayChange}
          onChange={onTick}
          data-testid="select-row"
        />
      </td>
      <td className="cell-wrap" data-label={t('portal.users.col.user')}>
        <div className="portal-user">
          <span className="portal-initials" aria-hidden="true">
            {initials(user)}
          </span>
          <div>
            <div className="portal-strong" translate="no">
              {name}
            </div>
            <div className="small muted">{user.email ?? user.phone}</div>
          </div>
        </div>
      </td>
      <td data-label={t('portal.users.col.role')}>
        {isRole(user.role) ? t(`portal.users.role.${user.role}`) : user.role}
      </td>
      <td data-label={t('portal.users.col.status')}>
        <span className="portal-badges">
          <span className={`badge ${user.isActive ? 'badge-success' : 'badge-danger'}`} data-testid="user-status">
            {t(user.isActive ? 'portal.users.active' : 'portal.users.inactive')}
          </span>
          {user.isVerified && <span className="badge badge-info">{t('portal.users.verified')}</span>}
        </span>
      </td>
      <td data-label={t('portal.users.col.lastLogin')}>
        {user.lastLogin ? formatDateTime(user.lastLogin, lang) : t('portal.never')}
      </td>
      <td data-label={t('portal.users.col.created')}>{formatDate(user.createdAt, lang)}</td>
      <td className="actions-cell">
        <div className="row-actions">
          <button
            className={`icon-btn row-action ${user.isActive ? 'row-action-danger' : 'row-action-primary'}`}
            type="button"
            title={toggleLabel}
            disabled={!mayChange}
            onClick={onToggle}
            data-testid="toggle-user"
          >
            <Icon name={user.isActive ? 'ban' : 'checkCircle'} />
            <span className="sr-only">{toggleLabel}</span>
          </button>
        </div>
      </td>
    </tr>
  );
}
