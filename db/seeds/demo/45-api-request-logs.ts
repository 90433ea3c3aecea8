import type { Knex } from 'knex';
import { hashApiKey } from '../../../api/services/api-keys/api-key-format.ts';
import { usageWindowsAt } from '../../../api/services/api-keys/usage-windows.ts';
import { DEMO_SANDBOX_API_KEY } from '../demo-api-key.ts';

/** What the demo key has called: route patterns, as the request log records them. */
const CALLS = [
  { method: 'GET', endpoint: '/api/v1/accounts', weight: 9 },
  { method: 'GET', endpoint: '/api/v1/transactions', weight: 6 },
  { method: 'POST', endpoint: '/api/v1/mobile-money/charge', weight: 4 },
  { method: 'GET', endpoint: '/api/v1/mobile-money/payments/:reference', weight: 3 },
  { method: 'GET', endpoint: '/api/v1/gimac/status', weight: 1 },
];
const DAYS = 29;
/** Days before the logged ones that only the key's day windows remember. */
const WINDOW_ONLY_DAYS = 31;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A small deterministic generator: the same demo figures on every fresh database. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function pick(random: () => number) {
  const total = CALLS.reduce((sum, call) => sum + call.weight, 0);
  let target = random() * total;
  for (const call of CALLS) {
    target -= call.weight;
    if (target <= 0) return call;
  }
  return CALLS[0] as (typeof CALLS)[number];
}

/** Mostly answers below 400, some refusals (a bad phone number, an unknown reference), rarely a 5xx. */
function status(random: () => number, method: string): number {
  const roll = random();
  if (roll < 0.86) return method === 'POST' ? 201 : 200;
  if (roll < 0.93) return 400;
  if (roll < 0.97) return 404;
  if (roll < 0.99) return 429;
  return 502;
}

/**
 * Four weeks of the demo key's calls, so API management's overview, analytics and request log
 * show a developer's real-looking month on `npm start`. Skipped once the key has any log (the
 * seed runs on every start), and kept inside the 30-day sweep. The key's counters agree with
 * them: its Douala-day windows (two months of them, since windows outlive the logs and the back
 * office compares months), its usage count and its last use.
 */
export async function seed(knex: Knex): Promise<void> {
  const key = await knex('api_keys')
    .where({ key_hash: hashApiKey(DEMO_SANDBOX_API_KEY) })
    .first('id', 'user_id');
  if (!key) return;
  const logged = await knex('api_request_logs').where({ api_key_id: key.id }).first('id');
  if (logged) return;
  const random = generator(2026);
  const now = Date.now();
  const rows = [];
  for (let day = DAYS; day >= 0; day -= 1) {
    const calls = 8 + Math.floor(random() * 30);
    for (let index = 0; index < calls; index += 1) {
      const call = pick(random);
      const at = now - day * DAY_MS - Math.floor(random() * (day === 0 ? 6 : 24) * 60 * 60 * 1000);
      rows.push({
        api_key_id: key.id,
        user_id: key.user_id,
        method: call.method,
        endpoint: call.endpoint,
        status_code: status(random, call.method),
        response_time_ms: 20 + Math.floor(random() * random() * 400),
        request_id: `demo-${day}-${index}`,
        ip: '41.202.219.75',
        created_at: new Date(at),
      });
    }
  }
  await knex.batchInsert('api_request_logs', rows, 500);
  const perDay = new Map<number, number>();
  for (const row of rows) {
    const start = usageWindowsAt(row.created_at.getTime()).day.startsAt;
    perDay.set(start, (perDay.get(start) ?? 0) + 1);
  }
  // The month before the logs: day windows only (their logs would have been swept by now).
  const firstLogged = Math.min(...perDay.keys());
  for (let day = 1; day <= WINDOW_ONLY_DAYS; day += 1) {
    perDay.set(firstLogged - day * DAY_MS, 8 + Math.floor(random() * 30));
  }
  await countInDayWindows(knex, key.id, perDay);
  const lastUsed = rows.reduce((latest, row) => (row.created_at > latest ? row.created_at : latest), new Date(0));
  const total = [...perDay.values()].reduce((sum, count) => sum + count, 0);
  await knex('api_keys').where({ id: key.id }).update({ usage_count: total, last_used_at: lastUsed });
}

/** Calls per Douala day (window start → count) in the key's day windows. */
async function countInDayWindows(knex: Knex, keyId: string, perDay: Map<number, number>): Promise<void> {
  const windows = [...perDay].map(([start, count]) => ({
    api_key_id: keyId,
    window_kind: 'day',
    window_start: new Date(start),
    request_count: count,
  }));
  await knex('api_key_usage_windows')
    .insert(windows)
    .onConflict(['api_key_id', 'window_kind', 'window_start'])
    .merge({ request_count: knex.raw('api_key_usage_windows.request_count + excluded.request_count') });
}
