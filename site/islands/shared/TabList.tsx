import { moveBetweenTabs } from '../../scripts/tab-keys.ts';

/**
 * A work screen's tabs (WAI-ARIA tabs: arrow keys move between them, only the selected one is
 * in the tab order). Tab `id` is `<prefix>-tab-<id>`, its panel `<prefix>-panel-<id>`.
 */
export function TabList<Id extends string>({
  ids,
  selected,
  label,
  prefix,
  labelOf,
  onSelect,
  gridOnPhones = ids.length === 4,
}: {
  ids: readonly Id[];
  selected: Id;
  label: string;
  prefix: string;
  labelOf: (id: Id) => string;
  onSelect: (id: Id) => void;
  /** Rows of two on phones (back-office.css `tabs-grid`): four tabs always; more when the screen's labels fit. */
  gridOnPhones?: boolean;
}) {
  return (
    <div
      className={gridOnPhones ? 'tabs tabs-grid' : 'tabs'}
      role="tablist"
      aria-label={label}
      onKeyDown={moveBetweenTabs}
    >
      {ids.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          className="tab"
          id={`${prefix}-tab-${id}`}
          aria-selected={selected === id}
          tabIndex={selected === id ? 0 : -1}
          aria-controls={`${prefix}-panel-${id}`}
          onClick={() => onSelect(id)}
        >
          {labelOf(id)}
        </button>
      ))}
    </div>
  );
}
