import { formatDateTime } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { copyToClipboard } from '../../stores/copy-to-clipboard.ts';
import { Icon } from '../shared/Icon.tsx';
import type { SetupLink } from './admin-dashboard-api.ts';
import type { AdT } from './messages.ts';

export interface CreatedAccount {
  name: string;
  link: SetupLink;
}

/**
 * The one time a new user's set-up link is readable (the server keeps only its hash): the
 * full address with Copy, for the admin to send. Done forgets it.
 */
export function SetupLinkReveal({
  created,
  lang,
  t,
  onDone,
}: {
  created: CreatedAccount;
  lang: Lang;
  t: AdT;
  onDone: () => void;
}) {
  const address = new URL(created.link.url, window.location.origin).toString();
  return (
    <section className="card ad-setup-link" aria-labelledby="ad-setup-title" data-testid="setup-link">
      <div className="ad-setup-head">
        <Icon name="key" size={20} />
        <div>
          <h2 id="ad-setup-title" className="card-title">
            {t('ad.setup.title')}
          </h2>
          <p className="card-subtitle">{t('ad.setup.body', { name: created.name })}</p>
        </div>
      </div>
      <div className="ad-setup-value">
        <code className="mono" data-testid="setup-link-url" translate="no">
          {address}
        </code>
        <button
          className="btn btn-outline btn-sm"
          type="button"
          onClick={() => void copyToClipboard(address, t('ad.setup.copied'), t('ad.setup.copyFailed'))}
          data-testid="copy-setup-link"
        >
          <Icon name="copy" size={16} />
          {t('ad.setup.copy')}
        </button>
      </div>
      <p className="small muted">{t('ad.setup.expires', { time: formatDateTime(created.link.expiresAt, lang) })}</p>
      <div>
        <button className="btn btn-primary btn-sm" type="button" onClick={onDone} data-testid="setup-link-done">
          {t('ad.setup.done')}
        </button>
      </div>
    </section>
  );
}
