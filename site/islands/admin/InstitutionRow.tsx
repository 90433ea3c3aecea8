import { useState } from 'react';
import { formatCount } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toast, toastFailure } from '../../stores/toast.ts';
import { SelectRowCell } from '../back-office/SelectionCells.tsx';
import { Icon } from '../shared/Icon.tsx';
import { type Institution, portalActions, refreshPortalData, TIER_LEVELS, type TierLevel } from './admin-api.ts';
import { institutionStatusClass, institutionTypeLabel, quotaPercent } from './institution-labels.ts';
import type { PortalT } from './messages.ts';

/** An e-mail that may break after its @ (and nowhere inside its parts) in a narrow column. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <div translate="no">{email}</div>;
  return (
    <div translate="no">
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </div>
  );
}

interface Props {
  lang: Lang;
  t: PortalT;
  errors: ErrorTranslator;
  institution: Institution;
  canWrite: boolean;
  ticked: boolean;
  onTick: () => void;
  onOpen: (kind: 'view' | 'edit' | 'suspend') => void;
}

/** One institution of the table: its figures, the inline tier dropdown and the row's actions. */
export function InstitutionRow({ lang, t, errors, institution, canWrite, ticked, onTick, onOpen }: Props) {
  const [tier, setTier] = useState<TierLevel>(institution.tierLevel);
  const [saving, setSaving] = useState(false);
  const name = institution.institutionName;
  const percent = quotaPercent(institution.currentApiUsage, institution.apiQuotaLimit);

  async function changeTier(next: TierLevel) {
    const previous = tier;
    setTier(next);
    setSaving(true);
    try {
      await portalActions.setTier(institution.id, next);
      toast({ title: t('portal.inst.tierUpdated'), variant: 'success' });
      refreshPortalData();
    } catch (failure) {
      setTier(previous);
      toastFailure(t('portal.inst.tierFailed'), errors.message(failure));
    } finally {
      setSaving(false);
    }
  }

  const action = (kind: 'view' | 'edit' | 'suspend', icon: 'eye' | 'pencil' | 'ban', label: string) => (
    <button
      className={`icon-btn row-action${kind === 'suspend' ? ' row-action-danger' : ''}`}
      type="button"
      title={label}
      disabled={kind !== 'view' && (!canWrite || (kind === 'suspend' && institution.status === 'suspended'))}
      onClick={() => onOpen(kind)}
      data-testid={`institution-${kind}`}
    >
      <Icon name={icon} />
      <span className="sr-only">
        {label} <span translate="no">{name}</span>
      </span>
    </button>
  );

  return (
    <tr data-testid="institution-row" data-code={institution.institutionCode} data-status={institution.status}>
      <SelectRowCell label={t('backOffice.selectRow', { name })} ticked={ticked} disabled={false} onTick={onTick} />
      <td className="cell-wrap portal-wrap" data-label={t('portal.inst.col.institution')}>
        <div className="portal-cell-name">
          <div className="portal-strong" translate="no">
            {name}
          </div>
          <div className="small muted mono">{institution.institutionCode}</div>
        </div>
      </td>
      <td className="portal-wrap" data-label={t('portal.inst.col.type')}>
        <div className="portal-cell-type">{institutionTypeLabel(institution.institutionType, t)}</div>
      </td>
      <td className="cell-wrap portal-wrap" data-label={t('portal.inst.col.contact')}>
        <div className="portal-cell-contact">
          <EmailText email={institution.contactEmail} />
          <div className="small muted mono">{institution.contactPhone}</div>
        </div>
      </td>
      <td data-label={t('portal.inst.col.tier')}>
        <select
          className="select portal-tier-select"
          aria-label={t('portal.inst.tierOf', { name })}
          value={tier}
          disabled={!canWrite || saving}
          onChange={(event) => void changeTier(event.target.value as TierLevel)}
          data-testid="tier-select"
        >
          {TIER_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`inst.tier.${level}`)}
            </option>
          ))}
        </select>
      </td>
      <td data-label={t('portal.inst.col.status')}>
        <span className={institutionStatusClass(institution.status)} data-testid="institution-status">
          {t(`portal.inst.status.${institution.status}`)}
        </span>
      </td>
      <td data-label={t('portal.inst.col.usage')}>
        <div className="portal-usage">
          <span className="small">
            {t('portal.inst.usage', {
              current: formatCount(institution.currentApiUsage, lang),
              quota: formatCount(institution.apiQuotaLimit, lang),
            })}
          </span>
          <svg className="portal-quota" viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true">
            <rect className="portal-quota-track" x="0" y="0" width="100" height="6" rx="3" />
            <rect className="portal-quota-fill" x="0" y="0" width={percent} height="6" rx="3" />
          </svg>
        </div>
      </td>
      <td className="actions-cell">
        <div className="row-actions">
          {action('view', 'eye', t('portal.inst.view'))}
          {action('edit', 'pencil', t('portal.inst.edit'))}
          {action('suspend', 'ban', t('portal.inst.suspend'))}
        </div>
      </td>
    </tr>
  );
}
