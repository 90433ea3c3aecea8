import { type Lang, translator } from '../../lib/i18n.ts';
import { PROVIDER_FILTERS, STATUS_FILTERS, type TransactionFilters, TYPE_FILTERS } from './transaction-filters.ts';

interface Props {
  lang: Lang;
  filters: TransactionFilters;
  onChange: (next: TransactionFilters) => void;
}

/** Spec 001 §2.5 filters: search by reference, phone or name; status; type; provider. */
export function TransactionFiltersBar({ lang, filters, onChange }: Props) {
  const t = translator(lang);
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
      <div className="field">
        <label className="sr-only" htmlFor="tx-status">
          {t('pm.filter.status')}
        </label>
        <select
          id="tx-status"
          className="select"
          value={filters.status}
          onChange={(event) => set({ status: event.target.value as TransactionFilters['status'] })}
        >
          {STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === 'all' ? t('pm.filter.allStatuses') : t(`payments.status.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="sr-only" htmlFor="tx-type">
          {t('pm.filter.type')}
        </label>
        <select
          id="tx-type"
          className="select"
          value={filters.type}
          onChange={(event) => set({ type: event.target.value as TransactionFilters['type'] })}
        >
          {TYPE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === 'all' ? t('pm.filter.allTypes') : t(`pm.type.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="sr-only" htmlFor="tx-provider">
          {t('pm.filter.provider')}
        </label>
        <select
          id="tx-provider"
          className="select"
          value={filters.provider}
          onChange={(event) => set({ provider: event.target.value as TransactionFilters['provider'] })}
        >
          {PROVIDER_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === 'all' ? t('pm.filter.allProviders') : t(`pm.provider.${value}`)}
            </option>
          ))}
        </select>
      </div>
    </search>
  );
}
