import { type SubmitEvent, useState } from 'react';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toast, toastFailure } from '../../stores/toast.ts';
import { CheckboxGroup } from '../forms/CheckboxGroup.tsx';
import { Field } from '../forms/Field.tsx';
import { TextField } from '../forms/TextField.tsx';
import { DialogHeader } from '../shared/DialogHeader.tsx';
import { Modal } from '../shared/Modal.tsx';
import { developerActions } from './api-management-api.ts';
import { type AppEnvironment, type AppForm, checkNewApp, DEFAULT_APP_FORM, errorsOnRows } from './app-form.ts';
import type { AmKey, AmT, ScopeChoice } from './messages.ts';
import { RedirectUriRows } from './RedirectUriRows.tsx';
import { appSecretRevealed, type Revealed } from './SecretReveal.tsx';

interface Props {
  t: AmT;
  errors: ErrorTranslator;
  scopes: ScopeChoice[];
  onClose: () => void;
  onCreated: (secret: Revealed) => void;
}

const PROBLEM_TEXT = {
  name: 'am.apps.form.nameRequired',
  redirectUris: 'am.apps.form.redirectRequired',
  scopes: 'am.apps.form.scopesRequired',
} as const satisfies Record<string, AmKey>;

/**
 * Issue 17 item 2 "Apps": registers an OAuth app → POST /api/v1/apps, then its secret is shown
 * once. A refusal that names no field (a production app without an approved institution) is
 * said inside the form as well as in the toast, where the developer is looking.
 */
export function NewAppDialog({ t, errors, scopes, onClose, onCreated }: Props) {
  const [form, setForm] = useState<AppForm>(DEFAULT_APP_FORM);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = (patch: Partial<AppForm>) => setForm((current) => ({ ...current, ...patch }));
  const labels = {
    name: t('am.apps.form.name'),
    redirectUris: t('am.apps.form.redirectUris'),
    scopes: t('am.apps.form.scopes'),
    environment: t('am.apps.form.environment'),
  };

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = checkNewApp(form);
    if (!checked.ok) {
      setFieldErrors(Object.fromEntries(checked.problems.map((problem) => [problem, t(PROBLEM_TEXT[problem])])));
      return;
    }
    setFieldErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      const created = await developerActions.createApp(checked.payload);
      toast({ title: t('am.apps.created'), description: t('am.apps.createdBody'), variant: 'success' });
      onCreated(appSecretRevealed(created));
    } catch (failure) {
      const onFields = errorsOnRows(errors.fields(failure, labels), checked.rows);
      const message = errors.message(failure, labels);
      setFieldErrors(onFields);
      setFormError(Object.keys(onFields).length === 0 ? (message ?? t('am.apps.createFailed')) : null);
      toastFailure(t('am.apps.createFailed'), message);
      setSubmitting(false);
    }
  }

  return (
    <Modal titleId="new-app-title" onClose={onClose} testId="new-app-dialog">
      <DialogHeader
        titleId="new-app-title"
        title={t('am.apps.form.title')}
        description={t('am.apps.form.subtitle')}
        closeLabel={t('am.close')}
        onClose={onClose}
      />
      <form className="form-stack" onSubmit={onSubmit} noValidate data-testid="new-app-form">
        <TextField
          id="app-name"
          label={labels.name}
          placeholder={t('am.apps.form.namePlaceholder')}
          autoComplete="off"
          maxLength={100}
          required
          value={form.name}
          onChange={(event) => set({ name: event.target.value })}
          error={fieldErrors.name}
        />
        <RedirectUriRows
          t={t}
          uris={form.redirectUris}
          onChange={(redirectUris) => set({ redirectUris })}
          errors={fieldErrors}
        />
        <Field
          id="app-environment"
          label={labels.environment}
          hint={t(form.environment === 'production' ? 'am.apps.form.productionHint' : 'am.apps.form.sandboxHint')}
          error={fieldErrors.environment}
        >
          {(describedBy) => (
            <select
              id="app-environment"
              className="select"
              aria-describedby={describedBy}
              value={form.environment}
              onChange={(event) => set({ environment: event.target.value as AppEnvironment })}
              data-testid="app-environment"
            >
              <option value="sandbox">{t('am.env.sandbox')}</option>
              <option value="production">{t('am.env.production')}</option>
            </select>
          )}
        </Field>
        <CheckboxGroup
          id="app-scopes"
          legend={labels.scopes}
          choices={scopes.map(({ scope }) => ({
            value: scope,
            label: scope,
            description: t(`scope.${scope}`),
          }))}
          selected={form.scopes}
          onChange={(selected) => set({ scopes: selected as AppForm['scopes'] })}
          error={fieldErrors.scopes}
        />
        {formError && (
          <div className="alert alert-danger" role="alert" data-testid="new-app-error">
            {formError}
          </div>
        )}
        <div className="dialog-footer">
          <button className="btn btn-outline" type="button" onClick={onClose}>
            {t('am.cancel')}
          </button>
          <button className="btn btn-primary" type="submit" disabled={submitting} data-testid="create-app-submit">
            {submitting ? t('am.creating') : t('am.apps.form.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
