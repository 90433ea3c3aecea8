import { Icon } from '../shared/Icon.tsx';
/** A dialog's title, optional description and close button. */
export function DialogHeader({
  titleId,
  title,
  description,
  closeLabel,
  onClose,
}: {
  titleId: string;
  title: string;
  description?: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <div className="dialog-header">
      <div>
        <h2 id={titleId} className="card-title">
          {title}
        </h2>
        {description && <p className="card-subtitle">{description}</p>}
      </div>
      <button className="icon-btn" type="button" onClick={onClose} aria-label={closeLabel}>
        <Icon name="x" />
      </button>
    </div>
  );
}
