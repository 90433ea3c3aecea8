import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { formatCount } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { useSelection } from '../back-office/use-selection.ts';
import { fullName } from '../back-office/users/back-office-user.ts';
import { EditUserButton, ToggleUserButton } from '../back-office/users/UserActions.tsx';
import { UsersTable } from '../back-office/users/UsersTable.tsx';
import { Icon } from '../shared/Icon.tsx';
import { useDebounced } from '../shared/use-debounced.ts';
import { useLastAnswer } from '../shared/use-last-answer.ts';
import type { DashboardUser } from './admin-dashboard-api.ts';
import { usersQuery } from './admin-dashboard-api.ts';
import type { AdT } from './messages.ts';
import { type CreatedAccount, SetupLinkReveal } from './SetupLinkReveal.tsx';
import type { DashboardPermissions } from './staff-permissions.ts';
import { UserDialog } from './UserDialog.tsx';
import { UserFiltersBar } from './UserFiltersBar.tsx';
import { useStatusChange } from './use-status-change.ts';
import { DEFAULT_USER_FILTERS, usersSearchPath } from './user-filters.ts';

const SEARCH_DEBOUNCE_MS = 300;
const ROLE_TONE = { customer: 'badge-info', ops: 'badge-brand', auditor: 'badge-gold', admin: 'badge-danger' } as const;

interface Props {
  lang: Lang;
  t: AdT;
  errors: ErrorTranslator;
  permissions: DashboardPermissions;
}

/** The admin dashboard's Users tab: filters, bulk Activate/Suspend, the table, the create/edit dialog. */
export function UsersTab({ lang, t, errors, permissions }: Props) {
  const [filters, setFilters] = useState(DEFAULT_USER_FILTERS);
  const [dialog, setDialog] = useState<{ user: DashboardUser | null } | null>(null);
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  const search = useDebounced(filters.search, SEARCH_DEBOUNCE_MS);
  const path = usersSearchPath({ ...filters, search });
  const $users = useMemo(() => usersQuery(path), [path]);
  const { data: fetched, error, loading } = useStore($users);
  const data = useLastAnswer(fetched);
  const users = data?.data.users;
  const selection = useSelection(users?.filter(permissions.mayToggle).map((user) => user.id) ?? []);
  const chosen = users?.filter((user) => selection.selected.includes(user.id)) ?? [];
  const { busy, bulk, toggle } = useStatusChange(t, errors, selection.clear);
  const mayBulk = !permissions.readOnly;

  return (
    <section className="card tab-card" aria-labelledby="ad-users-title" data-testid="users-tab">
      <div className="ad-tab-head">
        <div>
          <h2 id="ad-users-title" className="card-title">
            {t('ad.users.title')}
          </h2>
          <p className="card-subtitle">{t('ad.users.hint')}</p>
        </div>
        <button
          className="btn btn-primary"
          type="button"
          disabled={!permissions.manageUsers}
          onClick={() => setDialog({ user: null })}
          data-testid="new-user"
        >
          <Icon name="plus" size={16} />
          {t('ad.users.new')}
        </button>
      </div>
      {permissions.readOnly && (
        <p className="alert alert-info" data-testid="read-only-note">
          {t('ad.users.readOnly')}
        </p>
      )}
      {!permissions.readOnly && !permissions.manageUsers && (
        <p className="alert alert-info" data-testid="customers-only-note">
          {t('ad.users.customersOnly')}
        </p>
      )}
      {created && <SetupLinkReveal created={created} lang={lang} t={t} onDone={() => setCreated(null)} />}
      <div className="toolbar ad-users-toolbar">
        <UserFiltersBar
          t={t}
          filters={filters}
          onChange={(next) => {
            setFilters(next);
            selection.clear();
          }}
        />
        <div className="ad-bulk" data-testid="bulk-actions">
          {chosen.length > 0 && (
            <span className="small muted" data-testid="selected-count">
              {t('ad.users.selected', { count: formatCount(chosen.length, lang) })}
            </span>
          )}
          <button
            className="btn btn-outline btn-sm"
            type="button"
            disabled={!mayBulk || busy !== null}
            onClick={() => void bulk('activate', chosen)}
            data-testid="bulk-activate"
          >
            {t('ad.users.activate')}
          </button>
          <button
            className="btn btn-outline btn-sm ad-danger-outline"
            type="button"
            disabled={!mayBulk || busy !== null}
            onClick={() => void bulk('suspend', chosen)}
            data-testid="bulk-suspend"
          >
            {t('ad.users.suspend')}
          </button>
        </div>
      </div>
      {error && !users ? (
        <p className="alert alert-danger" role="alert" data-testid="users-error">
          {t('ad.loadFailed')}
        </p>
      ) : (
        <UsersTable
          lang={lang}
          t={t}
          users={users}
          loading={loading}
          selection={selection}
          mayChange={permissions.mayToggle}
          contactColumn
          selectAllLabel={t('ad.users.selectAll')}
          empty={t('ad.users.empty')}
          role={(user) => (
            <span className={`badge ${ROLE_TONE[user.role]}`} data-testid="user-role">
              {t(`ad.role.${user.role}`)}
            </span>
          )}
          actions={(user) => (
            <>
              <EditUserButton
                t={t}
                user={user}
                disabled={!permissions.manageUsers}
                onEdit={() => setDialog({ user })}
              />
              <ToggleUserButton
                t={t}
                user={user}
                disabled={!permissions.mayToggle(user) || busy === user.id}
                onToggle={() => void toggle(user)}
              />
            </>
          )}
        />
      )}
      {data && (
        <p className="small muted ad-count" data-testid="users-count">
          {t('ad.users.count', {
            shown: formatCount(data.data.users.length, lang),
            total: formatCount(data.data.total, lang),
          })}
        </p>
      )}
      {dialog && (
        <UserDialog
          t={t}
          errors={errors}
          user={dialog.user}
          onClose={() => setDialog(null)}
          onCreated={(user, link) => {
            setDialog(null);
            setCreated({ name: fullName(user), link });
          }}
        />
      )}
    </section>
  );
}
