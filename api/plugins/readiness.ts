import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Static } from 'typebox';
import type { DependencyStatusSchema } from '../schemas/health.ts';

export type DependencyStatus = Static<typeof DependencyStatusSchema>;

/** The dependencies besides the database that readiness reports, each checked by the plugin that owns it. */
export type DependencyName = 'redis' | 'jobRunner';

export interface Readiness {
  /** The plugin that owns a dependency says how to check it; unregistered ones are `off`. */
  register(name: DependencyName, check: () => DependencyStatus | Promise<DependencyStatus>): void;
  /** Each registered dependency's status now (a check that throws or hangs past the deadline is `down`). */
  dependencies(deadlineMs: number): Promise<Record<DependencyName, DependencyStatus>>;
  /** Set once a stop signal arrived: readiness answers 503 from then on, so load balancers drain the process. */
  stopping: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

async function statusWithin(
  check: () => DependencyStatus | Promise<DependencyStatus>,
  deadlineMs: number,
): Promise<DependencyStatus> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<DependencyStatus>((resolve) => {
    timer = setTimeout(() => resolve('down'), deadlineMs);
  });
  try {
    return await Promise.race([Promise.resolve().then(check), deadline]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** The registry GET /api/readyz reads: each plugin registers the dependency it owns. */
async function readiness(app: FastifyInstance) {
  const checks = new Map<DependencyName, () => DependencyStatus | Promise<DependencyStatus>>();
  const registry: Readiness = {
    register(name, check) {
      checks.set(name, check);
    },
    async dependencies(deadlineMs) {
      const names: DependencyName[] = ['redis', 'jobRunner'];
      const statuses = await Promise.all(
        names.map((name) => {
          const check = checks.get(name);
          return check ? statusWithin(check, deadlineMs) : ('off' as const);
        }),
      );
      return Object.fromEntries(names.map((name, index) => [name, statuses[index]])) as Record<
        DependencyName,
        DependencyStatus
      >;
    },
    stopping: false,
  };
  app.decorate('readiness', registry);
}

export default fp(readiness, { name: 'readiness', fastify: '5.x' });
