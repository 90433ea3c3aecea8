import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatCount, formatDateTime, formatShare } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toast, toastFailure } from '../../stores/toast.ts';
import type { StaffPermissions } from '../back-office/staff-permissions.ts';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { Icon } from '../shared/Icon.tsx';
import { StatTiles } from '../shared/StatTiles.tsx';
import { $apiUsage, $credentials, type AdminCredential, portalActions, refreshPortalData } from './admin-api.ts';
import type { PortalT } from './messages.ts';

interface Props {
  lang: Lang;
  t: PortalT;
  errors: ErrorTranslator;
  permissions: StaffPermissions;
}

/**
 * The admin portal's API Management tab, on live figures: active keys, today's calls and error
 * rate, the busiest keys, and every credential with revoke (admin only, after a confirmation).
 */
export function ApiCredentialsTab({ lang, t, errors, permissions }: Props) {
  const usage = useStore($apiUsage);
  const { data, error } = useStore($credentials);
  const [revoking, setRevoking] = useState<AdminCredential | null>(null);
  const figures = usage.data;

  async function revoke(credential: AdminCredential) {
    try {
      await portalActions.revokeCredential(credential.id);
      toast({ title: t('portal.api.revoked'), variant: 'success' });
      refreshPortalData();
    } catch (failure) {
      toastFailure(t('portal.api.revokeFailed'), errors.message(failure));
    }
  }

  const envLabel = (environment: string) =>
    environment === 'production' ? t('portal.api.env.production') : t('portal.api.env.sandbox');

  return (
    <div className="tab-stack" data-testid="api-tab">
      <StatTiles
        label={t('portal.tab.api')}
        failed={Boolean(usage.error && !figures)}
        errorText={t('portal.loadFailed')}
        tiles={[
          {
            id: 'active-keys',
            label: t('portal.api.activeKeys'),
            value: figures ? formatCount(figures.activeKeys, lang) : null,
          },
          {
            id: 'calls-today',
            label: t('portal.api.callsToday'),
            value: figures ? formatCount(figures.callsToday, lang) : null,
            hint: t('portal.api.todayHint'),
          },
          {
            id: 'error-rate',
            label: t('portal.api.errorRate'),
            value: figures
              ? figures.errorRateToday === null
                ? t('portal.api.errorRateNone')
                : formatShare(figures.errorRateToday, lang)
              : null,
            hint: t('portal.api.todayHint'),
          },
        ]}
      />
      <section className="card tab-card" aria-labelledby="portal-top-keys-title" data-testid="top-keys">
        <h2 id="portal-top-keys-title" className="card-title">
          {t('portal.api.topKeys')}
        </h2>
        {!figures ? (
          usage.error ? null : (
            <span className="skeleton portal-skeleton" role="status" aria-label={t('common.loading')} />
          )
        ) : figures.topKeys.length === 0 ? (
          <p className="muted">{t('portal.api.topKeysEmpty')}</p>
        ) : (
          <ol className="portal-list">
            {figures.topKeys.map((key) => (
              <li key={key.id}>
                <div>
                  <div className="portal-strong" translate="no">
                    {key.name}
                  </div>
                  <div className="small muted">
                    <span className="mono">{key.keyId}…</span>
                    {key.institutionName ? ` · ${key.institutionName}` : ''}
                  </div>
                </div>
                <span>{t('portal.api.calls', { count: formatCount(key.calls, lang) })}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="card tab-card" aria-labelledby="portal-credentials-title" data-testid="credentials">
        <div className="portal-title-line">
          <h2 id="portal-credentials-title" className="card-title">
            {t('portal.api.credentials')}
          </h2>
          {data && (
            <span className="small muted">
              {t('portal.api.credentialsHint', { total: formatCount(data.total, lang) })}
            </span>
          )}
        </div>
        {error && !data ? (
          <p className="alert alert-danger" role="alert" data-testid="load-failed">
            {t('portal.loadFailed')}
          </p>
        ) : !data ? (
          <span className="skeleton portal-skeleton" role="status" aria-label={t('common.loading')} />
        ) : data.credentials.length === 0 ? (
          <p className="muted">{t('portal.api.empty')}</p>
        ) : (
          <div className="table-wrap">
            <table className="table stacked-table" data-testid="credentials-table">
              <thead>
                <tr>
                  <th scope="col">{t('portal.api.col.institution')}</th>
                  <th scope="col">{t('portal.api.col.environment')}</th>
                  <th scope="col">{t('portal.api.col.keyId')}</th>
                  <th scope="col">{t('portal.api.col.status')}</th>
                  <th scope="col">{t('portal.api.col.lastUsed')}</th>
                  <th scope="col">{t('portal.api.col.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.credentials.map((credential) => (
                  <tr key={credential.id} data-testid="credential-row" data-active={credential.isActive}>
                    <td className="cell-wrap" data-label={t('portal.api.col.institution')}>
                      <div>
                        <div className="portal-strong" translate="no">
                          {credential.institutionName ?? t('portal.api.noInstitution', { owner: credential.ownerName })}
                        </div>
                        <div className="small muted" translate="no">
                          {credential.name}
                        </div>
                      </div>
                    </td>
                    <td data-label={t('portal.api.col.environment')}>
                      <span
                        className={credential.environment === 'production' ? 'badge badge-brand' : 'badge badge-info'}
                      >
                        {envLabel(credential.environment)}
                      </span>
                    </td>
                    <td className="mono cell-wrap" data-label={t('portal.api.col.keyId')}>
                      {credential.keyId}…
                    </td>
                    <td data-label={t('portal.api.col.status')}>
                      <span className={`badge ${credential.isActive ? 'badge-success' : ''}`}>
                        {t(credential.isActive ? 'portal.api.active' : 'portal.api.inactive')}
                      </span>
                    </td>
                    <td data-label={t('portal.api.col.lastUsed')}>
                      {credential.lastUsed ? formatDateTime(credential.lastUsed, lang) : t('portal.never')}
                    </td>
                    <td className="actions-cell">
                      <div className="row-actions">
                        <button
                          className="icon-btn row-action row-action-danger"
                          type="button"
                          title={t('portal.api.revoke', { name: credential.name })}
                          disabled={!permissions.revokeCredentials || !credential.isActive}
                          onClick={() => setRevoking(credential)}
                          data-testid="revoke-credential"
                        >
                          <Icon name="ban" />
                          <span className="sr-only">{t('portal.api.revoke', { name: credential.name })}</span>
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {revoking && (
        <ConfirmDialog
          title={t('portal.api.revoke.title')}
          body={t('portal.api.revoke.body', { name: revoking.name })}
          confirmLabel={t('portal.api.revoke.confirm')}
          cancelLabel={t('portal.cancel')}
          closeLabel={t('portal.close')}
          danger
          onConfirm={() => revoke(revoking)}
          onClose={() => setRevoking(null)}
        />
      )}
    </div>
  );
}
