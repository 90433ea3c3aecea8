import type { ReactNode } from 'react';
import '../back-office-tables.css';
import type { Lang } from '../../../../domain/languages.ts';
import { TableRows } from '../../shared/TableRows.tsx';
import type { BackOfficeUsersT as BackOfficeT } from '../messages.ts';
import { SelectAllCell } from '../SelectionCells.tsx';
import type { Selection } from '../use-selection.ts';
import type { BackOfficeUser } from './back-office-user.ts';
import { UserRow } from './UserRow.tsx';

interface Props<User extends BackOfficeUser> {
  lang: Lang;
  t: BackOfficeT;
  /** Undefined while the first answer loads. */
  users: readonly User[] | undefined;
  loading: boolean;
  /** The ticked rows; only users the caller may change can be ticked (see `useSelection`). */
  selection: Selection;
  mayChange: (user: User) => boolean;
  contactColumn: boolean;
  selectAllLabel: string;
  empty: string;
  role: (user: User) => ReactNode;
  actions: (user: User) => ReactNode;
}

/** The staff table of users both portals show, with a select-all box for their bulk actions. */
export function UsersTable<User extends BackOfficeUser>(props: Props<User>) {
  const { lang, t, users, loading, selection, mayChange, contactColumn } = props;
  const columns = contactColumn ? 8 : 7;
  return (
    <div className="table-wrap" aria-busy={loading}>
      <table className="table stacked-table" data-testid="users-table">
        <thead>
          <tr>
            <SelectAllCell label={props.selectAllLabel} selection={selection} disabled={!users?.some(mayChange)} />
            <th scope="col">{t('backOffice.users.col.user')}</th>
            {contactColumn && <th scope="col">{t('backOffice.users.col.contact')}</th>}
            <th scope="col">{t('backOffice.users.col.role')}</th>
            <th scope="col">{t('backOffice.users.col.status')}</th>
            <th scope="col">{t('backOffice.users.col.lastLogin')}</th>
            <th scope="col">{t('backOffice.users.col.created')}</th>
            <th scope="col">{t('backOffice.users.col.actions')}</th>
          </tr>
        </thead>
        <TableRows
          rows={users}
          columns={columns}
          loadingLabel={t('common.loading')}
          emptyTestId="users-empty"
          empty={props.empty}
        >
          {(user) => (
            <UserRow
              key={user.id}
              lang={lang}
              t={t}
              user={user}
              contactColumn={contactColumn}
              role={props.role(user)}
              selectable={mayChange(user)}
              ticked={selection.isTicked(user.id)}
              onTick={() => selection.toggle(user.id)}
              actions={props.actions(user)}
            />
          )}
        </TableRows>
      </table>
    </div>
  );
}
