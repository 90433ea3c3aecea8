import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatDateTime } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { copyToClipboard } from '../../stores/copy-to-clipboard.ts';
import { toast, toastFailure } from '../../stores/toast.ts';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { Icon } from '../shared/Icon.tsx';
import { RowAction } from '../shared/RowAction.tsx';
import { AppCallsCell } from './AppCallsCell.tsx';
import { $appCalls, $oauthApps, developerActions, type OAuthApp } from './api-management-api.ts';
import { LoadState } from './LoadState.tsx';
import type { AmT } from './messages.ts';
import { appSecretRevealed, type Revealed } from './SecretReveal.tsx';

interface Props {
  lang: Lang;
  t: AmT;
  errors: ErrorTranslator;
  onNew: () => void;
  onSecret: (secret: Revealed) => void;
  /** Opens the request log on this app's calls. */
  onViewLog: (appId: string) => void;
}

/**
 * Issue 17 item 2 "Apps": the developer's OAuth apps, each with its environment and its calls of
 * the last 30 days (in the app's own mode) linking to its request log, with rotate and delete.
 * Secrets are never listed: the server keeps only their hash and answers one only on register
 * and rotate.
 */
export function AppsTab({ lang, t, errors, onNew, onSecret, onViewLog }: Props) {
  const { data, error } = useStore($oauthApps);
  const calls = useStore($appCalls).data?.apps;
  const [confirming, setConfirming] = useState<{ action: 'rotate' | 'delete'; app: OAuthApp } | null>(null);
  const apps = data?.apps;

  async function rotate(app: OAuthApp) {
    try {
      const rotated = await developerActions.rotateAppSecret(app.id);
      toast({ title: t('am.apps.rotated'), description: t('am.apps.rotatedBody'), variant: 'success' });
      onSecret(appSecretRevealed(rotated));
    } catch (failure) {
      toastFailure(t('am.apps.rotateFailed'), errors.message(failure));
    }
  }

  async function remove(app: OAuthApp) {
    try {
      await developerActions.deleteApp(app.id);
      toast({ title: t('am.apps.deleted'), description: t('am.apps.deletedBody'), variant: 'success' });
      $oauthApps.revalidate();
    } catch (failure) {
      toastFailure(t('am.apps.deleteFailed'), errors.message(failure));
    }
  }

  return (
    <section className="card tab-card" aria-labelledby="am-apps-title" data-testid="apps-tab">
      <div className="am-tab-head">
        <div>
          <h2 id="am-apps-title" className="card-title">
            {t('am.apps.title')}
          </h2>
          <p className="card-subtitle">{t('am.apps.hint')}</p>
        </div>
        {Boolean(apps?.length) && (
          <button className="btn btn-accent btn-sm" type="button" onClick={onNew} data-testid="new-app">
            <Icon name="plus" size={16} />
            {t('am.apps.new')}
          </button>
        )}
      </div>
      <LoadState t={t} loaded={Boolean(apps)} failed={Boolean(error && !apps)}>
        {apps?.length === 0 ? (
          <div className="table-empty am-empty" data-testid="apps-empty">
            <p>{t('am.apps.empty')}</p>
            <button className="btn btn-accent" type="button" onClick={onNew} data-testid="new-app">
              <Icon name="plus" size={16} />
              {t('am.apps.emptyAction')}
            </button>
          </div>
        ) : (
          <div className="table-wrap">
            <table className="table stacked-table am-apps-table" data-testid="apps-table">
              <thead>
                <tr>
                  <th scope="col">{t('am.apps.col.name')}</th>
                  <th scope="col">{t('am.apps.col.clientId')}</th>
                  <th scope="col">{t('am.apps.col.redirectUris')}</th>
                  <th scope="col">{t('am.apps.col.scopes')}</th>
                  <th scope="col">{t('am.apps.col.calls')}</th>
                  <th scope="col">{t('am.apps.col.created')}</th>
                  <th scope="col">{t('am.apps.col.secretRotated')}</th>
                  <th scope="col">
                    <span className="sr-only">{t('am.apps.col.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {apps?.map((app) => (
                  <tr key={app.id} data-testid="app-row" data-app-id={app.id}>
                    <td className="am-key-name" data-label={t('am.apps.col.name')}>
                      <span className="am-app-name">
                        <span translate="no">{app.name}</span>
                        <span
                          className={app.environment === 'production' ? 'badge badge-brand' : 'badge badge-info'}
                          title={t('am.apps.col.environment')}
                          data-testid="app-environment-badge"
                        >
                          {t(`am.env.${app.environment}`)}
                        </span>
                      </span>
                    </td>
                    <td data-label={t('am.apps.col.clientId')}>
                      <span className="am-copyable">
                        <code className="mono" data-testid="app-client-id" translate="no">
                          {app.clientId}
                        </code>
                        <button
                          className="icon-btn"
                          type="button"
                          title={t('am.apps.copyClientId')}
                          onClick={() => void copyToClipboard(app.clientId, t('am.copied'), t('am.copyFailed'))}
                          data-testid="copy-client-id"
                        >
                          <Icon name="copy" />
                          <span className="sr-only">{t('am.apps.copyClientId')}</span>
                        </button>
                      </span>
                    </td>
                    <td className="cell-wrap" data-label={t('am.apps.col.redirectUris')}>
                      <ul className="am-uris" data-testid="app-redirect-uris" translate="no">
                        {app.redirectUris.map((uri) => (
                          <li key={uri} className="mono">
                            {uri}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td data-label={t('am.apps.col.scopes')}>
                      <ul className="am-chips" aria-label={t('am.apps.col.scopes')} data-testid="app-scopes">
                        {app.scopes.map((scope) => (
                          <li key={scope}>
                            <code className="am-chip mono" title={t(`scope.${scope}`)}>
                              {scope}
                            </code>
                          </li>
                        ))}
                      </ul>
                    </td>
                    <AppCallsCell
                      lang={lang}
                      t={t}
                      app={app}
                      recent={calls?.find((entry) => entry.appId === app.id)}
                      onViewLog={onViewLog}
                    />
                    <td className="am-app-date" data-label={t('am.apps.col.created')}>
                      {formatDateTime(app.createdAt, lang)}
                    </td>
                    <td
                      className="am-app-date"
                      data-label={t('am.apps.col.secretRotated')}
                      data-testid="app-secret-rotated"
                    >
                      {formatDateTime(app.secretRotatedAt, lang)}
                    </td>
                    <td className="actions-cell">
                      <div className="row-actions">
                        <RowAction
                          icon="retry"
                          label={t('am.apps.rotate')}
                          name={app.name}
                          tone="primary"
                          onClick={() => setConfirming({ action: 'rotate', app })}
                          testId="rotate-app-secret"
                        />
                        <RowAction
                          icon="trash"
                          label={t('am.apps.delete')}
                          name={app.name}
                          tone="danger"
                          onClick={() => setConfirming({ action: 'delete', app })}
                          testId="delete-app"
                        />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </LoadState>
      {confirming && (
        <ConfirmDialog
          title={t(confirming.action === 'rotate' ? 'am.apps.rotateTitle' : 'am.apps.deleteTitle')}
          body={t(confirming.action === 'rotate' ? 'am.apps.rotateBody' : 'am.apps.deleteBody', {
            name: confirming.app.name,
          })}
          confirmLabel={t(confirming.action === 'rotate' ? 'am.apps.rotateConfirm' : 'am.apps.deleteConfirm')}
          cancelLabel={t('am.cancel')}
          closeLabel={t('am.close')}
          danger
          onConfirm={() => (confirming.action === 'rotate' ? rotate(confirming.app) : remove(confirming.app))}
          onClose={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
