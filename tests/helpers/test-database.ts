import { randomBytes } from 'node:crypto';
import path from 'node:path';
import knex from 'knex';
import pg from 'pg';
import { startEmbeddedDatabase } from '../../db/embedded.ts';
import { migrateToLatest, seedDatabase } from '../../db/migrate.ts';
import { knexConfig } from '../../knexfile.ts';
import { freePort } from './free-port.ts';

export interface TestCluster {
  /** Maintenance connection on the cluster, for creating and dropping databases. */
  adminUrl: string;
  /** A migrated database (reference data only) that each test file clones. */
  templateDatabase: string;
  stop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * One PostgreSQL per test run: embedded (a throw-away cluster) unless TEST_DATABASE_URL
 * points at a server, plus a template database migrated once for every test file to clone.
 */
export async function startTestCluster(): Promise<TestCluster> {
  const external = process.env.TEST_DATABASE_URL;
  const embedded = external
    ? null
    : await startEmbeddedDatabase({
        dataDir: path.join('.data', `test-postgres-${process.pid}`),
        port: await freePort(),
        database: 'postgres',
        persistent: false,
        fast: true,
      });
  const adminUrl = external ?? embedded?.adminUrl ?? '';
  const templateDatabase = `ob_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${templateDatabase}`);
  const db = knex(knexConfig(withDatabase(adminUrl, templateDatabase), { min: 0, max: 2 }));
  try {
    await migrateToLatest(db);
    await seedDatabase(db, { demo: false });
  } finally {
    await db.destroy();
  }
  return {
    adminUrl,
    templateDatabase,
    stop: async () => {
      if (embedded) return embedded.stop();
      await adminQuery(adminUrl, `drop database if exists ${templateDatabase} with (force)`);
    },
  };
}

/** A fresh database cloned from the template; returns its URL and a function dropping it. */
export async function cloneTemplate(
  adminUrl: string,
  templateDatabase: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ob_test_${randomBytes(6).toString('hex')}`;
  // FILE_COPY clones a small database faster than the WAL-logged default.
  await adminQuery(adminUrl, `create database ${name} template ${templateDatabase} strategy file_copy`);
  return {
    url: withDatabase(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
