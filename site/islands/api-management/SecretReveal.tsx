import { useEffect, useState } from 'react';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { copyToClipboard } from '../../stores/copy-to-clipboard.ts';
import { Icon } from '../shared/Icon.tsx';
import type { AppWithSecret } from './api-management-api.ts';
import type { AmKey, AmT } from './messages.ts';
import { secretPrefix } from './secret-prefix.ts';

/** A new or rotated key (and a webhook's or an app's secret) is shown in full for 30 s. */
export const REVEAL_SECONDS = 30;

export interface Revealed {
  kind: 'key' | 'secret' | 'app';
  /** The key's or the app's name, or the webhook's URL. */
  label: string;
  value: string;
  /** What stays on screen after the 30 s: the key prefix, or the secret's first characters. */
  prefix: string;
  /** An app's public `client_id`, shown beside its secret (it stays in the Apps list too). */
  clientId?: string;
}

/** What the create dialogs (key, app, webhook) take: each ends by revealing its secret once. */
export interface SecretDialogProps {
  t: AmT;
  errors: ErrorTranslator;
  onClose: () => void;
  onCreated: (secret: Revealed) => void;
}

/** A newly registered app's, or a rotated one's, client secret as the reveal shows it. */
export function appSecretRevealed({ app, clientSecret }: AppWithSecret): Revealed {
  return {
    kind: 'app',
    label: app.name,
    value: clientSecret,
    prefix: secretPrefix(clientSecret),
    clientId: app.clientId,
  };
}

/** Each kind of secret in its own words. */
const WORDS: Record<Revealed['kind'], { title: AmKey; body: AmKey; show: AmKey; hide: AmKey }> = {
  key: { title: 'am.reveal.title', body: 'am.reveal.body', show: 'am.reveal.show', hide: 'am.reveal.hide' },
  secret: {
    title: 'am.webhooks.secretTitle',
    body: 'am.webhooks.secretBody',
    show: 'am.webhooks.showSecret',
    hide: 'am.webhooks.hideSecret',
  },
  app: {
    title: 'am.apps.reveal.title',
    body: 'am.apps.reveal.warning',
    show: 'am.webhooks.showSecret',
    hide: 'am.webhooks.hideSecret',
  },
};

/**
 * The one moment a secret is readable: in full, with a visibility toggle and Copy, for 30 s
 * counted by the page's clock; then only its prefix and an ellipsis. The server never sends it again.
 */
export function SecretReveal({ secret, t, onDone }: { secret: Revealed; t: AmT; onDone: () => void }) {
  const [left, setLeft] = useState(REVEAL_SECONDS);
  const [visible, setVisible] = useState(true);
  const expired = left <= 0;

  // The parent keys this component by the secret: a new secret starts a fresh 30 s.
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = REVEAL_SECONDS - Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, []);

  const words = WORDS[secret.kind];
  const copy = (text: string) => void copyToClipboard(text, t('am.copied'), t('am.copyFailed'));
  const shown = expired ? `${secret.prefix}…` : visible ? secret.value : '•'.repeat(Math.min(secret.value.length, 40));
  return (
    <section className="card am-reveal" aria-labelledby="am-reveal-title" data-testid="secret-reveal">
      <div className="am-reveal-head">
        <Icon name="key" size={20} />
        <div>
          <h2 id="am-reveal-title" className="card-title">
            {t(words.title)}
          </h2>
          <p className="card-subtitle" translate="no">
            {secret.label}
          </p>
        </div>
      </div>
      {secret.clientId && (
        <div className="am-reveal-field">
          <span className="label">{t('am.apps.reveal.clientId')}</span>
          <div className="am-reveal-value">
            <code className="mono" data-testid="revealed-client-id">
              {secret.clientId}
            </code>
            <button
              className="btn btn-outline btn-sm"
              type="button"
              onClick={() => copy(secret.clientId ?? '')}
              data-testid="copy-revealed-client-id"
            >
              <Icon name="copy" size={16} />
              {t('am.reveal.copy')}
              <span className="sr-only"> {t('am.apps.reveal.clientId')}</span>
            </button>
          </div>
        </div>
      )}
      <div className="am-reveal-field">
        {secret.clientId && <span className="label">{t('am.apps.reveal.clientSecret')}</span>}
        <div className="am-reveal-value">
          <code className="mono" data-testid="revealed-value" data-expired={expired}>
            {shown}
          </code>
          {!expired && (
            <div className="am-reveal-actions">
              <button
                className="icon-btn"
                type="button"
                aria-pressed={!visible}
                onClick={() => setVisible(!visible)}
                data-testid="toggle-visibility"
              >
                <Icon name={visible ? 'eyeOff' : 'eye'} />
                <span className="sr-only">{visible ? t(words.hide) : t(words.show)}</span>
              </button>
              <button
                className="btn btn-outline btn-sm"
                type="button"
                onClick={() => copy(secret.value)}
                data-testid="copy-secret"
              >
                <Icon name="copy" size={16} />
                {t('am.reveal.copy')}
                {secret.clientId && <span className="sr-only"> {t('am.apps.reveal.clientSecret')}</span>}
              </button>
            </div>
          )}
        </div>
      </div>
      {!expired && (
        <p
          className={secret.kind === 'app' ? 'alert alert-warning small' : 'small muted'}
          aria-live="off"
          data-testid="reveal-countdown"
        >
          {t(words.body, { seconds: left })}
        </p>
      )}
      <div>
        <button className="btn btn-primary btn-sm" type="button" onClick={onDone}>
          {t('am.reveal.done')}
        </button>
      </div>
    </section>
  );
}
