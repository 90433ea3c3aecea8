import { type Lang, localizePath } from '../../lib/locale.ts';
import { StatePanel } from '../shared/StatePanel.tsx';
import type { AdT } from './messages.ts';

/**
 * A signed-out visitor: the Admin Portal sign-in (ADMIN-CONTRACT "Site routes"), which comes
 * back here once the staff member is signed in.
 */
export function SignedOut({ lang, t }: { lang: Lang; t: AdT }) {
  const portal = `${localizePath('/admin', lang)}?next=${encodeURIComponent(localizePath('/admin-dashboard', lang))}`;
  return (
    <StatePanel testId="admin-sign-in" icon="lock" title={t('ad.signInTitle')} body={t('ad.signInSubtitle')}>
      <a className="btn btn-primary" href={portal}>
        {t('ad.signInTitle')}
      </a>
    </StatePanel>
  );
}
