import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { apiKeyState } from '../../../domain/api-key-state.ts';
import { formatCount, formatDateTime } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { toast, toastFailure } from '../../stores/toast.ts';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { RowAction } from '../shared/RowAction.tsx';
import { $apiKeys, developerActions, type ManagedKey } from './api-management-api.ts';
import { LoadState } from './LoadState.tsx';
import type { AmT } from './messages.ts';
import type { Revealed } from './SecretReveal.tsx';

interface Props {
  lang: Lang;
  t: AmT;
  errors: ErrorTranslator;
  onRotated: (key: Revealed) => void;
}

/** A key's state as the table says it: active, in its 7-day grace after a rotation, or off. */
function keyStatus(key: ManagedKey, lang: Lang, t: AmT): { label: string; tone: string } {
  const state = apiKeyState(key);
  if (state === 'inactive') return { label: t('am.keys.inactive'), tone: '' };
  if (state === 'expiring' && key.expiresAt) {
    return { label: t('am.keys.expires', { date: formatDateTime(key.expiresAt, lang) }), tone: 'badge-warning' };
  }
  return { label: t('am.keys.active'), tone: 'badge-success' };
}

/** API management's API Keys tab: every key of the developer, with rotate and delete. */
export function ApiKeysTab({ lang, t, errors, onRotated }: Props) {
  const { data, error } = useStore($apiKeys);
  const [confirming, setConfirming] = useState<{ action: 'rotate' | 'delete'; key: ManagedKey } | null>(null);
  const keys = data?.apiKeys;

  async function rotate(key: ManagedKey) {
    try {
      const { newKey } = await developerActions.rotateKey(key.id);
      toast({ title: t('am.keyRotated'), description: t('am.keyRotatedBody'), variant: 'success' });
      onRotated({ kind: 'key', label: newKey.name, value: newKey.key, prefix: newKey.keyPrefix });
    } catch (failure) {
      toastFailure(t('am.rotateKeyFailed'), errors.message(failure));
    }
  }

  async function remove(key: ManagedKey) {
    try {
      await developerActions.deleteKey(key.id);
      toast({ title: t('am.keyDeleted'), description: t('am.keyDeletedBody'), variant: 'success' });
      $apiKeys.revalidate();
    } catch (failure) {
      toastFailure(t('am.deleteKeyFailed'), errors.message(failure));
    }
  }

  return (
    <section className="card tab-card" aria-labelledby="am-keys-title" data-testid="api-keys-tab">
      <h2 id="am-keys-title" className="card-title">
        {t('am.keys.title')}
      </h2>
      <p className="card-subtitle">{t('am.keys.hint')}</p>
      <LoadState t={t} loaded={Boolean(keys)} failed={Boolean(error && !keys)}>
        {keys?.length === 0 ? (
          <p className="table-empty" data-testid="keys-empty">
            {t('am.keys.empty')}
          </p>
        ) : (
          <div className="table-wrap">
            <table className="table stacked-table" data-testid="api-keys-table">
              <thead>
                <tr>
                  <th scope="col">{t('am.keys.col.name')}</th>
                  <th scope="col">{t('am.keys.col.key')}</th>
                  <th scope="col">{t('am.keys.col.environment')}</th>
                  <th scope="col">{t('am.keys.col.scopes')}</th>
                  <th scope="col">{t('am.keys.col.limits')}</th>
                  <th scope="col">{t('am.keys.col.usage')}</th>
                  <th scope="col">{t('am.keys.col.lastUsed')}</th>
                  <th scope="col">{t('am.keys.col.status')}</th>
                  <th scope="col">
                    <span className="sr-only">{t('am.keys.col.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {keys?.map((key) => {
                  const status = keyStatus(key, lang, t);
                  return (
                    <tr key={key.id} data-testid="api-key-row" data-key-id={key.id} data-active={key.isActive}>
                      <td className="am-key-name" data-label={t('am.keys.col.name')} translate="no">
                        {key.name}
                      </td>
                      <td className="mono cell-wrap" data-label={t('am.keys.col.key')} data-testid="key-prefix">
                        {key.keyPrefix}…
                      </td>
                      <td data-label={t('am.keys.col.environment')}>
                        <span className={key.environment === 'production' ? 'badge badge-brand' : 'badge badge-info'}>
                          {t(`am.env.${key.environment}`)}
                        </span>
                      </td>
                      <td className="cell-wrap" data-label={t('am.keys.col.scopes')}>
                        <span className="am-scopes mono" translate="no">
                          {key.scopes.join(', ')}
                        </span>
                      </td>
                      <td data-label={t('am.keys.col.limits')}>
                        {t('am.keys.limits', {
                          hour: formatCount(key.rateLimitPerHour, lang),
                          day: formatCount(key.rateLimitPerDay, lang),
                        })}
                      </td>
                      <td data-label={t('am.keys.col.usage')}>{formatCount(key.usageCount, lang)}</td>
                      <td data-label={t('am.keys.col.lastUsed')}>
                        {key.lastUsed ? formatDateTime(key.lastUsed, lang) : t('am.never')}
                      </td>
                      <td data-label={t('am.keys.col.status')}>
                        <span className={`badge ${status.tone}`} data-testid="key-status">
                          {status.label}
                        </span>
                      </td>
                      <td className="actions-cell">
                        {key.isActive && (
                          <div className="row-actions">
                            {!key.expiresAt && (
                              <RowAction
                                icon="retry"
                                label={t('am.keys.rotate')}
                                name={key.name}
                                tone="primary"
                                onClick={() => setConfirming({ action: 'rotate', key })}
                                testId="rotate-key"
                              />
                            )}
                            <RowAction
                              icon="trash"
                              label={t('am.keys.delete')}
                              name={key.name}
                              tone="danger"
                              onClick={() => setConfirming({ action: 'delete', key })}
                              testId="delete-key"
                            />
                          </div>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </LoadState>
      {confirming && (
        <ConfirmDialog
          title={t(confirming.action === 'rotate' ? 'am.rotate.title' : 'am.delete.title')}
          body={t(confirming.action === 'rotate' ? 'am.rotate.body' : 'am.delete.body', { name: confirming.key.name })}
          confirmLabel={t(confirming.action === 'rotate' ? 'am.rotate.confirm' : 'am.delete.confirm')}
          cancelLabel={t('am.cancel')}
          closeLabel={t('am.close')}
          danger={confirming.action === 'delete'}
          onConfirm={() => (confirming.action === 'rotate' ? rotate(confirming.key) : remove(confirming.key))}
          onClose={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
