import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toast, toastFailure } from '../../stores/toast.ts';
import '../back-office/back-office-tables.css';
import { SelectAllCell } from '../back-office/SelectionCells.tsx';
import type { StaffPermissions } from '../back-office/staff-permissions.ts';
import { useSelection } from '../back-office/use-selection.ts';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { TableRows } from '../shared/TableRows.tsx';
import { useDebounced } from '../shared/use-debounced.ts';
import { useLastAnswer } from '../shared/use-last-answer.ts';
import {
  type BulkInstitutionOperation,
  type Institution,
  institutionsQuery,
  portalActions,
  refreshPortalData,
} from './admin-api.ts';
import { InstitutionEditDialog } from './InstitutionEditDialog.tsx';
import { InstitutionRow } from './InstitutionRow.tsx';
import { InstitutionViewDialog } from './InstitutionViewDialog.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import type { PortalT } from './messages.ts';

const FILTERS = ['all', 'pending', 'approved', 'suspended'] as const;
type Filter = (typeof FILTERS)[number];
const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  lang: Lang;
  t: PortalT;
  errors: ErrorTranslator;
  permissions: StaffPermissions;
}

type Dialog = { kind: 'view' | 'edit' | 'suspend'; institution: Institution };

/**
 * The admin portal's Institutions tab: search, status filter, the table with select-all, inline
 * tier, bulk approve / reject; view (application, documents, members), edit (contacts) and
 * delete, which suspends after a confirmation.
 */
export function InstitutionsTab({ lang, t, errors, permissions }: Props) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const $list = useMemo(() => institutionsQuery(q, filter), [q, filter]);
  const { data: fetched, error, loading } = useStore($list);
  const data = useLastAnswer(fetched);
  const rows = data?.institutions;
  const selection = useSelection(rows?.map((row) => row.id) ?? []);
  const canWrite = permissions.reviewInstitutions;

  async function bulk(operation: BulkInstitutionOperation) {
    setBusy(true);
    try {
      await portalActions.bulkInstitutions(operation, selection.selected);
      toast({ title: t(`portal.inst.done.${operation}`), variant: 'success' });
      selection.clear();
      refreshPortalData();
    } catch (failure) {
      toast({ title: errors.message(failure) ?? t('portal.operationFailed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function suspend(institution: Institution) {
    try {
      await portalActions.suspendInstitution(institution.id, t('portal.inst.suspend.reason'));
      toast({ title: t('portal.inst.suspended'), variant: 'success' });
      refreshPortalData();
    } catch (failure) {
      toastFailure(t('portal.inst.suspendFailed'), errors.message(failure));
    }
  }

  const noneSelected = selection.selected.length === 0;
  return (
    <section className="card tab-card" aria-labelledby="portal-inst-title" data-testid="institutions-tab">
      <h2 id="portal-inst-title" className="card-title">
        {t('portal.inst.title')}
      </h2>
      <ListToolbar
        idPrefix="institutions"
        searchLabel={t('portal.inst.search')}
        search={search}
        onSearch={setSearch}
        filterLabel={t('portal.inst.filter')}
        filter={filter}
        filters={FILTERS.map((value) => ({ value, label: t(`portal.inst.filter.${value}`) }))}
        onFilter={setFilter}
      >
        {!noneSelected && (
          <span className="small muted" data-testid="selected-count">
            {t('portal.selected', { count: selection.selected.length })}
          </span>
        )}
        <button
          className="btn btn-primary btn-sm"
          type="button"
          disabled={!canWrite || noneSelected || busy}
          onClick={() => void bulk('approve')}
          data-testid="bulk-approve"
        >
          {t('portal.inst.approve')}
        </button>
        <button
          className="btn btn-danger btn-sm"
          type="button"
          disabled={!canWrite || noneSelected || busy}
          onClick={() => void bulk('reject')}
          data-testid="bulk-reject"
        >
          {t('portal.inst.reject')}
        </button>
      </ListToolbar>
      {error && !rows ? (
        <p className="alert alert-danger" role="alert" data-testid="load-failed">
          {t('portal.loadFailed')}
        </p>
      ) : (
        <div className="table-wrap" aria-busy={loading}>
          <table className="table stacked-table portal-dense" data-testid="institutions-table">
            <thead>
              <tr>
                <SelectAllCell label={t('portal.selectAll')} selection={selection} disabled={!rows?.length} />
                <th scope="col">{t('portal.inst.col.institution')}</th>
                <th scope="col">{t('portal.inst.col.type')}</th>
                <th scope="col">{t('portal.inst.col.contact')}</th>
                <th scope="col">{t('portal.inst.col.tier')}</th>
                <th scope="col">{t('portal.inst.col.status')}</th>
                <th scope="col">{t('portal.inst.col.usage')}</th>
                <th scope="col">{t('portal.inst.col.actions')}</th>
              </tr>
            </thead>
            <TableRows
              rows={rows}
              columns={8}
              loadingLabel={t('common.loading')}
              emptyTestId="institutions-empty"
              empty={t('portal.inst.empty')}
            >
              {(row) => (
                <InstitutionRow
                  key={row.id}
                  lang={lang}
                  t={t}
                  errors={errors}
                  institution={row}
                  canWrite={canWrite}
                  ticked={selection.isTicked(row.id)}
                  onTick={() => selection.toggle(row.id)}
                  onOpen={(kind) => setDialog({ kind, institution: row })}
                />
              )}
            </TableRows>
          </table>
        </div>
      )}
      {dialog?.kind === 'view' && (
        <InstitutionViewDialog
          lang={lang}
          t={t}
          errors={errors}
          institutionId={dialog.institution.id}
          canWrite={canWrite}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <InstitutionEditDialog
          t={t}
          errors={errors}
          institutionId={dialog.institution.id}
          name={dialog.institution.institutionName}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'suspend' && (
        <ConfirmDialog
          title={t('portal.inst.suspend.title')}
          body={t('portal.inst.suspend.body', { name: dialog.institution.institutionName })}
          confirmLabel={t('portal.inst.suspend.confirm')}
          cancelLabel={t('portal.cancel')}
          closeLabel={t('portal.close')}
          danger
          onConfirm={() => suspend(dialog.institution)}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
