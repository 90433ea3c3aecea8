import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../../../domain/format.ts';
import type { Lang } from '../../../../domain/languages.ts';
import type { BackOfficeUsersT as BackOfficeT } from '../messages.ts';
import { SelectRowCell } from '../SelectionCells.tsx';
import { type BackOfficeUser, fullName } from './back-office-user.ts';

interface Props {
  lang: Lang;
  t: BackOfficeT;
  user: BackOfficeUser;
  /** The admin dashboard gives e-mail and phone a column; the portal shows them under the name. */
  contactColumn: boolean;
  role: ReactNode;
  selectable: boolean;
  ticked: boolean;
  onTick: () => void;
  actions: ReactNode;
}

/** One user of a staff table: tick box, initials and name, contact, role, status badges, dates, actions. */
export function UserRow({ lang, t, user, contactColumn, role, selectable, ticked, onTick, actions }: Props) {
  const name = fullName(user);
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <tr data-testid="user-row" data-user-id={user.id} data-email={user.email ?? ''} data-active={user.isActive}>
      <SelectRowCell
        label={t('backOffice.selectRow', { name })}
        ticked={ticked}
        disabled={!selectable}
        onTick={onTick}
      />
      <td className="cell-wrap" data-label={t('backOffice.users.col.user')}>
        <div className="bo-user">
          <span className="bo-initials" aria-hidden="true">
            {initials}
          </span>
          <div>
            <div className="bo-strong" translate="no">
              {name}
            </div>
            {!contactColumn && <div className="small muted">{user.email ?? user.phone}</div>}
          </div>
        </div>
      </td>
      {contactColumn && (
        <td className="cell-wrap bo-contact-cell" data-label={t('backOffice.users.col.contact')}>
          <div translate="no">
            {user.email && <div>{user.email}</div>}
            {user.phone && <div className="small muted mono">{user.phone}</div>}
          </div>
        </td>
      )}
      <td data-label={t('backOffice.users.col.role')}>{role}</td>
      <td data-label={t('backOffice.users.col.status')}>
        <span className="bo-badges">
          <span className={`badge ${user.isActive ? 'badge-success' : 'badge-danger'}`} data-testid="user-status">
            {t(user.isActive ? 'backOffice.users.active' : 'backOffice.users.inactive')}
          </span>
          {user.isVerified && (
            <span className="badge badge-info" data-testid="user-verified">
              {t('backOffice.users.verified')}
            </span>
          )}
        </span>
      </td>
      <td data-label={t('backOffice.users.col.lastLogin')}>
        {user.lastLoginAt ? (
          <time dateTime={user.lastLoginAt}>{formatDateTime(user.lastLoginAt, lang)}</time>
        ) : (
          t('backOffice.never')
        )}
      </td>
      <td data-label={t('backOffice.users.col.created')}>
        <time dateTime={user.createdAt}>{formatDate(user.createdAt, lang)}</time>
      </td>
      <td className="actions-cell">
        <div className="row-actions">{actions}</div>
      </td>
    </tr>
  );
}
