import { WEBHOOK_EVENTS } from '../../../domain/enums.ts';
import { CheckboxGroup } from '../forms/CheckboxGroup.tsx';
import { Field } from '../forms/Field.tsx';
import { TextField } from '../forms/TextField.tsx';
import { useDialogForm } from '../forms/use-dialog-form.ts';
import { DialogFormFooter } from '../shared/DialogFormFooter.tsx';
import { DialogHeader } from '../shared/DialogHeader.tsx';
import { Modal } from '../shared/Modal.tsx';
import { developerActions } from './api-management-api.ts';
import type { SecretDialogProps } from './SecretReveal.tsx';
import { secretPrefix } from './secret-prefix.ts';
import { checkNewWebhook, DEFAULT_WEBHOOK_FORM } from './webhook-form.ts';

const PROBLEM_TEXT = {
  url: 'am.newWebhook.urlRequired',
  events: 'am.newWebhook.eventsRequired',
  headers: 'am.newWebhook.headersInvalid',
} as const;

/** "Create New Webhook" → POST /api/v1/webhooks (url, description, events, headers). */
export function NewWebhookDialog({ t, errors, onClose, onCreated }: SecretDialogProps) {
  const labels = {
    url: t('am.newWebhook.url'),
    description: t('am.newWebhook.description'),
    events: t('am.newWebhook.events'),
    headers: t('am.newWebhook.headers'),
  };
  const { form, set, fieldErrors, submitting, onSubmit } = useDialogForm({
    initial: DEFAULT_WEBHOOK_FORM,
    errors,
    labels,
    check: checkNewWebhook,
    problemText: (problem) => t(PROBLEM_TEXT[problem]),
    send: ({ payload }) => developerActions.createWebhook(payload),
    success: { title: t('am.webhookCreated'), description: t('am.webhookCreatedBody') },
    done: ({ webhook, secret }) =>
      onCreated({ kind: 'secret', label: webhook.url, value: secret, prefix: secretPrefix(secret) }),
    failure: { title: t('am.createWebhookFailed') },
  });

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
        <DialogFormFooter
          cancelLabel={t('am.cancel')}
          onCancel={onClose}
          submitLabel={t('am.newWebhook.submit')}
          busyLabel={t('am.creating')}
          busy={submitting}
          submitTestId="create-webhook-submit"
        />
      </form>
    </Modal>
  );
}
