import { useStore } from '@nanostores/react';
import { formatXAF } from '../../../../domain/money.ts';
import type { ErrorTranslator } from '../../../lib/error-text.ts';
import { $myAccounts } from '../../../stores/my-accounts.ts';
import { OpenAccountControl } from '../../shared/accounts/OpenAccountControl.tsx';
import { LoadState } from '../../shared/LoadState.tsx';
import type { DashboardT } from '../messages.ts';
import './accounts-card.css';

/**
 * The dashboard's "Your accounts" (issue 30): each account the customer holds, its number and
 * balance, and the control that opens a current or savings account, so a customer who just
 * registered can hold one (and share it with an app on the consent screen).
 */
export function AccountsCard({ t, errors }: { t: DashboardT; errors: ErrorTranslator }) {
  const { data, error } = useStore($myAccounts);
  const accounts = data?.data;
  return (
    <section className="card my-accounts" aria-labelledby="my-accounts-title" data-testid="my-accounts">
      <h2 id="my-accounts-title" className="card-title">
        {t('accounts.title')}
      </h2>
      <p className="card-subtitle">{t('accounts.hint')}</p>
      <LoadState
        loaded={Boolean(accounts)}
        failed={Boolean(error && !accounts)}
        loadingLabel={t('common.loading')}
        failedText={t('accounts.failed')}
      >
        {accounts?.length === 0 ? (
          <p className="my-accounts-empty muted" data-testid="my-accounts-empty">
            {t('accounts.empty')}
          </p>
        ) : (
          <ul className="my-accounts-list">
            {accounts?.map((account) => (
              <li key={account.id} className="my-account" data-testid="my-account">
                <span className="my-account-type">{t(`accounts.type.${account.accountType}`)}</span>
                <span className="my-account-number mono small" translate="no">
                  <span className="sr-only">{t('accounts.number')} </span>
                  {account.accountNumber}
                </span>
                <span className="my-account-balance" data-testid="my-account-balance">
                  <span className="sr-only">{t('accounts.balance')} </span>
                  {formatXAF(account.balance)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      <OpenAccountControl t={t} errors={errors} id="dashboard-open-account-type" />
    </section>
  );
}
