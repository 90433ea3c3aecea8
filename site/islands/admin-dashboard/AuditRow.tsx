import { useState } from 'react';
import { formatDateTime } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import type { AuditEntry } from './admin-dashboard-api.ts';
import { actionLabel, resourceLabel } from './audit-labels.ts';
import type { AdT } from './messages.ts';
import { SuccessIcon } from './SuccessIcon.tsx';

/**
 * One audit entry: outcome, action, resource and its id, who, from where
 * (N/A when unknown), when, and a details viewer only when there are details to show.
 */
export function AuditRow({ entry, lang, t }: { entry: AuditEntry; lang: Lang; t: AdT }) {
  const [open, setOpen] = useState(false);
  const hasDetails = Object.keys(entry.details ?? {}).length > 0;
  const detailsId = `audit-details-${entry.id}`;
  return (
    <>
      <tr data-testid="audit-row" data-action={entry.action} data-resource={entry.resource}>
        <td data-label={t('ad.audit.col.result')}>
          <SuccessIcon success={entry.success} t={t} />
        </td>
        <td data-label={t('ad.audit.col.action')} data-testid="audit-action">
          {actionLabel(entry.action, t)}
        </td>
        <td className="cell-wrap" data-label={t('ad.audit.col.resource')}>
          <div>
            <div>{resourceLabel(entry.resource, t)}</div>
            {entry.resourceId && (
              <div className="small muted mono ad-resource-id" translate="no" data-testid="audit-resource-id">
                {entry.resourceId}
              </div>
            )}
          </div>
        </td>
        <td className="cell-wrap" data-label={t('ad.audit.col.user')} translate="no" data-testid="audit-user">
          {entry.userEmail ?? entry.userId ?? t('ad.audit.system')}
        </td>
        <td className="mono" data-label={t('ad.audit.col.ip')} data-testid="audit-ip">
          {entry.ipAddress ?? t('ad.audit.na')}
        </td>
        <td data-label={t('ad.audit.col.timestamp')}>
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, lang)}</time>
        </td>
        <td className="actions-cell">
          {hasDetails && (
            <button
              className="btn btn-ghost btn-sm"
              type="button"
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={() => setOpen(!open)}
              data-testid="audit-details-toggle"
            >
              {t(open ? 'ad.audit.hideDetails' : 'ad.audit.viewDetails')}
            </button>
          )}
        </td>
      </tr>
      {hasDetails && open && (
        <tr className="ad-details-row" id={detailsId}>
          <td colSpan={7}>
            <pre className="ad-details mono" data-testid="audit-details">
              {JSON.stringify(entry.details, null, 2)}
            </pre>
          </td>
        </tr>
      )}
    </>
  );
}
