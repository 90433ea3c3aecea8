import { useState } from 'react';
import { formatCount, formatDateTime } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toast, toastFailure } from '../../stores/toast.ts';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { Icon } from '../shared/Icon.tsx';
import { $webhooks, developerActions, refreshDeliveries, type Webhook } from './api-management-api.ts';
import { DeliveryLog } from './DeliveryLog.tsx';
import type { AmKey, AmT } from './messages.ts';
import type { Revealed } from './SecretReveal.tsx';
import { secretPrefix } from './secret-prefix.ts';

interface Props {
  webhook: Webhook;
  lang: Lang;
  t: AmT;
  errors: ErrorTranslator;
  onSecret: (secret: Revealed) => void;
}

/** Runs one webhook action with its success and failure toasts; true when it went through. */
async function act(
  action: () => Promise<unknown>,
  t: AmT,
  errors: ErrorTranslator,
  texts: { done: AmKey; doneBody?: AmKey; failed: AmKey },
): Promise<boolean> {
  try {
    await action();
    toast({ title: t(texts.done), description: texts.doneBody && t(texts.doneBody), variant: 'success' });
    return true;
  } catch (failure) {
    toastFailure(t(texts.failed), errors.message(failure));
    return false;
  }
}

/** One endpoint: its URL, state and counts, the actions on it and its delivery log. */
export function WebhookCard({ webhook, lang, t, errors, onSecret }: Props) {
  const [showLog, setShowLog] = useState(false);
  const [confirming, setConfirming] = useState<'delete' | 'rotate' | null>(null);
  const [busy, setBusy] = useState(false);
  const logId = `deliveries-${webhook.id}`;

  const refresh = () => {
    $webhooks.revalidate();
    refreshDeliveries(webhook.id);
  };

  async function sendTest() {
    setBusy(true);
    const sent = await act(() => developerActions.sendTest(webhook.id), t, errors, {
      done: 'am.testSent',
      doneBody: 'am.testSentBody',
      failed: 'am.testFailed',
    });
    setBusy(false);
    if (sent) {
      setShowLog(true);
      refresh();
    }
  }

  async function toggle() {
    setBusy(true);
    const enable = !webhook.isActive;
    await act(() => developerActions.updateWebhook(webhook.id, { isActive: enable }), t, errors, {
      done: enable ? 'am.webhookEnabled' : 'am.webhookDisabled',
      failed: 'am.updateWebhookFailed',
    });
    setBusy(false);
    $webhooks.revalidate();
  }

  async function rotateSecret() {
    try {
      const { secret } = await developerActions.rotateSecret(webhook.id);
      toast({ title: t('am.secretRotated'), description: t('am.secretRotatedBody'), variant: 'success' });
      onSecret({ kind: 'secret', label: webhook.url, value: secret, prefix: secretPrefix(secret) });
    } catch (failure) {
      toastFailure(t('am.rotateSecretFailed'), errors.message(failure));
    }
  }

  async function remove() {
    if (
      await act(() => developerActions.deleteWebhook(webhook.id), t, errors, {
        done: 'am.webhookDeleted',
        failed: 'am.deleteWebhookFailed',
      })
    ) {
      $webhooks.revalidate();
    }
  }

  const disabledNote =
    webhook.disabledReason === 'gone'
      ? t('am.webhooks.disabledGone')
      : webhook.disabledReason === 'failing'
        ? t('am.webhooks.disabledFailing')
        : null;

  return (
    <article className="card am-webhook" data-testid="webhook-card" data-webhook-id={webhook.id}>
      <div className="am-webhook-head">
        <div className="am-webhook-title">
          <h3 className="mono am-webhook-url" translate="no">
            {webhook.url}
          </h3>
          {webhook.description && <p className="card-subtitle">{webhook.description}</p>}
        </div>
        <span className={webhook.isActive ? 'badge badge-success' : 'badge badge-danger'} data-testid="webhook-status">
          {webhook.isActive ? t('am.webhooks.active') : t('am.webhooks.disabled')}
        </span>
      </div>
      {disabledNote && <p className="small am-webhook-note">{disabledNote}</p>}
      <ul className="am-chips" aria-label={t('am.webhooks.events')}>
        {webhook.events.map((name) => (
          <li key={name}>
            <code className="am-chip mono">{name}</code>
          </li>
        ))}
      </ul>
      <dl className="figures am-webhook-figures">
        <div>
          <dt>{t('am.webhooks.successCount')}</dt>
          <dd data-testid="webhook-success-count">{formatCount(webhook.successCount, lang)}</dd>
        </div>
        <div>
          <dt>{t('am.webhooks.failureCount')}</dt>
          <dd data-testid="webhook-failure-count">{formatCount(webhook.failureCount, lang)}</dd>
        </div>
        <div>
          <dt>{t('am.webhooks.lastTriggered')}</dt>
          <dd>{webhook.lastTriggered ? formatDateTime(webhook.lastTriggered, lang) : t('am.never')}</dd>
        </div>
      </dl>
      <div className="am-webhook-actions">
        <button
          className="btn btn-primary btn-sm"
          type="button"
          disabled={busy || !webhook.isActive}
          onClick={() => void sendTest()}
          data-testid="send-test"
        >
          <Icon name="send" size={16} />
          {t('am.webhooks.sendTest')}
        </button>
        <button
          className="btn btn-outline btn-sm"
          type="button"
          aria-expanded={showLog}
          aria-controls={logId}
          onClick={() => setShowLog(!showLog)}
          data-testid="toggle-deliveries"
        >
          {showLog ? t('am.webhooks.hideLog') : t('am.webhooks.showLog')}
        </button>
        <button
          className="btn btn-outline btn-sm"
          type="button"
          onClick={() => setConfirming('rotate')}
          data-testid="rotate-secret"
        >
          <Icon name="key" size={16} />
          {t('am.webhooks.rotateSecret')}
        </button>
        <button
          className="btn btn-outline btn-sm"
          type="button"
          disabled={busy}
          onClick={() => void toggle()}
          data-testid="toggle-webhook"
        >
          {webhook.isActive ? t('am.webhooks.disable') : t('am.webhooks.enable')}
        </button>
        <button
          className="btn btn-outline btn-sm am-danger"
          type="button"
          onClick={() => setConfirming('delete')}
          data-testid="delete-webhook"
        >
          <Icon name="trash" size={16} />
          {t('am.webhooks.delete')}
        </button>
      </div>
      {showLog && (
        <div id={logId}>
          <DeliveryLog webhookId={webhook.id} lang={lang} t={t} errors={errors} />
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t(confirming === 'delete' ? 'am.webhooks.deleteTitle' : 'am.webhooks.rotateTitle')}
          body={
            confirming === 'delete' ? t('am.webhooks.deleteBody', { url: webhook.url }) : t('am.webhooks.rotateBody')
          }
          confirmLabel={t(confirming === 'delete' ? 'am.webhooks.deleteConfirm' : 'am.webhooks.rotateConfirm')}
          cancelLabel={t('am.cancel')}
          closeLabel={t('am.close')}
          danger={confirming === 'delete'}
          onConfirm={confirming === 'delete' ? remove : rotateSecret}
          onClose={() => setConfirming(null)}
        />
      )}
    </article>
  );
}
