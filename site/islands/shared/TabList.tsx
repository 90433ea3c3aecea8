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
}: {
  ids: readonly Id[];
  selected: Id;
  label: string;
  prefix: string;
  labelOf: (id: Id) => string;
  onSelect: (id: Id) => void;
}) {
  return (
    <div
      className={ids.length === 4 ? 'tabs tabs-four' : 'tabs'}
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
