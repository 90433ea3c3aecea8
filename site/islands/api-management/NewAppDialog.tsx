import { CheckboxGroup } from '../forms/CheckboxGroup.tsx';
import { Field } from '../forms/Field.tsx';
import { TextField } from '../forms/TextField.tsx';
import { useDialogForm } from '../forms/use-dialog-form.ts';
import { DialogFormFooter } from '../shared/DialogFormFooter.tsx';
import { DialogHeader } from '../shared/DialogHeader.tsx';
import { Modal } from '../shared/Modal.tsx';
import { developerActions } from './api-management-api.ts';
import { type AppEnvironment, type AppForm, checkNewApp, DEFAULT_APP_FORM, errorsOnRows } from './app-form.ts';
import type { AmKey, ScopeChoice } from './messages.ts';
import { RedirectUriRows } from './RedirectUriRows.tsx';
import { appSecretRevealed, type SecretDialogProps } from './SecretReveal.tsx';

type Props = SecretDialogProps & { scopes: ScopeChoice[] };

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
  const labels = {
    name: t('am.apps.form.name'),
    redirectUris: t('am.apps.form.redirectUris'),
    scopes: t('am.apps.form.scopes'),
    environment: t('am.apps.form.environment'),
  };
  const { form, set, fieldErrors, formError, submitting, onSubmit } = useDialogForm({
    initial: DEFAULT_APP_FORM,
    errors,
    labels,
    check: checkNewApp,
    problemText: (problem) => t(PROBLEM_TEXT[problem]),
    send: ({ payload }) => developerActions.createApp(payload),
    success: { title: t('am.apps.created'), description: t('am.apps.createdBody') },
    done: (created) => onCreated(appSecretRevealed(created)),
    failure: { title: t('am.apps.createFailed') },
    fieldsOf: (onFields, { rows }) => errorsOnRows(onFields, rows),
  });

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
        <DialogFormFooter
          cancelLabel={t('am.cancel')}
          onCancel={onClose}
          submitLabel={t('am.apps.form.submit')}
          busyLabel={t('am.creating')}
          busy={submitting}
          submitTestId="create-app-submit"
        />
      </form>
    </Modal>
  );
}
