import { type Lang, localizePath } from '../../lib/locale.ts';
import type { PmT } from './messages.ts';

/** Shown to a signed-in customer: payment management is for staff (the server refuses anyway). */
export function NoAccess({ lang, t }: { lang: Lang; t: PmT }) {
  return (
    <div className="container protected-state">
      <section className="card auth-required" data-testid="no-access" aria-labelledby="no-access-title">
        <svg className="auth-required-icon" width="40" height="40" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M5.6 5.6l12.8 12.8" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
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
