import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { inject } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { type Env, loadConfig } from '../../api/config.ts';
import { cloneTemplate } from './test-database.ts';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  databaseUrl: string;
  /** Every log line the app wrote, parsed. */
  logs: () => Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * The real application on its own freshly cloned database. Tests talk to it through
 * `app.inject` (real routing, validation, hooks and SQL; no socket needed).
 */
export async function createTestApp(overrides: Partial<Env> = {}): Promise<TestApp> {
  const database = await cloneTemplate(inject('pgAdminUrl'), inject('pgTemplateDatabase'));
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  // Each app keeps its uploaded documents in a folder of its own, removed when it closes.
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'ob-uploads-'));
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SITE_DIR: '.data/no-site',
      SEED_DEMO_DATA: false,
      UPLOADS_DIR: uploadsDir,
      ...overrides,
    },
  );
  const app = await buildApp({ ...config, databaseUrl: database.url }, { logStream });
  return {
    app,
    databaseUrl: database.url,
    logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
