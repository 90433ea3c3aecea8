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
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
