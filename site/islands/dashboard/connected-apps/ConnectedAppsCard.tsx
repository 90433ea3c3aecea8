import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatDateTime } from '../../../../domain/format.ts';
import type { Lang } from '../../../../domain/languages.ts';
import type { ErrorTranslator } from '../../../lib/error-text.ts';
import { toast, toastFailure } from '../../../stores/toast.ts';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { LoadState } from '../../shared/LoadState.tsx';
import type { DashboardT } from '../messages.ts';
import { $connectedApps, type Connection, revokeConnection } from './connected-apps-api.ts';
import './connected-apps.css';

/**
 * The dashboard's "Connected apps" (issue 17 item 2): each app the customer approved on the
 * consent screen, what it may do in plain words and which accounts it sees, and Revoke.
 */
export function ConnectedAppsCard({ lang, t, errors }: { lang: Lang; t: DashboardT; errors: ErrorTranslator }) {
  const { data, error } = useStore($connectedApps);
  const [confirming, setConfirming] = useState<Connection | null>(null);
  const connections = data?.connections;

  async function revoke(connection: Connection) {
    const app = connection.appName;
    try {
      await revokeConnection(connection.grantId);
      toast({
        title: t('connectedApps.revoked'),
        description: t('connectedApps.revokedBody', { app }),
        variant: 'success',
      });
    } catch (failure) {
      toastFailure(t('connectedApps.revokeFailed'), errors.message(failure));
    }
  }

  return (
    <section className="card connected-apps" aria-labelledby="connected-apps-title" data-testid="connected-apps">
      <h2 id="connected-apps-title" className="card-title">
        {t('connectedApps.title')}
      </h2>
      <p className="card-subtitle">{t('connectedApps.hint')}</p>
      <LoadState
        loaded={Boolean(connections)}
        failed={Boolean(error && !connections)}
        loadingLabel={t('common.loading')}
        failedText={t('connectedApps.failed')}
      >
        {connections?.length === 0 ? (
          <p className="connected-apps-empty muted" data-testid="connected-apps-empty">
            {t('connectedApps.empty')}
          </p>
        ) : (
          <ul className="connected-apps-list">
            {connections?.map((connection) => (
              <li
                key={connection.grantId}
                className="connected-app"
                aria-labelledby={`connected-app-${connection.grantId}`}
                data-testid="connected-app"
              >
                <div className="connected-app-head">
                  <div>
                    <h3 id={`connected-app-${connection.grantId}`} className="connected-app-name" translate="no">
                      {connection.appName}
                    </h3>
                    <p className="small muted" data-testid="connected-app-date">
                      {t('connectedApps.connected', { date: formatDateTime(connection.connectedAt, lang) })}
                    </p>
                  </div>
                  <button
                    className="btn btn-outline btn-sm connected-app-revoke"
                    type="button"
                    onClick={() => setConfirming(connection)}
                    data-testid="revoke-connected-app"
                  >
                    {t('connectedApps.revoke')}
                    <span className="sr-only"> {connection.appName}</span>
                  </button>
                </div>
                <dl className="connected-app-facts">
                  <dt>{t('connectedApps.permissions')}</dt>
                  <dd>
                    <ul className="connected-app-scopes" data-testid="connected-app-scopes">
                      {connection.scopes.map((scope) => (
                        <li key={scope}>{t(`scope.${scope}`)}</li>
                      ))}
                    </ul>
                  </dd>
                  <dt>{t('connectedApps.accounts')}</dt>
                  <dd data-testid="connected-app-accounts">
                    {connection.accounts.length === 0 ? (
                      t('connectedApps.noAccounts')
                    ) : (
                      <ul className="connected-app-accounts" translate="no">
                        {connection.accounts.map((account) => (
                          <li key={account.id} className="mono">
                            {account.accountNumber}
                          </li>
                        ))}
                      </ul>
                    )}
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      {confirming && (
        <ConfirmDialog
          title={t('connectedApps.revokeTitle', { app: confirming.appName })}
          body={t('connectedApps.revokeBody', { app: confirming.appName })}
          confirmLabel={t('connectedApps.revokeConfirm')}
          cancelLabel={t('connectedApps.cancel')}
          closeLabel={t('connectedApps.close')}
          danger
          onConfirm={() => revoke(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
