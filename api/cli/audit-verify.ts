import path from 'node:path';
import knex, { type Knex } from 'knex';
import pg from 'pg';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '../../db/embedded.ts';
import { knexConfig } from '../../knexfile.ts';
import { loadConfig } from '../config.ts';
import { createStore } from '../repositories/store.ts';
import { verifyAuditChain } from '../services/audit/verify-chain.ts';

/**
 * `npm run audit:verify`: walks the audit log's hash chain and prints the first broken link
 * (exit 1) or "audit log intact: N rows" (exit 0). Exit 2 when it could not check at all.
 *
 * The database is DATABASE_URL's, or else the embedded one of `npm start` (DATA_DIR,
 * EMBEDDED_PG_PORT): reached on its port when a server is running, started for the check
 * (and stopped after) when none is.
 */
async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function openDatabase(): Promise<{ db: Knex; close: () => Promise<void> }> {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | null = null;
  let url = config.DATABASE_URL;
  if (!url) {
    const running = `postgres://postgres:postgres@127.0.0.1:${config.EMBEDDED_PG_PORT}/open_banking`;
    if (await reachable(running)) url = running;
    else {
      embedded = await startEmbeddedDatabase({
        dataDir: path.join(config.DATA_DIR, 'postgres'),
        port: config.EMBEDDED_PG_PORT,
        database: 'open_banking',
      });
      url = embedded.url;
    }
  }
  const db = knex(knexConfig(url, { min: 0, max: 1 }));
  return {
    db,
    close: async () => {
      await db.destroy();
      await embedded?.stop();
    },
  };
}

async function main(): Promise<number> {
  const { db, close } = await openDatabase();
  try {
    const verdict = await verifyAuditChain(createStore(db));
    if (verdict.intact) {
      process.stdout.write(`audit log intact: ${verdict.rows} rows\n`);
      return 0;
    }
    const { id, seq, problem } = verdict.broken;
    const why =
      problem === 'altered'
        ? 'its hash does not match its content (the row was changed)'
        : "its prev_hash is not the previous row's hash (a row was removed or re-linked)";
    process.stdout.write(
      `audit log broken at row ${id} (seq ${seq}): ${why}; ${verdict.rows} rows before it are intact\n`,
    );
    return 1;
  } finally {
    await close();
  }
}

if (import.meta.main) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(
        `audit:verify could not check the audit log: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exit(2);
    },
  );
}
