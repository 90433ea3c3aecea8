import { useState } from 'react';
import type { Lang } from '../../../../domain/languages.ts';
import type { ErrorTranslator } from '../../../lib/error-text.ts';
import { moveBetweenTabs } from '../../../scripts/tab-keys.ts';
import type { PaymentsT } from '../messages.ts';
import { BankToMobileForm } from './BankToMobileForm.tsx';
import { GimacStatusCard } from './GimacStatusCard.tsx';
import { PausedNotice, usePaused } from './PausedNotice.tsx';
import { ReadOnlyPayments } from './ReadOnlyPayments.tsx';
import { WalletToWalletForm } from './WalletToWalletForm.tsx';

type Tab = 'mobile' | 'bank';

/**
 * The GIMAC section: the status card, then the Mobile to Mobile and Bank to Mobile tabs, or for a
 * role that may not transfer (auditors) why they are not there.
 */
export function GimacSection({
  lang,
  t,
  errors,
  mayTransfer,
}: {
  lang: Lang;
  t: PaymentsT;
  errors: ErrorTranslator;
  mayTransfer: boolean;
}) {
  const [tab, setTab] = useState<Tab>('mobile');
  const paused = usePaused('interbankTransfers', errors);
  const tabs: { id: Tab; label: string }[] = [
    { id: 'mobile', label: t('payments.tab.mobileToMobile') },
    { id: 'bank', label: t('payments.tab.bankToMobile') },
  ];

  return (
    <section className="gimac-section" data-testid="gimac-section" aria-labelledby="gimac-title">
      <div className="gimac-heading">
        <h2 id="gimac-title">{t('payments.gimac.title')}</h2>
        <p className="muted">{t('payments.gimac.subtitle')}</p>
      </div>
      {mayTransfer && <PausedNotice text={paused} testId="gimac-paused" />}
      <div className="gimac-grid">
        <GimacStatusCard lang={lang} t={t} />
        {mayTransfer ? (
          <div className="card gimac-transfers">
            <div className="tabs" role="tablist" aria-label={t('payments.gimac.title')} onKeyDown={moveBetweenTabs}>
              {tabs.map((entry) => (
                <button
                  key={entry.id}
                  type="button"
                  role="tab"
                  className="tab"
                  id={`gimac-tab-${entry.id}`}
                  aria-selected={tab === entry.id}
                  tabIndex={tab === entry.id ? 0 : -1}
                  aria-controls={`gimac-panel-${entry.id}`}
                  onClick={() => setTab(entry.id)}
                >
                  {entry.label}
                </button>
              ))}
            </div>
            <div role="tabpanel" id={`gimac-panel-${tab}`} aria-labelledby={`gimac-tab-${tab}`}>
              {tab === 'mobile' ? (
                <WalletToWalletForm t={t} errors={errors} paused={paused !== null} />
              ) : (
                <BankToMobileForm t={t} errors={errors} paused={paused !== null} />
              )}
            </div>
          </div>
        ) : (
          <ReadOnlyPayments title={t('payments.gimac.transfersTitle')} testId="gimac-read-only" t={t} />
        )}
      </div>
    </section>
  );
}
