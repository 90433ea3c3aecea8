import type { ReactNode } from 'react';
import { FilterSelect } from '../shared/FilterSelect.tsx';

interface Props<Filter extends string> {
  idPrefix: string;
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  filterLabel: string;
  filter: Filter;
  filters: { value: Filter; label: string }[];
  onFilter: (value: Filter) => void;
  /** The bulk buttons, on the right. */
  children: ReactNode;
}

/** A portal list's toolbar: the search box, the status filter and the bulk actions. */
export function ListToolbar<Filter extends string>(props: Props<Filter>) {
  return (
    <div className="toolbar portal-toolbar">
      <search className="portal-filters">
        <div className="field portal-search">
          <label className="sr-only" htmlFor={`${props.idPrefix}-search`}>
            {props.searchLabel}
          </label>
          <input
            id={`${props.idPrefix}-search`}
            className="input"
            type="search"
            placeholder={props.searchLabel}
            value={props.search}
            onChange={(event) => props.onSearch(event.target.value)}
            data-testid={`${props.idPrefix}-search`}
          />
        </div>
        <FilterSelect
          id={`${props.idPrefix}-filter`}
          label={props.filterLabel}
          value={props.filter}
          options={props.filters}
          onChange={props.onFilter}
        />
      </search>
      <div className="portal-bulk">{props.children}</div>
    </div>
  );
}
