import type { Lang } from '../../../domain/languages.ts';
import { localizePath } from '../../lib/locale.ts';
import { Icon } from '../shared/Icon.tsx';
import type { InstRegT } from './messages.ts';

export const CODE_TITLE_ID = 'inst-code-title';

/** The status page's address for a code (it reads `?code=` and looks it up at once). */
export function statusPath(code: string, lang: Lang): string {
  return `${localizePath('/institution-status', lang)}?code=${encodeURIComponent(code)}`;
}

/**
 * After a submission: the institution code the applicant needs on the status page, kept on
 * screen (the toast goes after 5 s) until closed, with the way to that page.
 */
export function RegistrationCode({
  code,
  lang,
  t,
  onClose,
}: {
  code: string;
  lang: Lang;
  t: InstRegT;
  onClose: () => void;
}) {
  return (
    <section className="card inst-code" aria-labelledby={CODE_TITLE_ID} data-testid="registration-code">
      <Icon name="checkCircle" size={28} className="inst-code-icon" />
      <div className="inst-code-text">
        <h2 id={CODE_TITLE_ID} tabIndex={-1}>
          {t('instReg.codeTitle')}
        </h2>
        <p className="inst-code-value mono" translate="no" data-testid="institution-code">
          {code}
        </p>
        <p className="muted">{t('instReg.codeBody')}</p>
        <a className="btn btn-primary btn-sm" href={statusPath(code, lang)} data-testid="registration-status-link">
          {t('instReg.codeLink', { code })}
        </a>
      </div>
      <button
        type="button"
        className="icon-btn inst-code-close"
        onClick={onClose}
        aria-label={t('instReg.codeDismiss')}
        data-testid="registration-code-close"
      >
        <Icon name="x" size={18} />
      </button>
    </section>
  );
}
