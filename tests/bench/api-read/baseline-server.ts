import Fastify from 'fastify';
import pg from 'pg';
import { ACCOUNTS_OF_USER_SQL } from './accounts-sql.ts';

/**
 * The baseline: a bare Fastify route running the accounts query through `pg`, no auth, no
 * limits, no logs, no schema. Its own process, like the API; prints its port once listening.
 * The caller names the user in `x-bench-user`.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get('/baseline/accounts', async (request) => {
  const { rows } = await pool.query(ACCOUNTS_OF_USER_SQL, [request.headers['x-bench-user']]);
  return { data: rows };
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end());
});
