import { useState } from 'react';
import { formatCount } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toast, toastFailure } from '../../stores/toast.ts';
import { DialogHeader } from '../shared/DialogHeader.tsx';
import { Modal } from '../shared/Modal.tsx';
import type { AdT } from './messages.ts';
import { type ImportResult, operationsActions } from './operations-api.ts';
import { type FileSettings, settingsOfFile } from './settings-form.ts';

/**
 * Import Settings (issue 16): read a file, ask the server what it would change (`dryRun`),
 * show that, and apply it only when the admin confirms. The server refuses a file with any
 * unknown key or bad value whole, and its reasons show here.
 */
export function ImportSettingsDialog({
  lang,
  t,
  errors,
  onClose,
}: {
  lang: Lang;
  t: AdT;
  errors: ErrorTranslator;
  onClose: () => void;
}) {
  const [settings, setSettings] = useState<FileSettings | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function readFile(file: File | undefined) {
    setPreview(null);
    setProblem(null);
    setSettings(null);
    if (!file) return;
    const parsed = settingsOfFile(await file.text());
    if (!parsed) {
      setProblem(t('ad.set.importBadFile'));
      return;
    }
    setBusy(true);
    try {
      setPreview(await operationsActions.importSettings(parsed, true));
      setSettings(parsed);
    } catch (failure) {
      const fields = Object.values(errors.fields(failure));
      setProblem(fields.length > 0 ? fields.join(' · ') : (errors.message(failure) ?? t('ad.set.importFailedBody')));
    } finally {
      setBusy(false);
    }
  }

  async function apply() {
    if (!settings) return;
    setBusy(true);
    try {
      const result = await operationsActions.importSettings(settings, false);
      toast({
        title: t('ad.set.importApplied'),
        description: t('ad.set.importAppliedBody', { count: formatCount(result.changes.length, lang) }),
        variant: 'success',
      });
      onClose();
    } catch (failure) {
      toastFailure(t('ad.set.importFailed'), errors.message(failure) ?? t('ad.set.importFailedBody'));
      setBusy(false);
    }
  }

  const shown = (value: unknown) =>
    typeof value === 'boolean' ? t(value ? 'ad.set.on' : 'ad.set.off') : String(value);

  return (
    <Modal titleId="import-settings-title" onClose={onClose} testId="import-settings-dialog">
      <DialogHeader
        titleId="import-settings-title"
        title={t('ad.set.importTitle')}
        description={t('ad.set.importHint')}
        closeLabel={t('ad.close')}
        onClose={onClose}
      />
      <div className="field">
        <label htmlFor="import-settings-file" className="label">
          {t('ad.set.importFile')}
        </label>
        <input
          id="import-settings-file"
          className="input"
          type="file"
          accept="application/json,.json"
          onChange={(event) => void readFile(event.target.files?.[0])}
          data-testid="import-file"
        />
        {problem && (
          <p className="alert alert-danger" role="alert" data-testid="import-problem">
            {problem}
          </p>
        )}
        {preview &&
          (preview.changes.length === 0 ? (
            <p className="muted" data-testid="import-none">
              {t('ad.set.importNone')}
            </p>
          ) : (
            <>
              <p className="setting-label" data-testid="import-count">
                {t('ad.set.importChanges', { count: formatCount(preview.changes.length, lang) })}
              </p>
              <table className="table stacked-table" data-testid="import-preview">
                <thead>
                  <tr>
                    <th scope="col">{t('ad.set.col.setting')}</th>
                    <th scope="col">{t('ad.set.col.from')}</th>
                    <th scope="col">{t('ad.set.col.to')}</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.changes.map((change) => (
                    <tr key={`${change.category}.${change.key}`} data-testid="import-change">
                      <td data-label={t('ad.set.col.setting')} className="setting-key">
                        {change.category}.{change.key}
                      </td>
                      <td data-label={t('ad.set.col.from')}>{shown(change.from)}</td>
                      <td data-label={t('ad.set.col.to')}>{shown(change.to)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ))}
      </div>
      <div className="dialog-footer">
        <button className="btn btn-outline" type="button" onClick={onClose}>
          {t('ad.cancel')}
        </button>
        <button
          className="btn btn-primary"
          type="button"
          disabled={busy || !preview || preview.changes.length === 0}
          onClick={() => void apply()}
          data-testid="import-apply"
        >
          {t('ad.set.importApply')}
        </button>
      </div>
    </Modal>
  );
}
