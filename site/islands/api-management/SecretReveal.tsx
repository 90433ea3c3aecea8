import { useEffect, useState } from 'react';
import { copyToClipboard } from '../../stores/copy-to-clipboard.ts';
import { Icon } from '../shared/Icon.tsx';
import type { AmT } from './messages.ts';

/** Spec 001 §4, §9: a new or rotated key (and a webhook's secret) is shown in full for 30 s. */
export const REVEAL_SECONDS = 30;

export interface Revealed {
  kind: 'key' | 'secret';
  /** The key's name or the webhook's URL. */
  label: string;
  value: string;
  /** What stays on screen after the 30 s: the key prefix, or the secret's first characters. */
  prefix: string;
}

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

  const isKey = secret.kind === 'key';
  const shown = expired ? `${secret.prefix}…` : visible ? secret.value : '•'.repeat(Math.min(secret.value.length, 40));
  return (
    <section className="card am-reveal" aria-labelledby="am-reveal-title" data-testid="secret-reveal">
      <div className="am-reveal-head">
        <Icon name="key" size={20} />
        <div>
          <h2 id="am-reveal-title" className="card-title">
            {isKey ? t('am.reveal.title') : t('am.webhooks.secretTitle')}
          </h2>
          <p className="card-subtitle" translate="no">
            {secret.label}
          </p>
        </div>
      </div>
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
              <span className="sr-only">
                {visible
                  ? t(isKey ? 'am.reveal.hide' : 'am.webhooks.hideSecret')
                  : t(isKey ? 'am.reveal.show' : 'am.webhooks.showSecret')}
              </span>
            </button>
            <button
              className="btn btn-outline btn-sm"
              type="button"
              onClick={() => void copyToClipboard(secret.value, t('am.copied'), t('am.copyFailed'))}
              data-testid="copy-secret"
            >
              <Icon name="copy" size={16} />
              {t('am.reveal.copy')}
            </button>
          </div>
        )}
      </div>
      {!expired && (
        <p className="small muted" aria-live="off" data-testid="reveal-countdown">
          {t(isKey ? 'am.reveal.body' : 'am.webhooks.secretBody', { seconds: left })}
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
