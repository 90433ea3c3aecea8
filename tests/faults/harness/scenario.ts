import { randomBytes } from 'node:crypto';
import knex, { type Knex } from 'knex';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createStore } from '../../../api/repositories/store.ts';
import { ledgerAccounts } from '../../../api/services/ledger/chart-of-accounts.ts';
import { postTransfer } from '../../../api/services/ledger/post-transaction.ts';
import { migrateToLatest, seedDatabase } from '../../../db/migrate.ts';
import { DEMO_CUSTOMER_ACCOUNTS } from '../../../db/seeds/demo/30-accounts.ts';
import { DEMO_SANDBOX_API_KEY } from '../../../db/seeds/demo-api-key.ts';
import { knexConfig } from '../../../knexfile.ts';
import { freePort } from '../../helpers/free-port.ts';
import { type FaultCluster, startFaultCluster } from './postgres-cluster.ts';

export const CREDENTIAL = DEMO_SANDBOX_API_KEY;

async function admin(cluster: FaultCluster, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: cluster.adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The demo data, with the demo key's hourly and daily limits lifted (the load sends thousands of
 * calls) and the demo customer's accounts funded, so transfers and payouts move real balances.
 */
async function prepareTemplate(cluster: FaultCluster, template: string): Promise<void> {
  await admin(cluster, `create database ${template}`);
  const db = knex(knexConfig(cluster.urlOf(template), { min: 0, max: 2 }));
  try {
    await migrateToLatest(db);
    await seedDatabase(db, { demo: true });
    await db('api_keys').update({ rate_limit_per_hour: 1_000_000, rate_limit_per_day: 10_000_000 });
    const owner = await db('accounts').where({ id: DEMO_CUSTOMER_ACCOUNTS[0].id }).first('user_id');
    await db.transaction(async (trx) => {
      for (const account of DEMO_CUSTOMER_ACCOUNTS) {
        await postTransfer(createStore(trx), {
          debit: ledgerAccounts.provider('mtn'),
          credit: ledgerAccounts.account(account.id, owner.user_id),
          amount: 10_000_000,
          description: 'fault suite funding',
        });
      }
    });
  } finally {
    await db.destroy();
  }
}

export interface FaultScenarioBase {
  cluster: FaultCluster;
  /** A fresh database for one scenario, cloned from the prepared template, and the API port it uses. */
  scenario(): Promise<{ databaseUrl: string; port: number; db: Knex; close(): Promise<void> }>;
  close(): Promise<void>;
}

/** The file's fault base, started before its tests and destroyed after them (one PostgreSQL per file). */
export function faultBaseForFile(): () => FaultScenarioBase {
  let base: FaultScenarioBase | undefined;
  beforeAll(async () => {
    base = await startFaultBase();
  });
  afterAll(async () => {
    await base?.close();
  });
  return () => {
    if (!base) throw new Error('the fault base is not started');
    return base;
  };
}

/** One PostgreSQL per test file and a template database every scenario clones. */
export async function startFaultBase(): Promise<FaultScenarioBase> {
  const cluster = await startFaultCluster();
  const template = `fault_template_${randomBytes(4).toString('hex')}`;
  await prepareTemplate(cluster, template);
  return {
    cluster,
    async scenario() {
      const name = `fault_${randomBytes(5).toString('hex')}`;
      await admin(cluster, `create database ${name} template ${template}`);
      const databaseUrl = cluster.urlOf(name);
      const db = knex(knexConfig(databaseUrl, { min: 0, max: 4 }));
      return {
        databaseUrl,
        port: await freePort(),
        db,
        close: async () => {
          await db.destroy();
        },
      };
    },
    close: () => cluster.destroy(),
  };
}
