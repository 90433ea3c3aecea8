import { formatDateTime } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { Icon } from '../shared/Icon.tsx';
import type { DashboardUser } from './admin-dashboard-api.ts';
import type { AdT } from './messages.ts';

interface Props {
  user: DashboardUser;
  lang: Lang;
  t: AdT;
  selected: boolean;
  /** May this caller change this user's status (and so select it for a bulk action)? */
  mayToggle: boolean;
  mayEdit: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onEdit: () => void;
  onToggle: () => void;
}

const ROLE_TONE = { customer: 'badge-info', ops: 'badge-brand', auditor: 'badge-gold', admin: 'badge-danger' } as const;

/** One row of the admin dashboard's Users table. */
export function UserRow({ user, lang, t, selected, mayToggle, mayEdit, busy, onSelect, onEdit, onToggle }: Props) {
  const name = `${user.firstName} ${user.lastName}`;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <tr data-testid="user-row" data-user-id={user.id} data-email={user.email ?? ''} data-active={user.isActive}>
      <td className="ad-select-cell">
        <input
          type="checkbox"
          className="ad-select"
          checked={selected}
          disabled={!mayToggle}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t('ad.users.selectOne', { name })}
          data-testid="select-user"
        />
      </td>
      <td data-label={t('ad.users.col.user')}>
        <div className="ad-user">
          <span className="ad-initials" aria-hidden="true">
            {initials}
          </span>
          <span className="ad-user-name" translate="no">
            {name}
          </span>
        </div>
      </td>
      <td className="cell-wrap ad-contact-cell" data-label={t('ad.users.col.contact')}>
        <div className="ad-contact" translate="no">
          {user.email && <div>{user.email}</div>}
          {user.phone && <div className="small muted mono">{user.phone}</div>}
        </div>
      </td>
      <td data-label={t('ad.users.col.role')}>
        <span className={`badge ${ROLE_TONE[user.role]}`} data-testid="user-role">
          {t(`ad.role.${user.role}`)}
        </span>
      </td>
      <td data-label={t('ad.users.col.status')}>
        <span className="ad-badges">
          <span className={user.isActive ? 'badge badge-success' : 'badge badge-danger'} data-testid="user-status">
            {t(user.isActive ? 'ad.status.active' : 'ad.status.inactive')}
          </span>
          {user.isVerified && (
            <span className="badge badge-info" data-testid="user-verified">
              {t('ad.status.verified')}
            </span>
          )}
        </span>
      </td>
      <td data-label={t('ad.users.col.lastLogin')}>
        {user.lastLoginAt ? (
          <time dateTime={user.lastLoginAt}>{formatDateTime(user.lastLoginAt, lang)}</time>
        ) : (
          t('ad.never')
        )}
      </td>
      <td data-label={t('ad.users.col.created')}>
        <time dateTime={user.createdAt}>{formatDateTime(user.createdAt, lang)}</time>
      </td>
      <td className="actions-cell">
        <div className="row-actions">
          <button
            className="icon-btn row-action row-action-primary"
            type="button"
            disabled={!mayEdit}
            title={t('ad.users.edit', { name })}
            onClick={onEdit}
            data-testid="edit-user"
          >
            <Icon name="pencil" />
            <span className="sr-only">{t('ad.users.edit', { name })}</span>
          </button>
          <button
            className={
              user.isActive ? 'icon-btn row-action row-action-danger' : 'icon-btn row-action row-action-primary'
            }
            type="button"
            disabled={!mayToggle || busy}
            title={t(user.isActive ? 'ad.users.toggleOff' : 'ad.users.toggleOn', { name })}
            onClick={onToggle}
            data-testid="toggle-user"
          >
            <Icon name="power" />
            <span className="sr-only">{t(user.isActive ? 'ad.users.toggleOff' : 'ad.users.toggleOn', { name })}</span>
          </button>
        </div>
      </td>
    </tr>
  );
}
