import { type Lang, localizePath } from '../../lib/locale.ts';
import { Icon } from '../shared/Icon.tsx';
import type { PmT } from './messages.ts';

/** Shown to a signed-in customer: payment management is for staff (the server refuses anyway). */
export function NoAccess({ lang, t }: { lang: Lang; t: PmT }) {
  return (
    <div className="container protected-state">
      <section className="card auth-required" data-testid="no-access" aria-labelledby="no-access-title">
        <Icon name="ban" size={40} className="auth-required-icon" />
        <h1 id="no-access-title">{t('pm.noAccess.title')}</h1>
        <p className="muted">{t('pm.noAccess.body')}</p>
        <div className="auth-required-actions">
          <a className="btn btn-primary" href={localizePath('/dashboard', lang)}>
            {t('pm.noAccess.back')}
          </a>
        </div>
      </section>
    </div>
  );
}
