import { useStore } from '@nanostores/react';
import type { Lang } from '../../../domain/languages.ts';
import type { ErrorTranslator } from '../../lib/error-text.ts';
import { $webhooks } from './api-management-api.ts';
import { LoadState } from './LoadState.tsx';
import type { AmT } from './messages.ts';
import type { Revealed } from './SecretReveal.tsx';
import { WebhookCard } from './WebhookCard.tsx';

interface Props {
  lang: Lang;
  t: AmT;
  errors: ErrorTranslator;
  onSecret: (secret: Revealed) => void;
}

/** API management's Webhooks tab: each endpoint with its counts, actions and delivery log. */
export function WebhooksTab({ lang, t, errors, onSecret }: Props) {
  const { data, error } = useStore($webhooks);
  const webhooks = data?.webhooks;
  return (
    <section className="tab-stack" aria-labelledby="am-webhooks-title" data-testid="webhooks-tab">
      <div>
        <h2 id="am-webhooks-title" className="card-title">
          {t('am.webhooks.title')}
        </h2>
        <p className="card-subtitle">{t('am.webhooks.hint')}</p>
      </div>
      <LoadState t={t} loaded={Boolean(webhooks)} failed={Boolean(error && !webhooks)}>
        {webhooks?.length === 0 ? (
          <p className="card table-empty" data-testid="webhooks-empty">
            {t('am.webhooks.empty')}
          </p>
        ) : (
          webhooks?.map((webhook) => (
            <WebhookCard key={webhook.id} webhook={webhook} lang={lang} t={t} errors={errors} onSecret={onSecret} />
          ))
        )}
      </LoadState>
    </section>
  );
}
