import { useState } from 'react';
import { EXPORT_FORMATS } from '../../../domain/data-export.ts';
import { LabelledSelect } from '../forms/LabelledSelect.tsx';
import { TextField } from '../forms/TextField.tsx';
import { DialogHeader } from '../shared/DialogHeader.tsx';
import { Icon } from '../shared/Icon.tsx';
import { Modal } from '../shared/Modal.tsx';
import { defaultExportChoice, type ExportChoice, exportHref, exportKindsFor, periodProblem } from './export-choice.ts';
import type { AdT } from './messages.ts';

/**
 * Export Data (issue 30 item 4): choose the list, the period and the file format, then a plain
 * download link to the server's export (no script between the click and the file, so no
 * popup blocker and no blob kept in memory). The server checks the role and audits each export.
 */
export function ExportDataDialog({ t, readAudit, onClose }: { t: AdT; readAudit: boolean; onClose: () => void }) {
  const [choice, setChoice] = useState<ExportChoice>(defaultExportChoice);
  const set = (change: Partial<ExportChoice>) => setChoice((current) => ({ ...current, ...change }));
  const problem = periodProblem(choice);

  return (
    <Modal titleId="export-data-title" onClose={onClose} testId="export-data-dialog">
      <DialogHeader
        titleId="export-data-title"
        title={t('ad.export.title')}
        description={t('ad.export.hint')}
        closeLabel={t('ad.close')}
        onClose={onClose}
      />
      <div className="export-data-fields">
        <LabelledSelect
          id="export-kind"
          label={t('ad.export.kind')}
          value={choice.kind}
          options={exportKindsFor(readAudit).map((kind) => ({ value: kind, label: t(`ad.export.${kind}`) }))}
          onChange={(kind) => set({ kind })}
        />
        <LabelledSelect
          id="export-format"
          label={t('ad.export.format')}
          value={choice.format}
          options={EXPORT_FORMATS.map((format) => ({ value: format, label: t(`ad.export.format.${format}`) }))}
          onChange={(format) => set({ format })}
        />
        <TextField
          id="export-from"
          label={t('ad.export.from')}
          type="date"
          required
          value={choice.from}
          max={choice.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
          hint={t(`ad.export.periodOf.${choice.kind}`)}
        />
        <TextField
          id="export-to"
          label={t('ad.export.to')}
          type="date"
          required
          value={choice.to}
          min={choice.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
          error={problem ? t(`ad.export.period.${problem}`) : undefined}
        />
      </div>
      <div className="dialog-footer">
        <button className="btn btn-outline" type="button" onClick={onClose}>
          {t('ad.close')}
        </button>
        {problem ? (
          <button className="btn btn-primary" type="button" disabled data-testid="export-download">
            <Icon name="download" size={16} />
            {t('ad.export.download')}
          </button>
        ) : (
          <a className="btn btn-primary" href={exportHref(choice)} download data-testid="export-download">
            <Icon name="download" size={16} />
            {t('ad.export.download')}
          </a>
        )}
      </div>
    </Modal>
  );
}
