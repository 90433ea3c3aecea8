import { rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../api/config.ts';
import { startServer } from '../../api/server.ts';

/**
 * The real server as `npm start` runs it, on a throw-away embedded database seeded with the
 * demo data, for Playwright to drive.
 */
// Per port, so two runs on one machine (different E2E_PORT) never share a database.
const dataDir = path.join('.data', `e2e-${process.env.PORT ?? 'default'}`);
await rm(dataDir, { recursive: true, force: true });
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  SEED_DEMO_DATA: 'true',
  // Every test registers its own users, all from 127.0.0.1.
  REGISTRATIONS_PER_ADDRESS: '100000',
});
const server = await startServer(config);
const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
