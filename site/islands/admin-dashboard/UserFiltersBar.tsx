import { FilterSelect } from '../shared/FilterSelect.tsx';
import type { AdT } from './messages.ts';
import { ROLE_FILTERS, STATUS_FILTERS, type UserFilters } from './user-filters.ts';

/** The admin dashboard's Users filters: search, role, status. */
export function UserFiltersBar({
  t,
  filters,
  onChange,
}: {
  t: AdT;
  filters: UserFilters;
  onChange: (next: UserFilters) => void;
}) {
  const set = (patch: Partial<UserFilters>) => onChange({ ...filters, ...patch });
  return (
    <search className="ad-filters" data-testid="user-filters">
      <div className="field ad-filter-search">
        <label className="sr-only" htmlFor="user-search">
          {t('ad.users.search')}
        </label>
        <input
          id="user-search"
          className="input"
          type="search"
          placeholder={t('ad.users.search')}
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
        />
      </div>
      <FilterSelect
        id="user-role"
        label={t('ad.users.role')}
        value={filters.role}
        options={ROLE_FILTERS.map((value) => ({
          value,
          label: value === 'all' ? t('ad.users.allRoles') : t(`ad.role.${value}`),
        }))}
        onChange={(role) => set({ role })}
      />
      <FilterSelect
        id="user-status"
        label={t('ad.users.status')}
        value={filters.status}
        options={STATUS_FILTERS.map((value) => ({
          value,
          label: value === 'all' ? t('ad.users.allStatuses') : t(`ad.status.${value}`),
        }))}
        onChange={(status) => set({ status })}
      />
    </search>
  );
}
