import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { formatCount } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
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
import { UserRow } from './UserRow.tsx';
import { useStatusChange } from './use-status-change.ts';
import { DEFAULT_USER_FILTERS, usersSearchPath } from './user-filters.ts';

const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  lang: Lang;
  t: AdT;
  errors: ErrorTranslator;
  permissions: DashboardPermissions;
}

/** The admin dashboard's Users tab: filters, bulk Activate/Suspend, the table, the create/edit dialog. */
export function UsersTab({ lang, t, errors, permissions }: Props) {
  const [filters, setFilters] = useState(DEFAULT_USER_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<{ user: DashboardUser | null } | null>(null);
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  const search = useDebounced(filters.search, SEARCH_DEBOUNCE_MS);
  const path = usersSearchPath({ ...filters, search });
  const $users = useMemo(() => usersQuery(path), [path]);
  const { data: fetched, error, loading } = useStore($users);
  const data = useLastAnswer(fetched);
  const users = data?.data.users;
  const selectable = (users ?? []).filter((user) => permissions.mayToggle(user));
  const chosen = selectable.filter((user) => selected.has(user.id));
  const allChosen = selectable.length > 0 && chosen.length === selectable.length;
  const { busy, bulk, toggle } = useStatusChange(t, errors, () => setSelected(new Set()));
  const mayBulk = !permissions.readOnly;

  function choose(id: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  }

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
            setSelected(new Set());
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
        <div className="table-wrap" aria-busy={loading}>
          <table className="table stacked-table" data-testid="users-table">
            <thead>
              <tr>
                <th scope="col" className="ad-select-cell">
                  <input
                    type="checkbox"
                    className="ad-select"
                    checked={allChosen}
                    disabled={selectable.length === 0}
                    onChange={(event) =>
                      setSelected(event.target.checked ? new Set(selectable.map((user) => user.id)) : new Set())
                    }
                    aria-label={t('ad.users.selectAll')}
                    data-testid="select-all-users"
                  />
                </th>
                <th scope="col">{t('ad.users.col.user')}</th>
                <th scope="col">{t('ad.users.col.contact')}</th>
                <th scope="col">{t('ad.users.col.role')}</th>
                <th scope="col">{t('ad.users.col.status')}</th>
                <th scope="col">{t('ad.users.col.lastLogin')}</th>
                <th scope="col">{t('ad.users.col.created')}</th>
                <th scope="col">
                  <span className="sr-only">{t('ad.users.col.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {!users ? (
                <tr>
                  <td colSpan={8}>
                    <span className="skeleton load-skeleton" role="status" aria-label={t('common.loading')} />
                  </td>
                </tr>
              ) : users.length === 0 ? (
                <tr>
                  <td colSpan={8} className="table-empty" data-testid="users-empty">
                    {t('ad.users.empty')}
                  </td>
                </tr>
              ) : (
                users.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    lang={lang}
                    t={t}
                    selected={selected.has(user.id)}
                    mayToggle={permissions.mayToggle(user)}
                    mayEdit={permissions.manageUsers}
                    busy={busy === user.id}
                    onSelect={(on) => choose(user.id, on)}
                    onEdit={() => setDialog({ user })}
                    onToggle={() => void toggle(user)}
                  />
                ))
              )}
            </tbody>
          </table>
        </div>
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
            setCreated({ name: `${user.firstName} ${user.lastName}`, link });
          }}
        />
      )}
    </section>
  );
}
