import type { IconName } from '../../lib/icon-paths.ts';
import { Icon } from './Icon.tsx';

interface Props {
  icon: IconName;
  /** What the button does ("Rotate", "Delete"): its tooltip and, with the row's name, its accessible name. */
  label: string;
  /** The row's own name (a key's, an app's), read after the label and never translated. */
  name: string;
  tone: 'primary' | 'danger';
  onClick: () => void;
  testId: string;
}

/** An icon button in a table row's actions (back-office.css `row-action`). */
export function RowAction({ icon, label, name, tone, onClick, testId }: Props) {
  return (
    <button
      className={`icon-btn row-action row-action-${tone}`}
      type="button"
      title={label}
      onClick={onClick}
      data-testid={testId}
    >
      <Icon name={icon} />
      <span className="sr-only">
        {label} <span translate="no">{name}</span>
      </span>
    </button>
  );
}
