import { type SubmitEvent, useState } from 'react';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toast, toastFailure } from '../../stores/toast.ts';
import { CheckboxGroup } from '../forms/CheckboxGroup.tsx';
import { Field } from '../forms/Field.tsx';
import { TextField } from '../forms/TextField.tsx';
import { DialogHeader } from '../shared/DialogHeader.tsx';
import { Modal } from '../shared/Modal.tsx';
import { developerActions } from './api-management-api.ts';
import { checkNewKey, DEFAULT_KEY_FORM, type KeyForm } from './key-form.ts';
import type { AmT, ScopeChoice } from './messages.ts';
import type { Revealed } from './SecretReveal.tsx';

interface Props {
  t: AmT;
  errors: ErrorTranslator;
  scopes: ScopeChoice[];
  onClose: () => void;
  onCreated: (key: Revealed) => void;
}

/** "Create New API Key" → POST /api/v1/api-keys (name, environment, scopes, limits, IP allow-list). */
export function NewApiKeyDialog({ t, errors, scopes, onClose, onCreated }: Props) {
  const [form, setForm] = useState<KeyForm>(DEFAULT_KEY_FORM);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const set = (patch: Partial<KeyForm>) => setForm((current) => ({ ...current, ...patch }));
  const labels = {
    name: t('am.newKey.name'),
    environment: t('am.newKey.environment'),
    scopes: t('am.newKey.scopes'),
    rateLimitPerHour: t('am.newKey.perHour'),
    rateLimitPerDay: t('am.newKey.perDay'),
    ipWhitelist: t('am.newKey.ipWhitelist'),
  };

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = checkNewKey(form);
    if (!checked.ok) {
      setFieldErrors(
        Object.fromEntries(
          checked.problems.map((problem) => [
            problem,
            t(
              problem === 'name'
                ? 'am.newKey.nameRequired'
                : problem === 'scopes'
                  ? 'am.newKey.scopesRequired'
                  : 'am.newKey.limitMin',
            ),
          ]),
        ),
      );
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      const { apiKey } = await developerActions.createKey(checked.payload);
      toast({ title: t('am.keyCreated'), description: t('am.keyCreatedBody'), variant: 'success' });
      onCreated({ kind: 'key', label: apiKey.name, value: apiKey.key, prefix: apiKey.keyPrefix });
    } catch (failure) {
      setFieldErrors(errors.fields(failure, labels));
      toastFailure(t('am.createKeyFailed'), errors.message(failure, labels));
      setSubmitting(false);
    }
  }

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
          <TextField
            id="key-per-hour"
            label={labels.rateLimitPerHour}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={form.rateLimitPerHour}
            onChange={(event) => set({ rateLimitPerHour: event.target.value })}
            error={fieldErrors.rateLimitPerHour}
          />
          <TextField
            id="key-per-day"
            label={labels.rateLimitPerDay}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={form.rateLimitPerDay}
            onChange={(event) => set({ rateLimitPerDay: event.target.value })}
            error={fieldErrors.rateLimitPerDay}
          />
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
        <div className="dialog-footer">
          <button className="btn btn-outline" type="button" onClick={onClose}>
            {t('am.cancel')}
          </button>
          <button className="btn btn-primary" type="submit" disabled={submitting} data-testid="create-key-submit">
            {submitting ? t('am.creating') : t('am.newKey.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
