import type { StreamSource } from './event-stream.ts';
import { Accounts } from './resources/accounts.ts';
import { ApiKeys } from './resources/api-keys.ts';
import { Logs } from './resources/logs.ts';
import { MobileMoney } from './resources/mobile-money.ts';
import { Payments } from './resources/payments.ts';
import { Verify } from './resources/verify.ts';
import { Webhooks } from './resources/webhooks.ts';
import type { RetryOptions } from './retry.ts';
import { type Api, createTransport, unwrap } from './transport.ts';
import { verifyWebhook } from './webhook-signature.ts';

export interface OpenBankingOptions extends Partial<RetryOptions> {
  /** The server's origin, e.g. `https://openbanking.example.cm` (no `/api/v1`). */
  baseUrl: string;
  /** An API key (`ob_test_…` sandbox, `ob_live_…` production). Keep it on your server. */
  apiKey?: string;
  /** Instead of a key: an OAuth access token, or a session token from `OpenBanking.signIn`. */
  accessToken?: string;
}

/**
 * The CEMAC Open Banking API client. One instance per credential; it holds no state between
 * calls, so share it across your application.
 *
 *   const client = new OpenBanking({ apiKey: process.env.OPEN_BANKING_API_KEY, baseUrl });
 *   const { data: accounts } = await client.accounts.list();
 */
export class OpenBanking {
  readonly accounts: Accounts;
  readonly payments: Payments;
  readonly mobileMoney: MobileMoney;
  readonly verify: Verify;
  readonly webhooks: Webhooks;
  readonly apiKeys: ApiKeys;
  readonly logs: Logs;
  /** The generated typed client (openapi-fetch) underneath, for operations without a method here. */
  readonly api: Api;

  /** Checks a webhook delivery's signature without a client (your receiver needs no API key). */
  static readonly webhooks = { verify: verifyWebhook };

  constructor(options: OpenBankingOptions) {
    if (!options.baseUrl) throw new TypeError('OpenBanking needs a baseUrl, e.g. https://openbanking.example.cm');
    if (options.apiKey && options.accessToken) throw new TypeError('Pass apiKey or accessToken, not both');
    const credential = options.apiKey ?? options.accessToken;
    const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
    this.api = createTransport({
      baseUrl: options.baseUrl,
      ...(credential ? { credential } : {}),
      maxRetries: options.maxRetries ?? 2,
      timeoutMs: options.timeoutMs ?? 30_000,
      maxRetryAfterSeconds: options.maxRetryAfterSeconds ?? 60,
      fetch,
    });
    // Streams stay open for as long as you read them: no per-call deadline, their own reconnects.
    const streams: StreamSource = { baseUrl: options.baseUrl, ...(credential ? { credential } : {}), fetch };
    this.accounts = new Accounts(this.api);
    this.payments = new Payments(this.api);
    this.mobileMoney = new MobileMoney(this.api);
    this.verify = new Verify(this.api);
    this.webhooks = new Webhooks(this.api, streams);
    this.apiKeys = new ApiKeys(this.api);
    this.logs = new Logs(this.api, streams);
  }

  /**
   * Signs in with a developer's e-mail and password (`POST /api/v1/auth/login`) and returns a
   * client carrying the session token: what `apiKeys.*` needs.
   */
  static async signIn(
    options: Omit<OpenBankingOptions, 'apiKey' | 'accessToken'> & { email: string; password: string },
  ): Promise<OpenBanking> {
    const { email, password, ...clientOptions } = options;
    const anonymous = new OpenBanking(clientOptions);
    const session = await unwrap(anonymous.api.POST('/api/v1/auth/login', { body: { email, password } }));
    return new OpenBanking({ ...clientOptions, accessToken: session.token });
  }
}
