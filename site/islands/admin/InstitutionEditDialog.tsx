import { useStore } from '@nanostores/react';
import { type SubmitEvent, useMemo, useState } from 'react';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toast, toastFailure } from '../../stores/toast.ts';
import { TextField } from '../forms/TextField.tsx';
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
  const [edits, setEdits] = useState<Partial<ContactForm>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const original = data ? formOf(data) : null;
  const labels = Object.fromEntries(FIELDS.map(({ name: field }) => [field, t(`portal.edit.${field}`)]));

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (!original || saving) return;
    const changed = Object.fromEntries(
      Object.entries(edits).filter(([field, value]) => value.trim() !== original[field as FieldName]),
    ) as Record<string, string>;
    if (Object.keys(changed).length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      await portalActions.updateContacts(
        institutionId,
        Object.fromEntries(Object.entries(changed).map(([field, value]) => [field, value.trim()])),
      );
      toast({ title: t('portal.edit.saved'), variant: 'success' });
      refreshPortalData();
      onClose();
    } catch (failure) {
      setFieldErrors(errors.fields(failure, labels));
      toastFailure(t('portal.edit.failed'), errors.message(failure, labels));
      setSaving(false);
    }
  }

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
              onChange={(event) => setEdits((current) => ({ ...current, [field]: event.target.value }))}
            />
          ))}
          <div className="dialog-footer">
            <button className="btn btn-outline" type="button" onClick={onClose}>
              {t('portal.cancel')}
            </button>
            <button className="btn btn-primary" type="submit" disabled={saving} data-testid="institution-edit-save">
              {saving ? t('portal.saving') : t('portal.save')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
