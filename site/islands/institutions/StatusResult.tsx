import { formatCount, formatDate } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import type { ApiAnswer } from '../../lib/api/schema.ts';
import { localizePath } from '../../lib/locale.ts';
import { Icon } from '../shared/Icon.tsx';
import { displayStatus, STATUS_BADGE } from './display-status.ts';
import type { InstStatusT } from './messages.ts';

/** The status response: what the lookup may tell anyone holding the code. */
export type InstitutionStatusAnswer = ApiAnswer<'/api/v1/institutions/status/{code}'>;

export const RESULT_TITLE_ID = 'inst-result-title';

/** The result card: the institution, its display status, its figures, its members' view when approved. */
export function StatusResult({ result, lang, t }: { result: InstitutionStatusAnswer; lang: Lang; t: InstStatusT }) {
  const status = displayStatus(result);
  const limit = Math.max(0, result.apiQuotaLimit);
  const used = Math.max(0, result.currentApiUsage);
  return (
    <section className="card inst-result" aria-labelledby={RESULT_TITLE_ID} data-testid="status-result">
      <header className="inst-result-head">
        <div>
          <h2 id={RESULT_TITLE_ID} tabIndex={-1} translate="no" data-testid="status-name">
            {result.institutionName}
          </h2>
          <p className="mono muted" translate="no">
            {result.institutionCode}
          </p>
        </div>
        <span className={`badge ${STATUS_BADGE[status]}`} data-testid="status-badge" data-status={status}>
          {t(`instStatus.status.${status}`)}
        </span>
      </header>
      <dl className="inst-result-list">
        <div>
          <dt>{t('instStatus.field.type')}</dt>
          <dd>{t(`inst.type.${result.institutionType}`)}</dd>
        </div>
        <div>
          <dt>{t('instStatus.field.tier')}</dt>
          <dd>{t(`inst.tier.${result.tierLevel}`)}</dd>
        </div>
        <div>
          <dt>{t('instStatus.field.submittedAt')}</dt>
          <dd>{formatDate(result.submittedAt, lang)}</dd>
        </div>
        <div>
          <dt>{t('instStatus.field.approvedAt')}</dt>
          <dd>{result.approvedAt ? formatDate(result.approvedAt, lang) : t('instStatus.field.notApproved')}</dd>
        </div>
        <div className="inst-result-usage">
          <dt>{t('instStatus.field.apiUsage')}</dt>
          <dd>
            {/* Capped at 100 %; the figures say the rest. */}
            <progress className="inst-progress-bar" max={limit || 1} value={Math.min(used, limit)} aria-hidden="true" />
            <span data-testid="status-usage">
              {t('instStatus.usage', { used: formatCount(used, lang), limit: formatCount(limit, lang) })}
            </span>
          </dd>
        </div>
      </dl>
      {status === 'pending' && <p className="muted inst-result-note">{t('instStatus.pendingNote')}</p>}
      {result.isApproved && (
        // The institution's own view, for its members: the staff portal at /admin refuses them.
        <div className="inst-result-portal">
          <a
            className="btn btn-primary"
            href={localizePath('/institution', lang)}
            aria-describedby="inst-portal-note"
            data-testid="admin-portal-link"
          >
            <Icon name="shield" size={18} />
            {t('instStatus.adminPortal')}
          </a>
          <p id="inst-portal-note" className="small muted" data-testid="admin-portal-note">
            {t('instStatus.portalNote')}
          </p>
        </div>
      )}
    </section>
  );
}
