import { FilterSelect } from '../shared/FilterSelect.tsx';
import type { PmT } from './messages.ts';
import { PROVIDER_FILTERS, STATUS_FILTERS, type TransactionFilters, TYPE_FILTERS } from './transaction-filters.ts';

interface Props {
  t: PmT;
  filters: TransactionFilters;
  onChange: (next: TransactionFilters) => void;
}

/** The Transactions tab's filters: search by reference, phone or name; status; type; provider. */
export function TransactionFiltersBar({ t, filters, onChange }: Props) {
  const set = (patch: Partial<TransactionFilters>) => onChange({ ...filters, ...patch, page: 1 });
  return (
    <search className="pm-filters" data-testid="transaction-filters">
      <div className="field pm-filter-search">
        <label className="sr-only" htmlFor="tx-search">
          {t('pm.filter.search')}
        </label>
        <input
          id="tx-search"
          className="input"
          type="search"
          placeholder={t('pm.filter.search')}
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
        />
      </div>
      <FilterSelect
        id="tx-status"
        label={t('pm.filter.status')}
        value={filters.status}
        options={STATUS_FILTERS.map((value) => ({
          value,
          label: value === 'all' ? t('pm.filter.allStatuses') : t(`payments.status.${value}`),
        }))}
        onChange={(status) => set({ status })}
      />
      <FilterSelect
        id="tx-type"
        label={t('pm.filter.type')}
        value={filters.type}
        options={TYPE_FILTERS.map((value) => ({
          value,
          label: value === 'all' ? t('pm.filter.allTypes') : t(`pm.type.${value}`),
        }))}
        onChange={(type) => set({ type })}
      />
      <FilterSelect
        id="tx-provider"
        label={t('pm.filter.provider')}
        value={filters.provider}
        options={PROVIDER_FILTERS.map((value) => ({
          value,
          label: value === 'all' ? t('pm.filter.allProviders') : t(`pm.provider.${value}`),
        }))}
        onChange={(provider) => set({ provider })}
      />
    </search>
  );
}
