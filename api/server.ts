import path from 'node:path';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '../db/embedded.ts';
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
 * migrations, idempotent seeds, then the HTTP server. Returns a function that stops them in
 * the reverse order.
 */
export async function startServer(config: AppConfig): Promise<{ url: string; stop: () => Promise<void> }> {
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
    stop: async () => {
      await app.close();
      await embedded?.stop();
    },
  };
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const server = await startServer(config);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      process.stderr.write(`${signal} again: exiting without waiting\n`);
      process.exit(1);
    }
    stopping = true;
    process.stdout.write(`\n${signal} received: finishing requests, stopping the database...\n`);
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
