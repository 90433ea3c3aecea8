import { LabelledSelect } from '../forms/LabelledSelect.tsx';
import { TextField } from '../forms/TextField.tsx';
import { ACTION_FILTERS, type AuditFilters, RESOURCE_FILTERS, userIdProblem } from './audit-filters.ts';
import { actionLabel, resourceLabel } from './audit-labels.ts';
import type { AdT } from './messages.ts';

/** The admin dashboard's Audit filters: action, resource, start date, end date, user ID. */
export function AuditFiltersBar({
  t,
  filters,
  onChange,
}: {
  t: AdT;
  filters: AuditFilters;
  onChange: (next: AuditFilters) => void;
}) {
  const set = (patch: Partial<AuditFilters>) => onChange({ ...filters, ...patch });
  return (
    <search className="ad-audit-filters" data-testid="audit-filters">
      <LabelledSelect
        id="audit-action"
        label={t('ad.audit.action')}
        value={filters.action}
        options={ACTION_FILTERS.map((value) => ({
          value,
          label: value === 'all' ? t('ad.audit.allActions') : actionLabel(value, t),
        }))}
        onChange={(action) => set({ action })}
      />
      <LabelledSelect
        id="audit-resource"
        label={t('ad.audit.resource')}
        value={filters.resource}
        options={RESOURCE_FILTERS.map((value) => ({
          value,
          label: value === 'all' ? t('ad.audit.allResources') : resourceLabel(value, t),
        }))}
        onChange={(resource) => set({ resource })}
      />
      <TextField
        id="audit-start"
        label={t('ad.audit.startDate')}
        type="date"
        value={filters.startDate}
        max={filters.endDate || undefined}
        onChange={(event) => set({ startDate: event.target.value })}
      />
      <TextField
        id="audit-end"
        label={t('ad.audit.endDate')}
        type="date"
        value={filters.endDate}
        min={filters.startDate || undefined}
        onChange={(event) => set({ endDate: event.target.value })}
      />
      <TextField
        id="audit-user"
        label={t('ad.audit.userId')}
        className="input mono"
        autoComplete="off"
        spellCheck={false}
        value={filters.userId}
        onChange={(event) => set({ userId: event.target.value })}
        error={userIdProblem(filters) ? t('ad.audit.userIdInvalid') : undefined}
      />
    </search>
  );
}
