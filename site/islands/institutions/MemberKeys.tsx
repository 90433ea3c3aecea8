import { formatDateTime } from '../../../domain/format.ts';
import type { Lang } from '../../../domain/languages.ts';
import { localizePath } from '../../lib/locale.ts';
import type { MemberInstitutionKey } from './member-institution-api.ts';
import type { InstViewT } from './messages.ts';

const STATE_TONE: Readonly<Record<MemberInstitutionKey['state'], string>> = {
  active: 'badge-success',
  expiring: 'badge-warning',
  expired: '',
  inactive: '',
};

function stateLabel(key: MemberInstitutionKey, lang: Lang, t: InstViewT): string {
  if (key.state === 'expiring' && key.expiresAt) {
    return t('instView.keys.state.expiring', { date: formatDateTime(key.expiresAt, lang) });
  }
  return t(`instView.keys.state.${key.state === 'expiring' ? 'active' : key.state}`);
}

/** Every key the members hold, by prefix and state (the server never sends a secret). Read-only. */
export function MemberKeys({ lang, t, keys }: { lang: Lang; t: InstViewT; keys: MemberInstitutionKey[] }) {
  return (
    <section className="card" aria-labelledby="inst-view-keys-title" data-testid="institution-keys">
      <div className="inst-view-card-head">
        <div>
          <h2 id="inst-view-keys-title" className="card-title">
            {t('instView.keys.title')}
          </h2>
          <p className="card-subtitle">{t('instView.keys.hint')}</p>
        </div>
        <a className="btn btn-outline btn-sm" href={localizePath('/api-management', lang)}>
          {t('instView.keys.manage')}
        </a>
      </div>
      {keys.length === 0 ? (
        <p className="table-empty" data-testid="institution-keys-empty">
          {t('instView.keys.empty')}
        </p>
      ) : (
        <div className="table-wrap">
          <table className="table stacked-table">
            <thead>
              <tr>
                <th scope="col">{t('instView.keys.col.name')}</th>
                <th scope="col">{t('instView.keys.col.prefix')}</th>
                <th scope="col">{t('instView.keys.col.environment')}</th>
                <th scope="col">{t('instView.keys.col.owner')}</th>
                <th scope="col">{t('instView.keys.col.lastUsed')}</th>
                <th scope="col">{t('instView.keys.col.state')}</th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id} data-testid="institution-key" data-state={key.state}>
                  <td data-label={t('instView.keys.col.name')} translate="no">
                    {key.name}
                  </td>
                  <td className="mono cell-wrap" data-label={t('instView.keys.col.prefix')} data-testid="key-prefix">
                    {key.keyPrefix}…
                  </td>
                  <td data-label={t('instView.keys.col.environment')}>
                    <span className={key.environment === 'production' ? 'badge badge-brand' : 'badge badge-info'}>
                      {t(`instView.keys.env.${key.environment}`)}
                    </span>
                  </td>
                  <td data-label={t('instView.keys.col.owner')} translate="no">
                    {key.ownerName}
                  </td>
                  <td data-label={t('instView.keys.col.lastUsed')}>
                    {key.lastUsedAt ? formatDateTime(key.lastUsedAt, lang) : t('instView.keys.never')}
                  </td>
                  <td data-label={t('instView.keys.col.state')}>
                    <span className={`badge ${STATE_TONE[key.state]}`} data-testid="key-state">
                      {stateLabel(key, lang, t)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
