import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { Model } from 'objection';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseOutage } from '../../../api/database/outage.ts';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '../../../db/embedded.ts';
import { knexConfig } from '../../../knexfile.ts';
import { freePort } from '../../helpers/free-port.ts';

/**
 * The classifier against the errors pg, knex and objection really produce, captured from a
 * PostgreSQL of this file's own (embedded, on a free port) that the tests freeze, refuse and
 * finally stop: no error object here is written by hand.
 */
let server: EmbeddedDatabase;
let dataDir: string;
const pools: Knex[] = [];

/** A pool on the test server with short bounds (the deadline is 300 ms + the margin). */
function pool(options: { max?: number; statementMs?: number; acquireMs?: number; url?: string } = {}): Knex {
  const timeouts = {
    statementMs: options.statementMs ?? 300,
    longStatementMs: 10_000,
    acquireMs: options.acquireMs ?? 500,
    connectMs: 1000,
  };
  const db = knex({
    ...knexConfig(options.url ?? server.adminUrl, { min: 0, max: options.max ?? 2 }, timeouts),
    // The pool's own notices of each failure provoked here would only fill the output.
    log: { warn: () => {}, error: () => {}, debug: () => {} },
  });
  pools.push(db);
  return db;
}

/** The error `work` fails with; a test fails if it succeeds. */
async function failureOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

/** Stops (SIGSTOP) the backend of a one-connection pool, the way a frozen server answers nothing, for the time of `work`. */
async function withFrozenBackend<T>(db: Knex, work: () => Promise<T>): Promise<T> {
  const { rows } = await db.raw('select pg_backend_pid() as pid');
  const pid = String(rows[0].pid);
  execFileSync('kill', ['-STOP', pid]);
  try {
    return await work();
  } finally {
    execFileSync('kill', ['-CONT', pid]);
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ob-outage-errors-'));
  // mkdtemp makes it private; run as root, PostgreSQL runs as its own user and must get in.
  await chmod(dataDir, 0o755);
  server = await startEmbeddedDatabase({
    dataDir: path.join(dataDir, 'postgres'),
    port: await freePort(),
    database: 'postgres',
    persistent: false,
    fast: true,
  });
}, 120_000);

afterAll(async () => {
  for (const db of pools) await db.destroy().catch(() => {});
  await server?.stop().catch(() => {});
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('isDatabaseOutage', () => {
  it('keeps genuine bugs apart: syntax errors, constraint violations, missing tables, plain errors', async () => {
    const db = pool();
    await db.raw('create table outage_things (id int primary key)');
    await db('outage_things').insert({ id: 1 });
    class Thing extends Model {
      static override tableName = 'outage_things';
    }
    const bugs = [
      await failureOf(() => db.raw('selec 1')),
      await failureOf(() => db('outage_things').insert({ id: 1 })),
      // objection wraps driver errors (db-errors): still a bug.
      await failureOf(async () => Thing.query(db).insert({ id: 1 })),
      await failureOf(() => db('no_such_table').select('*')),
      await failureOf(() => db.raw('select 1 / 0')),
      new Error('boom'),
      new TypeError('cannot read properties of undefined'),
      'a string',
      null,
      undefined,
    ];
    expect((bugs[0] as { code?: string }).code).toBe('42601');
    expect((bugs[1] as { code?: string }).code).toBe('23505');
    for (const bug of bugs) expect(isDatabaseOutage(bug), String(bug)).toBe(false);
  });

  it("recognises a statement cancelled by statement_timeout, and the client's own deadline on a frozen server", async () => {
    const db = pool({ statementMs: 200 });
    const cancelled = await failureOf(() => db.raw('select pg_sleep(2)'));
    expect((cancelled as { code?: string }).code).toBe('57014');
    expect(isDatabaseOutage(cancelled)).toBe(true);

    const frozen = pool({ max: 1, statementMs: 300 });
    const deadline = await failureOf(() => withFrozenBackend(frozen, () => frozen.raw('select 1')));
    expect((deadline as Error).name).toBe('QueryDeadlineError');
    expect(isDatabaseOutage(deadline)).toBe(true);
    // In a transaction too: its ROLLBACK meets the same deadline, and says so.
    const inTransaction = await failureOf(() =>
      withFrozenBackend(frozen, () => frozen.transaction((trx) => trx.raw('select 1'))),
    );
    expect((inTransaction as Error).name).toBe('QueryDeadlineError');
    // The timed-out connection is never reused: the pool answers with a fresh one.
    expect((await frozen.raw('select 1 as one')).rows).toEqual([{ one: 1 }]);

    // pg's own client-side timeout (query_timeout), for pools built without our deadline.
    const client = new pg.Client({ connectionString: server.adminUrl, query_timeout: 300 });
    await client.connect();
    const pid = String((await client.query('select pg_backend_pid() as pid')).rows[0].pid);
    execFileSync('kill', ['-STOP', pid]);
    const readTimeout = await failureOf(() => client.query('select 1')).finally(() =>
      execFileSync('kill', ['-CONT', pid]),
    );
    await client.end().catch(() => {});
    expect((readTimeout as Error).message).toBe('Query read timeout');
    expect(isDatabaseOutage(readTimeout)).toBe(true);
  });

  it("recognises knex's pool timeout, no connection slot left, and a handshake that never answers", async () => {
    const single = pool({ max: 1, acquireMs: 200 });
    const poolTimeout = await failureOf(() => single.transaction(async () => single.raw('select 1')));
    expect((poolTimeout as Error).name).toBe('KnexTimeoutError');
    expect(isDatabaseOutage(poolTimeout)).toBe(true);

    const db = pool();
    await db.raw("create role outage_limited login connection limit 0 password 'limited'");
    const limited = new URL(server.adminUrl);
    limited.username = 'outage_limited';
    limited.password = 'limited';
    const noSlot = await failureOf(() => pool({ url: limited.toString() }).raw('select 1'));
    expect((noSlot as { code?: string }).code).toBe('53300');
    expect(isDatabaseOutage(noSlot)).toBe(true);

    // Accepts the connection and says nothing: a frozen server's handshake.
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address() as net.AddressInfo;
    const client = new pg.Client({ host: '127.0.0.1', port: address.port, connectionTimeoutMillis: 200 });
    const handshake = await failureOf(() => client.connect());
    silent.close();
    expect((handshake as Error).message).toBe('timeout expired');
    expect(isDatabaseOutage(handshake)).toBe(true);
  });

  it('recognises a server shutting down under open connections, and refusing them once stopped', async () => {
    const db = pool({ statementMs: 10_000 });
    const client = new pg.Client({ connectionString: server.adminUrl });
    await client.connect();
    // Every `error` a client emits needs a listener (one more arrives as the socket closes).
    const lost = new Promise<Error>((resolve) => client.on('error', resolve));
    const inFlight = failureOf(() => db.raw('select pg_sleep(5)'));
    // Let the statement reach the server before it shuts down.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await server.stop();

    const shutdown = await inFlight;
    expect((shutdown as { code?: string }).code).toBe('57P01');
    expect(isDatabaseOutage(shutdown)).toBe(true);
    const idleLost = await lost;
    expect(isDatabaseOutage(idleLost)).toBe(true);
    const onEnded = await failureOf(() => client.query('select 1'));
    expect((onEnded as Error).message).toMatch(/not queryable/);
    expect(isDatabaseOutage(onEnded)).toBe(true);

    const refused = await failureOf(() => db.raw('select 1'));
    expect((refused as { code?: string }).code).toBe('ECONNREFUSED');
    expect(isDatabaseOutage(refused)).toBe(true);
    // However it arrives wrapped: an error's cause, a host's several refused addresses.
    expect(isDatabaseOutage(new Error('request failed', { cause: refused }))).toBe(true);
    expect(isDatabaseOutage(new AggregateError([refused], 'every address refused'))).toBe(true);
  });

  it('reads a client message behind the statement knex puts in front of it', () => {
    // A socket cut without a word from the server (kill -9 of the postmaster) has no code: only
    // pg's message says it, and knex prefixes it with the statement it was running.
    expect(
      isDatabaseOutage(new Error('select * from "payments" where "id" = $1 - Connection terminated unexpectedly')),
    ).toBe(true);
    expect(
      isDatabaseOutage(
        new Error('insert into "ledger" - Client has encountered a connection error and is not queryable'),
      ),
    ).toBe(true);
    expect(isDatabaseOutage(new Error('select 1 - column "x" does not exist'))).toBe(false);
    expect(isDatabaseOutage(new Error('the report - Connection terminated unexpectedly, said nobody'))).toBe(false);
  });
});
