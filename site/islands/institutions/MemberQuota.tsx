import { formatCount } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import type { MemberInstitution } from './member-institution-api.ts';
import type { InstViewT } from './messages.ts';

/** This Douala month's calls against the monthly quota: the figures the server counts the quota by. */
export function MemberQuota({
  lang,
  t,
  institution,
}: {
  lang: Lang;
  t: InstViewT;
  institution: MemberInstitution['institution'];
}) {
  const used = Math.max(0, institution.currentApiUsage);
  const limit = Math.max(0, institution.apiQuotaLimit);
  return (
    <section className="card" aria-labelledby="inst-view-quota-title" data-testid="institution-quota">
      <h2 id="inst-view-quota-title" className="card-title">
        {t('instView.quota.title')}
      </h2>
      <p className="card-subtitle">{t('instView.quota.hint')}</p>
      {/* Capped at 100 %, as on the status page; the figures say the rest. */}
      <progress className="inst-progress-bar" max={limit || 1} value={Math.min(used, limit)} aria-hidden="true" />
      <p className="inst-view-quota-figures">
        <strong data-testid="institution-usage">
          {t('instStatus.usage', { used: formatCount(used, lang), limit: formatCount(limit, lang) })}
        </strong>
        <span className="muted" data-testid="institution-quota-left">
          {t('instView.quota.left', { left: formatCount(Math.max(0, limit - used), lang) })}
        </span>
      </p>
    </section>
  );
}
