import { OpenBanking, type OpenBankingOptions } from '../../../sdks/javascript/src/index.ts';
import type { ListeningApp } from '../../helpers/fixtures.ts';

/** One request the SDK sent and the status it got back (the SDK's `fetch` option, recording). */
export interface Exchange {
  method: string;
  path: string;
  idempotencyKey: string | null;
  status: number;
  at: number;
}

/**
 * The SDK as a user builds it (from its sources; `package.test.ts` checks the packed build),
 * against the listening test server, with every real exchange recorded so tests can see retries.
 */
export function sdkClient(harness: ListeningApp, options: Omit<OpenBankingOptions, 'baseUrl'>) {
  const exchanges: Exchange[] = [];
  const client = new OpenBanking({
    ...options,
    baseUrl: harness.origin,
    fetch: async (request) => {
      const response = await fetch(request);
      exchanges.push({
        method: request.method,
        path: new URL(request.url).pathname,
        idempotencyKey: request.headers.get('idempotency-key'),
        status: response.status,
        at: Date.now(),
      });
      return response;
    },
  });
  return { client, exchanges };
}
