import { useState } from 'react';
import type { Role } from '../../../domain/enums.ts';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { Icon } from '../shared/Icon.tsx';
import { TabList } from '../shared/TabList.tsx';
import { AnalyticsTab } from './AnalyticsTab.tsx';
import { ApiKeysTab } from './ApiKeysTab.tsx';
import { AppsTab } from './AppsTab.tsx';
import { refreshDeveloperData } from './api-management-api.ts';
import type { AmT, ScopeChoice } from './messages.ts';
import { NewApiKeyDialog } from './NewApiKeyDialog.tsx';
import { NewAppDialog } from './NewAppDialog.tsx';
import { NewWebhookDialog } from './NewWebhookDialog.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import type { CallerFilter } from './RequestLogPanel.tsx';
import { type Revealed, SecretReveal } from './SecretReveal.tsx';
import { WebhooksTab } from './WebhooksTab.tsx';
import { canKeepWebhooks } from './webhook-access.ts';

const TABS = ['overview', 'keys', 'apps', 'webhooks', 'analytics'] as const;
type Tab = (typeof TABS)[number];
const TABS_WITHOUT_WEBHOOKS = TABS.filter((id) => id !== 'webhooks');

interface Props {
  lang: Lang;
  t: AmT;
  errors: ErrorTranslator;
  scopes: ScopeChoice[];
  /** The signed-in user's role: an auditor is offered no webhooks, and told why. */
  role: Role;
}

/**
 * API management: the header with Refresh, New API Key and New Webhook, then the tabs (the four of
 * Overview, API Keys, Webhooks, Analytics, with issue 17's OAuth Apps after API Keys; its New App
 * button is in that tab). The screen owns the create dialogs and the one secret on show (a new key,
 * a rotated key, a webhook's signing secret or an app's client secret), which stays in full for
 * 30 s whatever the tab. A role that may keep no webhooks (auditors) has no Webhooks tab, tile
 * or New Webhook, and a line saying why.
 */
export function ApiManagementScreen({ lang, t, errors, scopes, role }: Props) {
  const webhooks = canKeepWebhooks(role);
  const [tab, setTab] = useState<Tab>('overview');
  const [dialog, setDialog] = useState<'key' | 'app' | 'webhook' | null>(null);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  // An app's View log opens the Analytics tab with its request log filtered on that app.
  const [logCaller, setLogCaller] = useState<CallerFilter>('');
  const select = (next: Tab) => {
    setLogCaller('');
    setTab(next);
  };

  function reveal(secret: Revealed, showTab: Tab) {
    setRevealed(secret);
    setTab(showTab);
    refreshDeveloperData();
  }

  return (
    <div data-testid="api-management-page">
      <header className="screen-header">
        <div className="container screen-header-inner">
          <div>
            <p className="screen-eyebrow">{t('am.eyebrow')}</p>
            <h1 className="screen-title">{t('am.title')}</h1>
            <p className="screen-subtitle">{t('am.subtitle')}</p>
          </div>
          <div className="screen-actions">
            <button className="btn btn-outline" type="button" onClick={refreshDeveloperData} data-testid="refresh">
              <Icon name="retry" size={16} />
              {t('am.refresh')}
            </button>
            {webhooks && (
              <button
                className="btn btn-outline"
                type="button"
                onClick={() => setDialog('webhook')}
                data-testid="new-webhook"
              >
                <Icon name="plus" size={16} />
                {t('am.newWebhook')}
              </button>
            )}
            <button className="btn btn-accent" type="button" onClick={() => setDialog('key')} data-testid="new-api-key">
              <Icon name="plus" size={16} />
              {t('am.newKey')}
            </button>
          </div>
        </div>
      </header>
      <div className="container screen-body">
        {!webhooks && (
          <p className="alert alert-info" data-testid="webhooks-not-for-role">
            {t('am.webhooksNotForRole')}
          </p>
        )}
        {revealed && <SecretReveal key={revealed.value} secret={revealed} t={t} onDone={() => setRevealed(null)} />}
        <div>
          <TabList
            ids={webhooks ? TABS : TABS_WITHOUT_WEBHOOKS}
            selected={tab}
            label={t('am.title')}
            prefix="am"
            gridOnPhones
            labelOf={(id) => t(`am.tab.${id}`)}
            onSelect={select}
          />
          <div role="tabpanel" id={`am-panel-${tab}`} aria-labelledby={`am-tab-${tab}`}>
            {tab === 'overview' && <OverviewTab lang={lang} t={t} webhooks={webhooks} />}
            {tab === 'keys' && (
              <ApiKeysTab lang={lang} t={t} errors={errors} onRotated={(key) => reveal(key, 'keys')} />
            )}
            {tab === 'apps' && (
              <AppsTab
                lang={lang}
                t={t}
                errors={errors}
                onNew={() => setDialog('app')}
                onSecret={(secret) => reveal(secret, 'apps')}
                onViewLog={(appId) => {
                  setLogCaller(`app:${appId}`);
                  setTab('analytics');
                }}
              />
            )}
            {tab === 'webhooks' && webhooks && (
              <WebhooksTab lang={lang} t={t} errors={errors} onSecret={(secret) => reveal(secret, 'webhooks')} />
            )}
            {tab === 'analytics' && <AnalyticsTab lang={lang} t={t} initialCaller={logCaller} />}
          </div>
        </div>
      </div>
      {dialog === 'key' && (
        <NewApiKeyDialog
          t={t}
          errors={errors}
          scopes={scopes}
          onClose={() => setDialog(null)}
          onCreated={(key) => {
            setDialog(null);
            reveal(key, 'keys');
          }}
        />
      )}
      {dialog === 'app' && (
        <NewAppDialog
          t={t}
          errors={errors}
          scopes={scopes}
          onClose={() => setDialog(null)}
          onCreated={(secret) => {
            setDialog(null);
            reveal(secret, 'apps');
          }}
        />
      )}
      {dialog === 'webhook' && (
        <NewWebhookDialog
          t={t}
          errors={errors}
          onClose={() => setDialog(null)}
          onCreated={(secret) => {
            setDialog(null);
            reveal(secret, 'webhooks');
          }}
        />
      )}
    </div>
  );
}
