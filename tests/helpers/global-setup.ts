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

/** Starts the run's PostgreSQL once; every integration test file clones its template. */
export default async function setup(project: TestProject) {
  const cluster = await startTestCluster();
  project.provide('pgAdminUrl', cluster.adminUrl);
  project.provide('pgTemplateDatabase', cluster.templateDatabase);
  const redisUrl = process.env.TEST_REDIS_URL ?? DEFAULT_REDIS;
  project.provide('redisUrl', (await redisAnswers(redisUrl)) ? redisUrl : null);
  return () => cluster.stop();
}
