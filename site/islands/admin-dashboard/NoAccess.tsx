import type { Lang } from '../../../domain/languages.ts';
import { localizePath } from '../../lib/locale.ts';
import { StatePanel } from '../shared/StatePanel.tsx';
import type { AdT } from './messages.ts';

/** A signed-in customer: a 403 panel and the way back, never data (the server answers 403 anyway). */
export function NoAccess({ lang, t }: { lang: Lang; t: AdT }) {
  return (
    <StatePanel testId="no-access" icon="ban" title={t('ad.noAccess.title')} body={t('ad.noAccess.body')}>
      <a className="btn btn-primary" href={localizePath('/dashboard', lang)}>
        {t('ad.noAccess.back')}
      </a>
    </StatePanel>
  );
}
