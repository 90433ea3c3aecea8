import { CheckboxGroup } from '../forms/CheckboxGroup.tsx';
import { Field } from '../forms/Field.tsx';
import { TextField } from '../forms/TextField.tsx';
import { useDialogForm } from '../forms/use-dialog-form.ts';
import { DialogFormFooter } from '../shared/DialogFormFooter.tsx';
import { DialogHeader } from '../shared/DialogHeader.tsx';
import { Modal } from '../shared/Modal.tsx';
import { developerActions } from './api-management-api.ts';
import { checkNewKey, DEFAULT_KEY_FORM, type KeyForm, type KeyProblem } from './key-form.ts';
import type { AmKey, ScopeChoice } from './messages.ts';
import type { SecretDialogProps } from './SecretReveal.tsx';

type Props = SecretDialogProps & { scopes: ScopeChoice[] };

const PROBLEM_TEXT = {
  name: 'am.newKey.nameRequired',
  scopes: 'am.newKey.scopesRequired',
  rateLimitPerHour: 'am.newKey.limitMin',
  rateLimitPerDay: 'am.newKey.limitMin',
} as const satisfies Record<KeyProblem, AmKey>;

/** The two rate limits, whole numbers of at least 1, side by side. */
const LIMIT_FIELDS = [
  { field: 'rateLimitPerHour', id: 'key-per-hour' },
  { field: 'rateLimitPerDay', id: 'key-per-day' },
] as const;

/** "Create New API Key" → POST /api/v1/api-keys (name, environment, scopes, limits, IP allow-list). */
export function NewApiKeyDialog({ t, errors, scopes, onClose, onCreated }: Props) {
  const labels = {
    name: t('am.newKey.name'),
    environment: t('am.newKey.environment'),
    scopes: t('am.newKey.scopes'),
    rateLimitPerHour: t('am.newKey.perHour'),
    rateLimitPerDay: t('am.newKey.perDay'),
    ipWhitelist: t('am.newKey.ipWhitelist'),
  };
  const { form, set, fieldErrors, submitting, onSubmit } = useDialogForm({
    initial: DEFAULT_KEY_FORM,
    errors,
    labels,
    check: checkNewKey,
    problemText: (problem) => t(PROBLEM_TEXT[problem]),
    send: ({ payload }) => developerActions.createKey(payload),
    success: { title: t('am.keyCreated'), description: t('am.keyCreatedBody') },
    done: ({ apiKey }) => onCreated({ kind: 'key', label: apiKey.name, value: apiKey.key, prefix: apiKey.keyPrefix }),
    failure: { title: t('am.createKeyFailed') },
  });

  return (
    <Modal titleId="new-key-title" onClose={onClose} testId="new-api-key-dialog">
      <DialogHeader
        titleId="new-key-title"
        title={t('am.newKey.title')}
        description={t('am.newKey.subtitle')}
        closeLabel={t('am.close')}
        onClose={onClose}
      />
      <form className="form-stack" onSubmit={onSubmit} noValidate data-testid="new-api-key-form">
        <div className="form-row">
          <TextField
            id="key-name"
            label={labels.name}
            placeholder={t('am.newKey.namePlaceholder')}
            autoComplete="off"
            maxLength={100}
            required
            value={form.name}
            onChange={(event) => set({ name: event.target.value })}
            error={fieldErrors.name}
          />
          <Field
            id="key-environment"
            label={labels.environment}
            hint={form.environment === 'production' ? t('am.newKey.productionHint') : undefined}
            error={fieldErrors.environment}
          >
            {(describedBy) => (
              <select
                id="key-environment"
                className="select"
                aria-describedby={describedBy}
                value={form.environment}
                onChange={(event) => set({ environment: event.target.value as KeyForm['environment'] })}
              >
                <option value="sandbox">{t('am.env.sandbox')}</option>
                <option value="production">{t('am.env.production')}</option>
              </select>
            )}
          </Field>
        </div>
        <CheckboxGroup
          id="key-scopes"
          legend={labels.scopes}
          choices={scopes.map((choice) => ({
            value: choice.scope,
            label: choice.scope,
            description: choice.description,
          }))}
          selected={form.scopes}
          onChange={(selected) => set({ scopes: selected })}
          error={fieldErrors.scopes}
        />
        <div className="form-row">
          {LIMIT_FIELDS.map(({ field, id }) => (
            <TextField
              key={field}
              id={id}
              label={labels[field]}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={form[field]}
              onChange={(event) => set({ [field]: event.target.value })}
              error={fieldErrors[field]}
            />
          ))}
        </div>
        <TextField
          id="key-ip-whitelist"
          label={labels.ipWhitelist}
          hint={t('am.newKey.ipHint')}
          autoComplete="off"
          placeholder="41.202.0.0/16, 2c0f:f5c0::/32"
          value={form.ipWhitelist}
          onChange={(event) => set({ ipWhitelist: event.target.value })}
          error={
            fieldErrors.ipWhitelist ?? Object.entries(fieldErrors).find(([path]) => path.startsWith('ipWhitelist'))?.[1]
          }
        />
        <DialogFormFooter
          cancelLabel={t('am.cancel')}
          onCancel={onClose}
          submitLabel={t('am.newKey.submit')}
          busyLabel={t('am.creating')}
          busy={submitting}
          submitTestId="create-key-submit"
        />
      </form>
    </Modal>
  );
}
