import { useState } from 'react';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import type { CurrentUser } from '../../stores/current-user.ts';
import { canMovePayments } from '../payments/staff-roles.ts';
import { Icon } from '../shared/Icon.tsx';
import { TabList } from '../shared/TabList.tsx';
import { AnalyticsTab } from './AnalyticsTab.tsx';
import type { PmT } from './messages.ts';
import { NewPaymentDialog } from './NewPaymentDialog.tsx';
import { ProvidersTab } from './ProvidersTab.tsx';
import { refreshPaymentData } from './payment-management-api.ts';
import { ReconciliationTab } from './ReconciliationTab.tsx';
import { SummaryCards } from './SummaryCards.tsx';
import { TransactionsTab } from './TransactionsTab.tsx';

const TABS = ['transactions', 'analytics', 'reconciliation', 'providers'] as const;
type Tab = (typeof TABS)[number];

/** Payment management: header with New Payment, four summary cards, then the four tabs. */
export function PaymentManagementScreen({
  user,
  lang,
  t,
  errors,
}: {
  user: CurrentUser;
  lang: Lang;
  t: PmT;
  errors: ErrorTranslator;
}) {
  const [tab, setTab] = useState<Tab>('transactions');
  const [creating, setCreating] = useState(false);
  const mayMove = canMovePayments(user.role);

  return (
    <>
      <header className="screen-header" data-testid="payment-management-header">
        <div className="container screen-header-inner">
          <div>
            <p className="screen-eyebrow">{t('pm.eyebrow')}</p>
            <h1 className="screen-title">{t('pm.title')}</h1>
            <p className="screen-subtitle">{t('pm.subtitle')}</p>
          </div>
          {mayMove && (
            <button
              className="btn btn-accent"
              type="button"
              onClick={() => setCreating(true)}
              data-testid="new-payment"
            >
              <Icon name="plus" size={16} />
              {t('pm.newPayment')}
            </button>
          )}
        </div>
      </header>
      <div className="container screen-body">
        <SummaryCards lang={lang} t={t} />
        <div>
          <TabList
            ids={TABS}
            selected={tab}
            label={t('pm.title')}
            prefix="pm"
            labelOf={(id) => t(`pm.tab.${id}`)}
            onSelect={setTab}
          />
          <div role="tabpanel" id={`pm-panel-${tab}`} aria-labelledby={`pm-tab-${tab}`}>
            {tab === 'transactions' && <TransactionsTab lang={lang} t={t} mayRetry={mayMove} />}
            {tab === 'analytics' && <AnalyticsTab lang={lang} t={t} />}
            {tab === 'reconciliation' && <ReconciliationTab lang={lang} t={t} errors={errors} />}
            {tab === 'providers' && <ProvidersTab lang={lang} t={t} />}
          </div>
        </div>
      </div>
      {creating && (
        <NewPaymentDialog
          t={t}
          errors={errors}
          onClose={() => setCreating(false)}
          onDone={() => {
            setCreating(false);
            refreshPaymentData();
          }}
        />
      )}
    </>
  );
}
