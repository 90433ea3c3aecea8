import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { TextField } from '../forms/TextField.tsx';
import { UNCHANGED, useDialogForm } from '../forms/use-dialog-form.ts';
import { DialogFormFooter } from '../shared/DialogFormFooter.tsx';
import { DialogHeader } from '../shared/DialogHeader.tsx';
import { Modal } from '../shared/Modal.tsx';
import { type InstitutionDetail, institutionDetailQuery, portalActions, refreshPortalData } from './admin-api.ts';
import type { PortalT } from './messages.ts';

const FIELDS = [
  { name: 'contactEmail', type: 'email' },
  { name: 'contactPhone', type: 'tel' },
  { name: 'address', type: 'text' },
  { name: 'website', type: 'url' },
  { name: 'legalRepresentative', type: 'text' },
  { name: 'legalRepresentativeTitle', type: 'text' },
] as const;
type FieldName = (typeof FIELDS)[number]['name'];
type ContactForm = Record<FieldName, string>;

function formOf(detail: InstitutionDetail): ContactForm {
  const source = detail.institution;
  return Object.fromEntries(FIELDS.map(({ name }) => [name, source[name] ?? ''])) as ContactForm;
}

/** The fields whose trimmed value differs from the institution's, trimmed: only they are sent. */
function changedContacts(edits: Partial<ContactForm>, original: ContactForm): Record<string, string> {
  return Object.fromEntries(
    Object.entries(edits)
      .map(([field, value]) => [field, value.trim()] as const)
      .filter(([field, value]) => value !== original[field as FieldName]),
  );
}

interface Props {
  t: PortalT;
  errors: ErrorTranslator;
  institutionId: string;
  name: string;
  onClose: () => void;
}

/** The edit icon: an institution's contact details (`PUT /api/admin/institutions/{id}`), changed fields only. */
export function InstitutionEditDialog({ t, errors, institutionId, name, onClose }: Props) {
  const $detail = useMemo(() => institutionDetailQuery(institutionId), [institutionId]);
  const { data, error } = useStore($detail);
  const original = data ? formOf(data) : null;
  const labels = Object.fromEntries(FIELDS.map(({ name: field }) => [field, t(`portal.edit.${field}`)]));
  // The form holds the edits alone: a field not touched shows the institution's value.
  const {
    form: edits,
    set,
    fieldErrors,
    submitting,
    onSubmit,
  } = useDialogForm({
    initial: {} as Partial<ContactForm>,
    errors,
    labels,
    check: (current) => {
      // Not loaded yet: the form is not shown, so there is nothing to check or send.
      if (!original) return { ok: false, problems: [] };
      const changed = changedContacts(current, original);
      return Object.keys(changed).length === 0 ? UNCHANGED : { ok: true, changed };
    },
    onUnchanged: onClose,
    send: ({ changed }) => portalActions.updateContacts(institutionId, changed),
    success: { title: t('portal.edit.saved') },
    done: () => {
      refreshPortalData();
      onClose();
    },
    failure: { title: t('portal.edit.failed') },
  });

  return (
    <Modal titleId="institution-edit-title" onClose={onClose} testId="institution-edit-dialog">
      <DialogHeader
        titleId="institution-edit-title"
        title={t('portal.edit.title')}
        description={t('portal.edit.hint', { name })}
        closeLabel={t('portal.close')}
        onClose={onClose}
      />
      {error && !data ? (
        <p className="alert alert-danger" role="alert">
          {t('portal.loadFailed')}
        </p>
      ) : !original ? (
        <span className="skeleton portal-skeleton" role="status" aria-label={t('common.loading')} />
      ) : (
        <form className="form-stack" onSubmit={onSubmit} noValidate data-testid="institution-edit-form">
          {FIELDS.map(({ name: field, type }) => (
            <TextField
              key={field}
              id={`institution-${field}`}
              label={labels[field] ?? field}
              type={type}
              value={edits[field] ?? original[field]}
              error={fieldErrors[field]}
              aria-invalid={Boolean(fieldErrors[field])}
              onChange={(event) => set({ [field]: event.target.value })}
            />
          ))}
          <DialogFormFooter
            cancelLabel={t('portal.cancel')}
            onCancel={onClose}
            submitLabel={t('portal.save')}
            busyLabel={t('portal.saving')}
            busy={submitting}
            submitTestId="institution-edit-save"
          />
        </form>
      )}
    </Modal>
  );
}
