import type { Lang } from '../../../domain/languages.ts';
import { localizePath } from '../../lib/locale.ts';
import type { InvitationState } from './account-setup-api.ts';
import type { SetupT } from './messages.ts';

const TEXTS = {
  missing: ['setup.missing.title', 'setup.missing.body'],
  invalid: ['setup.invalid.title', 'setup.invalid.body'],
  expired: ['setup.expired.title', 'setup.expired.body'],
  failed: ['setup.failed', 'setup.failedBody'],
} as const;

/** A link that cannot be used (none, unknown or used, expired, or the check failed): why, and the way on. */
export function SetupStatePanel({
  state,
  lang,
  t,
}: {
  state: Exclude<InvitationState['kind'], 'loading' | 'ready'>;
  lang: Lang;
  t: SetupT;
}) {
  const [title, body] = TEXTS[state];
  return (
    <div className="setup-box">
      <div className="alert alert-danger setup-state" role="alert" data-testid={`setup-${state}`}>
        <strong>{t(title)}</strong>
        <p>{t(body)}</p>
        <a className="btn btn-outline btn-sm" href={localizePath('/login', lang)}>
          {t('setup.toLogin')}
        </a>
      </div>
    </div>
  );
}
