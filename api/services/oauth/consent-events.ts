import type { AppConfig } from '../../config.ts';
import type { OAuthAppEnvironment } from '../../repositories/oauth-apps-repository.ts';
import type { Store } from '../../repositories/store.ts';
import { callerLivemode } from '../payments/livemode.ts';

/** The connection an event is about: the app (and its developer, who hears it) and what it may reach. */
export interface ConsentEventSubject {
  developerId: string;
  environment: OAuthAppEnvironment;
  grantId: string;
  clientId: string;
  appName: string;
  scopes: string[];
  accountIds: string[];
}

/**
 * Tells the app's developer (their endpoints subscribed to `consent.granted` / `consent.revoked`)
 * that a customer connected or disconnected the app, in the transaction of the change. The
 * payload names the grant and what it shares, never who the customer is beyond their accounts'
 * ids (which the app's token reaches anyway); `livemode` is the app's: a sandbox app's
 * connections are test data whatever the server runs.
 */
export async function emitConsentEvent(
  tx: Store,
  type: 'consent.granted' | 'consent.revoked',
  subject: ConsentEventSubject,
  paymentsMode: AppConfig['PAYMENTS_MODE'],
): Promise<void> {
  await tx.webhooks.recordAccountEvents([
    {
      userId: subject.developerId,
      type,
      payload: {
        object: 'consent',
        grantId: subject.grantId,
        clientId: subject.clientId,
        appName: subject.appName,
        scopes: subject.scopes,
        accountIds: subject.accountIds,
        livemode: callerLivemode({ apiKey: null, oauth: { environment: subject.environment } }, paymentsMode),
      },
    },
  ]);
}
