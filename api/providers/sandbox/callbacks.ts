import type { FastifyBaseLogger } from 'fastify';
import type { Knex } from 'knex';
import type { ProviderCode } from '../types.ts';
import { phaseOf, type SandboxTransaction, type SandboxTransactionRow, transactionFromRow } from './store.ts';

export interface CallbackRequest {
  method: 'POST' | 'PUT';
  headers: Record<string, string>;
  body: string;
}

/** How each simulator phrases its final-state callback (MTN PUT, Orange notification, GIMAC signed POST). */
export type CallbackBuilder = (transaction: SandboxTransaction) => CallbackRequest;

/** While one process delivers a callback, the row is leased to it for this long. */
const LEASE_SECONDS = 60;
const DELIVERY_TIMEOUT_MS = 5000;

interface DispatcherOptions {
  intervalMs?: number;
  batchSize?: number;
}

/**
 * Sends the simulators' callbacks when transactions reach their final state. Due rows are
 * claimed with FOR UPDATE SKIP LOCKED and leased, so with several API processes exactly one
 * sends each callback, and a process that dies mid-delivery only delays it by the lease.
 */
export class CallbackDispatcher {
  #db: Knex;
  #log: FastifyBaseLogger;
  #builders: Record<ProviderCode, CallbackBuilder>;
  #intervalMs: number;
  #batchSize: number;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;

  constructor(
    db: Knex,
    log: FastifyBaseLogger,
    builders: Record<ProviderCode, CallbackBuilder>,
    options: DispatcherOptions = {},
  ) {
    this.#db = db;
    this.#log = log;
    this.#builders = builders;
    this.#intervalMs = options.intervalMs ?? 500;
    this.#batchSize = options.batchSize ?? 10;
  }

  start(): void {
    this.#stopped = false;
    this.#timer = setInterval(() => this.kick(), this.#intervalMs);
    this.#timer.unref();
  }

  /** Look for due callbacks now (a transaction just became final), not at the next tick. */
  kick(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#drain().finally(() => {
      this.#running = null;
    });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  async #drain(): Promise<void> {
    do {
      this.#again = false;
      try {
        const claimed = await this.#claim();
        await Promise.all(claimed.map((transaction) => this.#deliver(transaction)));
        if (claimed.length === this.#batchSize) this.#again = true;
      } catch (error) {
        if (!this.#stopped) this.#log.warn({ err: error }, 'sandbox callback dispatch failed');
        return;
      }
    } while (this.#again && !this.#stopped);
  }

  async #claim(): Promise<SandboxTransaction[]> {
    const { rows } = (await this.#db.raw(
      `update sandbox_provider_transactions t
          set callback_attempts = t.callback_attempts + 1,
              callback_next_at = now() + make_interval(secs => ?)
        where t.id in (
          select id from sandbox_provider_transactions
           where callback_next_at <= now() and callback_delivered_at is null
           order by callback_next_at
           limit ?
           for update skip locked)
        returning t.*, now() as observed_at`,
      [LEASE_SECONDS, this.#batchSize],
    )) as { rows: SandboxTransactionRow[] };
    return rows.map(transactionFromRow);
  }

  async #deliver(transaction: SandboxTransaction): Promise<void> {
    if (!transaction.callbackUrl) return;
    if (phaseOf(transaction) !== 'final') {
      // Claimed early (clock skew between rows): put it back for when it settles.
      await this.#db('sandbox_provider_transactions')
        .where({ id: transaction.id })
        .update({ callback_next_at: transaction.settlesAt, callback_attempts: transaction.callbackAttempts - 1 });
      return;
    }
    const request = this.#builders[transaction.provider](transaction);
    let error: string | null = null;
    try {
      const response = await fetch(transaction.callbackUrl, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status < 200 || response.status >= 300) error = `HTTP ${response.status}`;
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
    }
    const context = { provider: transaction.provider, reference: transaction.merchantReference };
    if (error === null) {
      await this.#db('sandbox_provider_transactions')
        .where({ id: transaction.id })
        .update({ callback_delivered_at: this.#db.fn.now(), callback_next_at: null, callback_last_error: null });
      this.#log.debug(context, 'sandbox callback delivered');
      return;
    }
    const exhausted = transaction.callbackAttempts >= transaction.callbackMaxAttempts;
    await this.#db('sandbox_provider_transactions')
      .where({ id: transaction.id })
      .update({
        callback_last_error: error.slice(0, 500),
        callback_next_at: exhausted
          ? null
          : this.#db.raw('now() + make_interval(secs => ?)', [2 ** transaction.callbackAttempts]),
      });
    this.#log.info(
      { ...context, error, attempt: transaction.callbackAttempts, exhausted },
      'sandbox callback not delivered',
    );
  }
}
