import type { Lang } from '../../../domain/languages.ts';
import { localizePath } from '../../lib/locale.ts';
import { StatePanel } from '../shared/StatePanel.tsx';
import type { PmT } from './messages.ts';

/** Shown to a signed-in customer: payment management is for staff (the server refuses anyway). */
export function NoAccess({ lang, t }: { lang: Lang; t: PmT }) {
  return (
    <StatePanel testId="no-access" icon="ban" title={t('pm.noAccess.title')} body={t('pm.noAccess.body')}>
      <a className="btn btn-primary" href={localizePath('/dashboard', lang)}>
        {t('pm.noAccess.back')}
      </a>
    </StatePanel>
  );
}
