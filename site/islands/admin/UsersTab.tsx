import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toast, toastFailure } from '../../stores/toast.ts';
import type { StaffPermissions } from '../back-office/staff-permissions.ts';
import { useSelection } from '../back-office/use-selection.ts';
import { ToggleUserButton } from '../back-office/users/UserActions.tsx';
import { UsersTable } from '../back-office/users/UsersTable.tsx';
import { useDebounced } from '../shared/use-debounced.ts';
import { useLastAnswer } from '../shared/use-last-answer.ts';
import { type BulkUserOperation, portalActions, refreshPortalData, usersQuery } from './admin-api.ts';
import { ListToolbar } from './ListToolbar.tsx';
import type { PortalT } from './messages.ts';

const FILTERS = ['all', 'active', 'inactive', 'verified'] as const;
type Filter = (typeof FILTERS)[number];
const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  lang: Lang;
  t: PortalT;
  errors: ErrorTranslator;
  permissions: StaffPermissions;
}

/**
 * The admin portal's Users tab: search, filter, the table with select-all, bulk activate and bulk
 * suspend (reason "Bulk suspension"), and one toggle per row. Ops act on customers only and
 * nobody suspends themselves: those rows cannot be ticked or toggled.
 */
export function UsersTab({ lang, t, errors, permissions }: Props) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [busy, setBusy] = useState(false);
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const $list = useMemo(() => usersQuery(q, filter), [q, filter]);
  const { data: fetched, error, loading } = useStore($list);
  const data = useLastAnswer(fetched);
  // The portal's API names the last sign-in `lastLogin`; the shared table reads `lastLoginAt`.
  const rows = useMemo(() => data?.users.map((user) => ({ ...user, lastLoginAt: user.lastLogin })), [data]);
  const mayChange = permissions.changeUserStatus;
  const selection = useSelection(rows?.filter(mayChange).map((row) => row.id) ?? []);
  const anyChangeable = Boolean(rows?.some(mayChange));

  async function run(operation: BulkUserOperation, userIds: string[], reason: string) {
    if (userIds.length === 0) {
      toastFailure(t('portal.users.noneSelected'), t('portal.users.noneSelectedBody'));
      return;
    }
    setBusy(true);
    try {
      await portalActions.bulkUsers(operation, userIds, reason);
      toast({ title: t(`portal.users.done.${operation}`), variant: 'success' });
      selection.clear();
      refreshPortalData();
    } catch (failure) {
      toast({ title: errors.message(failure) ?? t('portal.operationFailed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card tab-card" aria-labelledby="portal-users-title" data-testid="users-tab">
      <h2 id="portal-users-title" className="card-title">
        {t('portal.users.title')}
      </h2>
      <ListToolbar
        idPrefix="users"
        searchLabel={t('portal.users.search')}
        search={search}
        onSearch={setSearch}
        filterLabel={t('portal.users.filter')}
        filter={filter}
        filters={FILTERS.map((value) => ({ value, label: t(`portal.users.filter.${value}`) }))}
        onFilter={setFilter}
      >
        {selection.selected.length > 0 && (
          <span className="small muted" data-testid="selected-count">
            {t('portal.selected', { count: selection.selected.length })}
          </span>
        )}
        {/* Pressing with nothing ticked says "No Users Selected", so only the role disables these. */}
        <button
          className="btn btn-primary btn-sm"
          type="button"
          disabled={!anyChangeable || busy}
          onClick={() => void run('activate', selection.selected, 'Bulk activation')}
          data-testid="bulk-activate"
        >
          {t('portal.users.activate')}
        </button>
        <button
          className="btn btn-danger btn-sm"
          type="button"
          disabled={!anyChangeable || busy}
          onClick={() => void run('suspend', selection.selected, 'Bulk suspension')}
          data-testid="bulk-suspend"
        >
          {t('portal.users.suspend')}
        </button>
      </ListToolbar>
      {error && !rows ? (
        <p className="alert alert-danger" role="alert" data-testid="load-failed">
          {t('portal.loadFailed')}
        </p>
      ) : (
        <UsersTable
          lang={lang}
          t={t}
          users={rows}
          loading={loading}
          selection={selection}
          mayChange={mayChange}
          contactColumn={false}
          selectAllLabel={t('portal.selectAll')}
          empty={t('portal.users.empty')}
          role={(user) => t(`portal.users.role.${user.role}`)}
          actions={(user) => (
            <ToggleUserButton
              t={t}
              user={user}
              disabled={!mayChange(user) || busy}
              onToggle={() =>
                void run(
                  user.isActive ? 'suspend' : 'activate',
                  [user.id],
                  `Individual ${user.isActive ? 'suspend' : 'activate'} action`,
                )
              }
            />
          )}
        />
      )}
    </section>
  );
}
