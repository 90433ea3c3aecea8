/**
 * A create/edit dialog's buttons: cancel, and the form's submit, disabled and saying
 * `busyLabel` while the request is under way (`useDialogForm`'s `submitting`).
 */
export function DialogFormFooter({
  cancelLabel,
  onCancel,
  submitLabel,
  busyLabel,
  busy,
  submitTestId,
}: {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  submitTestId: string;
}) {
  return (
    <div className="dialog-footer">
      <button className="btn btn-outline" type="button" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button className="btn btn-primary" type="submit" disabled={busy} data-testid={submitTestId}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
