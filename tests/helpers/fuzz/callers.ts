import type http from 'node:http';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../db/seeds/demo-accounts.ts';
import { DEMO_SANDBOX_API_KEY } from '../../../db/seeds/demo-api-key.ts';
import { send } from './http-client.ts';

/** Who sends a request: nobody, a customer, each staff role, or a developer's API key. */
export const CALLER_KINDS = ['anonymous', 'customer', 'ops', 'admin', 'auditor', 'api-key'] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

/** How a session travels: the Authorization header (programs) or the cookie (the browser). */
export type Transport = 'bearer' | 'cookie';

type SessionKind = Exclude<CallerKind, 'anonymous' | 'api-key'>;

/**
 * The demo sign-ins and the demo API key (the server runs with demo data). A session can end
 * while the fuzzer runs (POST /oauth/logout is in the document too): a session caller whose
 * request answers 401 is checked, and signed in again when its session has ended.
 */
export class Callers {
  private readonly tokens = new Map<SessionKind, string>();
  private readonly renewals = new Map<SessionKind, Promise<boolean>>();
  private readonly origin: URL;
  private readonly agent: http.Agent;

  constructor(origin: URL, agent: http.Agent) {
    this.origin = origin;
    this.agent = agent;
  }

  async signInAll(): Promise<void> {
    // One after the other: the sign-in throttle charges each attempt to the address first.
    for (const account of DEMO_ACCOUNTS) await this.signIn(account.role);
  }

  private async signIn(kind: SessionKind): Promise<void> {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === kind);
    if (!account) throw new Error(`no demo account for ${kind}`);
    const answer = await send(this.origin, this.agent, {
      method: 'POST',
      target: '/oauth/login',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.255.1' },
      body: Buffer.from(JSON.stringify({ email: account.email, password: DEMO_PASSWORD })),
    });
    if (answer.status !== 200) throw new Error(`demo sign-in as ${kind} failed: ${answer.status} ${answer.body}`);
    this.tokens.set(kind, (JSON.parse(answer.body) as { access_token: string }).access_token);
  }

  /** The headers that present `kind`'s credentials. */
  credentials(kind: CallerKind, transport: Transport): Record<string, string> {
    if (kind === 'anonymous') return {};
    if (kind === 'api-key') return { authorization: `Bearer ${DEMO_SANDBOX_API_KEY}` };
    const token = this.tokens.get(kind) ?? '';
    return transport === 'cookie' ? { cookie: `ob_session=${token}` } : { authorization: `Bearer ${token}` };
  }

  /**
   * After a 401 to `kind` presenting `presented` (its credentials headers): whether its session
   * had ended and it now has a new one (then the request is worth sending again).
   */
  renewIfEnded(kind: CallerKind, presented: Record<string, string>): Promise<boolean> {
    if (kind === 'anonymous' || kind === 'api-key') return Promise.resolve(false);
    const token = this.tokens.get(kind) ?? '';
    if (!Object.values(presented).some((value) => value.endsWith(token))) return Promise.resolve(true);
    const running = this.renewals.get(kind);
    if (running) return running;
    const renewal = (async () => {
      const check = await send(this.origin, this.agent, {
        method: 'GET',
        target: '/api/auth/user',
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.255.255.1' },
      });
      if (check.status !== 401) return false;
      await this.signIn(kind);
      return true;
    })().finally(() => this.renewals.delete(kind));
    this.renewals.set(kind, renewal);
    return renewal;
  }
}
