import type { Selection } from './use-selection.ts';

/** The header cell that ticks every row a bulk action may change, or none. */
export function SelectAllCell({
  label,
  selection,
  disabled,
}: {
  label: string;
  selection: Selection;
  disabled: boolean;
}) {
  return (
    <th scope="col" className="bo-check-col">
      <input
        type="checkbox"
        className="checkbox"
        aria-label={label}
        checked={selection.allTicked}
        onChange={selection.toggleAll}
        disabled={disabled}
        data-testid="select-all"
      />
    </th>
  );
}

interface RowProps {
  /** "Select {name}", the row's own name in it. */
  label: string;
  ticked: boolean;
  disabled: boolean;
  onTick: () => void;
}

/** A row's tick box for the table's bulk actions. */
export function SelectRowCell({ label, ticked, disabled, onTick }: RowProps) {
  return (
    <td className="bo-check-col">
      <input
        type="checkbox"
        className="checkbox"
        aria-label={label}
        checked={ticked}
        disabled={disabled}
        onChange={onTick}
        data-testid="select-row"
      />
    </td>
  );
}
