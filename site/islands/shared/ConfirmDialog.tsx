import { useState } from 'react';
import { DialogHeader } from './DialogHeader.tsx';
import { Modal } from './Modal.tsx';

interface Props {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  /** Red confirm button for an action that cannot be undone. */
  danger?: boolean;
  /** Resolves when the action is over (its own toast said how it went); the dialog then closes. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  testId?: string;
}

/** "Are you sure?" before an action that changes something for good (delete, rotate). */
export function ConfirmDialog(props: Props) {
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await props.onConfirm();
    } finally {
      setBusy(false);
      props.onClose();
    }
  }
  return (
    <Modal titleId="confirm-title" onClose={props.onClose} testId={props.testId ?? 'confirm-dialog'}>
      <DialogHeader
        titleId="confirm-title"
        title={props.title}
        description={props.body}
        closeLabel={props.closeLabel}
        onClose={props.onClose}
      />
      <div className="dialog-footer">
        <button className="btn btn-outline" type="button" onClick={props.onClose}>
          {props.cancelLabel}
        </button>
        <button
          className={props.danger ? 'btn btn-danger' : 'btn btn-primary'}
          type="button"
          disabled={busy}
          onClick={() => void confirm()}
          data-testid="confirm"
        >
          {props.confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
