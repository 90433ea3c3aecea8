import { type SubmitEvent, useState } from 'react';
import { WEBHOOK_EVENTS } from '../../../domain/enums.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toast, toastFailure } from '../../stores/toast.ts';
import { CheckboxGroup } from '../forms/CheckboxGroup.tsx';
import { Field } from '../forms/Field.tsx';
import { TextField } from '../forms/TextField.tsx';
import { DialogHeader } from '../shared/DialogHeader.tsx';
import { Modal } from '../shared/Modal.tsx';
import { developerActions } from './api-management-api.ts';
import type { AmT } from './messages.ts';
import type { Revealed } from './SecretReveal.tsx';
import { secretPrefix } from './secret-prefix.ts';
import { checkNewWebhook, DEFAULT_WEBHOOK_FORM, type WebhookForm } from './webhook-form.ts';

interface Props {
  t: AmT;
  errors: ErrorTranslator;
  onClose: () => void;
  onCreated: (secret: Revealed) => void;
}

const PROBLEM_TEXT = {
  url: 'am.newWebhook.urlRequired',
  events: 'am.newWebhook.eventsRequired',
  headers: 'am.newWebhook.headersInvalid',
} as const;

/** "Create New Webhook" → POST /api/v1/webhooks (url, description, events, headers). */
export function NewWebhookDialog({ t, errors, onClose, onCreated }: Props) {
  const [form, setForm] = useState<WebhookForm>(DEFAULT_WEBHOOK_FORM);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const set = (patch: Partial<WebhookForm>) => setForm((current) => ({ ...current, ...patch }));
  const labels = {
    url: t('am.newWebhook.url'),
    description: t('am.newWebhook.description'),
    events: t('am.newWebhook.events'),
    headers: t('am.newWebhook.headers'),
  };

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = checkNewWebhook(form);
    if (!checked.ok) {
      setFieldErrors(Object.fromEntries(checked.problems.map((problem) => [problem, t(PROBLEM_TEXT[problem])])));
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      const { webhook, secret } = await developerActions.createWebhook(checked.payload);
      toast({ title: t('am.webhookCreated'), description: t('am.webhookCreatedBody'), variant: 'success' });
      onCreated({ kind: 'secret', label: webhook.url, value: secret, prefix: secretPrefix(secret) });
    } catch (failure) {
      setFieldErrors(errors.fields(failure, labels));
      toastFailure(t('am.createWebhookFailed'), errors.message(failure, labels));
      setSubmitting(false);
    }
  }

  return (
    <Modal titleId="new-webhook-title" onClose={onClose} testId="new-webhook-dialog">
      <DialogHeader
        titleId="new-webhook-title"
        title={t('am.newWebhook.title')}
        description={t('am.newWebhook.subtitle')}
        closeLabel={t('am.close')}
        onClose={onClose}
      />
      <form className="form-stack" onSubmit={onSubmit} noValidate data-testid="new-webhook-form">
        <TextField
          id="webhook-url"
          label={labels.url}
          type="url"
          inputMode="url"
          placeholder="https://example.cm/webhooks/open-banking"
          autoComplete="off"
          maxLength={2048}
          required
          value={form.url}
          onChange={(event) => set({ url: event.target.value })}
          error={fieldErrors.url}
        />
        <TextField
          id="webhook-description"
          label={labels.description}
          autoComplete="off"
          maxLength={500}
          value={form.description}
          onChange={(event) => set({ description: event.target.value })}
          error={fieldErrors.description}
        />
        <CheckboxGroup
          id="webhook-events"
          legend={labels.events}
          choices={WEBHOOK_EVENTS.map((name) => ({ value: name, label: name }))}
          selected={form.events}
          onChange={(selected) => set({ events: selected })}
          error={fieldErrors.events}
        />
        <Field
          id="webhook-headers"
          label={labels.headers}
          hint={t('am.newWebhook.headersHint')}
          error={fieldErrors.headers}
        >
          {(describedBy) => (
            <textarea
              id="webhook-headers"
              className="textarea mono"
              rows={3}
              maxLength={4096}
              placeholder='{"X-Source": "open-banking"}'
              aria-describedby={describedBy}
              value={form.headers}
              onChange={(event) => set({ headers: event.target.value })}
            />
          )}
        </Field>
        <div className="dialog-footer">
          <button className="btn btn-outline" type="button" onClick={onClose}>
            {t('am.cancel')}
          </button>
          <button className="btn btn-primary" type="submit" disabled={submitting} data-testid="create-webhook-submit">
            {submitting ? t('am.creating') : t('am.newWebhook.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
