import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import knex from 'knex';
import { knexConfig } from '../../knexfile.ts';
import { createDatabaseHealthRepository } from '../repositories/database-health-repository.ts';
import { checkReadiness, type Readiness } from '../services/health/readiness.ts';
import { databaseTimeouts, knexLog } from './db.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness's own look at the database, on a connection no request waits for. */
    databaseProbe: {
      /** The database's readiness now; probes arriving while one runs share its answer. */
      readiness(deadlineMs: number): Promise<Readiness>;
    };
  }
}

/** How old a probe's answer may be when it is given again to a probe arriving under load. */
export const PROBE_ANSWER_MAX_AGE_MS = 1000;

/**
 * A load balancer's probe must not queue behind the API's own work: under load every pooled
 * connection is busy and dozens of queries wait for one, so a readiness check through the pool
 * took as long as the slowest of them (p99 141 ms in the read bench, 651 ms in issue 29).
 * Readiness gets a pool of one connection of its own instead, and concurrent probes share the
 * one check in flight, so that connection never queues either.
 * While requests wait for the main pool (the server is loaded, and PostgreSQL's own CPU is
 * what a fresh check would wait for), a probe is answered from the last check if it is under
 * PROBE_ANSWER_MAX_AGE_MS old, and a new check starts behind it: the answer is at most that
 * stale, and an outage is still reported within it plus the check's deadline. Idle, every
 * probe reads the database afresh (a rolled-back migration is seen by the next probe).
 */
async function databaseProbe(app: FastifyInstance, options: { databaseUrl: string }) {
  const db = knex({
    ...knexConfig(options.databaseUrl, { min: 0, max: 1 }, databaseTimeouts(app.config)),
    log: knexLog(app.log.child({ component: 'knex-probe' })),
  });
  const health = { databaseHealth: createDatabaseHealthRepository(db) };
  const mainPool = (app.db.client as { pool?: { numPendingAcquires(): number } }).pool;
  let inFlight: Promise<Readiness> | null = null;
  let last: { answer: Readiness; at: number } | null = null;
  const check = (deadlineMs: number) => {
    inFlight ??= checkReadiness(health, deadlineMs)
      .then((answer) => {
        last = { answer, at: Date.now() };
        return answer;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
  app.decorate('databaseProbe', {
    readiness(deadlineMs: number) {
      const loaded = (mainPool?.numPendingAcquires() ?? 0) > 0;
      if (loaded && last && Date.now() - last.at < PROBE_ANSWER_MAX_AGE_MS) {
        void check(deadlineMs);
        return Promise.resolve(last.answer);
      }
      return check(deadlineMs);
    },
  });
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}

export default fp(databaseProbe, { name: 'database-probe', fastify: '5.x', dependencies: ['db'] });
