import { useEffect, useRef, useState } from 'react';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toastFailure } from '../../stores/toast.ts';
import { Icon } from '../shared/Icon.tsx';
import { saveFile } from '../shared/save-file.ts';
import type { AdT } from './messages.ts';
import { type ExportDataset, operationsActions } from './operations-api.ts';

const DATASETS: readonly ExportDataset[] = ['users', 'institutions', 'transactions'];

/**
 * The header's Export Data (issue 16 item 6): a small menu of the server's three CSV exports.
 * A menu rather than "the current tab's data": this dashboard shows no institution or
 * transaction list, so only a menu reaches all three, and it behaves the same on every tab.
 */
export function ExportDataMenu({ t, errors }: { t: AdT; errors: ErrorTranslator }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  async function exportData(dataset: ExportDataset) {
    setOpen(false);
    setBusy(true);
    try {
      const { blob, fileName } = await operationsActions.exportData(dataset);
      saveFile(blob, fileName);
    } catch (failure) {
      toastFailure(t('ad.export.failed'), errors.message(failure) ?? t('ad.export.failedBody'));
    } finally {
      setBusy(false);
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the menu closes it
    <div
      className="ops-menu"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        className="btn btn-outline"
        type="button"
        aria-expanded={open}
        aria-controls="export-data-menu"
        disabled={busy}
        onClick={() => setOpen((current) => !current)}
        data-testid="export-data"
      >
        <Icon name="download" size={16} />
        {t('ad.header.exportData')}
      </button>
      {open && (
        <ul id="export-data-menu" className="ops-menu-list" data-testid="export-data-menu">
          {DATASETS.map((dataset) => (
            <li key={dataset}>
              <button type="button" onClick={() => void exportData(dataset)} data-testid={`export-${dataset}`}>
                {t(`ad.export.${dataset}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
