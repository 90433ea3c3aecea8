import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toastFailure } from '../../stores/toast.ts';
import { Icon } from '../shared/Icon.tsx';
import { saveFile } from '../shared/save-file.ts';
import { ImportSettingsDialog } from './ImportSettingsDialog.tsx';
import type { AdKey, AdT } from './messages.ts';
import { $settings, operationsActions } from './operations-api.ts';
import { SettingRow } from './SettingRow.tsx';
import { orderedCategories } from './settings-form.ts';
import type { DashboardPermissions } from './staff-permissions.ts';

/**
 * The admin dashboard's Settings tab: Export and Import Settings, one card per category of the server's
 * registry (its definitions give each control), the Feature Flags card last. Admins edit; ops
 * and auditors see every control disabled (the server refuses them anyway).
 */
export function SettingsTab({
  lang,
  t,
  errors,
  permissions,
}: {
  lang: Lang;
  t: AdT;
  errors: ErrorTranslator;
  permissions: DashboardPermissions;
}) {
  const { data, error } = useStore($settings);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const mayEdit = permissions.manageSettings;

  async function exportSettings() {
    setExporting(true);
    try {
      const { blob, fileName } = await operationsActions.exportSettings();
      saveFile(blob, fileName);
    } catch (failure) {
      toastFailure(t('ad.set.exportFailed'), errors.message(failure) ?? t('ad.set.exportFailedBody'));
    } finally {
      setExporting(false);
    }
  }

  const settings = data?.data.settings;
  const definitions = data?.data.definitions;
  return (
    <div className="tab-stack" data-testid="settings-tab">
      <div className="ops-head">
        <h2 className="card-title">{t('ad.set.title')}</h2>
        <div className="ops-actions">
          <button
            className="btn btn-outline"
            type="button"
            disabled={exporting}
            onClick={() => void exportSettings()}
            data-testid="export-settings"
          >
            <Icon name="download" size={16} />
            {t('ad.set.export')}
          </button>
          <button
            className="btn btn-outline"
            type="button"
            disabled={!mayEdit}
            onClick={() => setImporting(true)}
            data-testid="import-settings"
          >
            <Icon name="layers" size={16} />
            {t('ad.set.import')}
          </button>
        </div>
      </div>
      {!mayEdit && (
        <p className="alert alert-info" role="status" data-testid="settings-read-only">
          {t('ad.set.readOnly')}
        </p>
      )}
      {error && !data && (
        <p className="alert alert-danger" role="alert">
          {t('ad.loadFailed')}
        </p>
      )}
      {!data && !error && <span className="skeleton stat-skeleton" role="status" aria-label={t('common.loading')} />}
      {settings &&
        definitions &&
        orderedCategories(Object.keys(definitions)).map((category) => (
          <section
            key={category}
            className="card"
            aria-labelledby={`settings-${category}-title`}
            data-testid={`settings-card-${category}`}
          >
            <h3 id={`settings-${category}-title`} className="card-title">
              {t(`ad.set.category.${category}` as AdKey)}
            </h3>
            {Object.entries(definitions[category] ?? {}).map(([name, definition]) => {
              const value = settings[category]?.[name];
              if (value === undefined) return null;
              return (
                <SettingRow
                  // A new value from the server remounts the row, so its input shows what is stored.
                  key={`${name}:${String(value)}`}
                  category={category}
                  name={name}
                  value={value}
                  definition={definition}
                  mayEdit={mayEdit}
                  lang={lang}
                  t={t}
                  errors={errors}
                />
              );
            })}
          </section>
        ))}
      {importing && <ImportSettingsDialog lang={lang} t={t} errors={errors} onClose={() => setImporting(false)} />}
    </div>
  );
}
