import type { Knex } from 'knex';
import { describe, expect } from 'vitest';
import { isRetryableConflict, retryTransaction } from '../../../api/database/retry-transaction.ts';
import { it as base } from '../../helpers/fixtures.ts';

/**
 * The shared retry of transactions PostgreSQL aborted, against real conflicts: a deadlock
 * (40P01) between two sessions updating two rows in opposite orders, and a serialization
 * failure (40001) of a repeatable-read transaction whose row another session changed.
 */
const it = base.extend('probe', { scope: 'file' }, async ({ db }) => {
  await db.raw('create table retry_probe (id int primary key, value int not null)');
  return db;
});

async function resetProbe(db: Knex): Promise<void> {
  await db('retry_probe').delete();
  await db('retry_probe').insert([
    { id: 1, value: 0 },
    { id: 2, value: 0 },
  ]);
}

async function values(db: Knex): Promise<number[]> {
  const rows: { value: number }[] = await db('retry_probe').orderBy('id').select('value');
  return rows.map((row) => row.value);
}

const bump = (trx: Knex.Transaction, id: number) => trx('retry_probe').where({ id }).increment('value', 1);

/** A meeting point: each of the two callers waits until both have arrived. */
function meetingOfTwo(): () => Promise<void> {
  let arrived = 0;
  let release: () => void = () => {};
  const together = new Promise<void>((resolve) => {
    release = resolve;
  });
  return () => {
    arrived += 1;
    if (arrived === 2) release();
    return together;
  };
}

/**
 * Two transactions, each bumping row `first` then the other row. On their first runs each waits,
 * after its first update, until the other made its own: the second updates then wait on each
 * other and PostgreSQL aborts one of them (after `deadlock_timeout`, 1 s).
 */
function deadlockingPair(db: Knex, attempts: number) {
  const meet = meetingOfTwo();
  let runs = 0;
  const side = (first: number) => {
    let ownRuns = 0;
    return retryTransaction(
      db,
      async (trx) => {
        runs += 1;
        ownRuns += 1;
        await bump(trx, first);
        if (ownRuns === 1) await meet();
        await bump(trx, first === 1 ? 2 : 1);
      },
      { attempts },
    );
  };
  return { outcome: Promise.allSettled([side(1), side(2)]), runs: () => runs };
}

describe('retryTransaction', () => {
  it('runs a deadlocked transaction again, so both sides commit once', async ({ probe: db }) => {
    await resetProbe(db);
    const pair = deadlockingPair(db, 3);
    const outcomes = await pair.outcome;
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    // The victim's first run was rolled back and ran again: three runs, each row bumped twice.
    expect(pair.runs()).toBe(3);
    expect(await values(db)).toEqual([2, 2]);
  });

  it('the same pair without retries: one side fails with the real 40P01', async ({ probe: db }) => {
    await resetProbe(db);
    const pair = deadlockingPair(db, 1);
    const outcomes = await pair.outcome;
    const rejected = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(rejected).toHaveLength(1);
    const error = (rejected[0] as PromiseRejectedResult).reason;
    expect(error).toMatchObject({ code: '40P01' });
    expect(isRetryableConflict(error)).toBe(true);
    expect(pair.runs()).toBe(2);
    expect(await values(db)).toEqual([1, 1]);
  });

  it('runs a repeatable-read transaction again after a serialization failure (40001)', async ({ probe: db }) => {
    await resetProbe(db);
    const errors: unknown[] = [];
    let runs = 0;
    const seen = await retryTransaction(
      db,
      async (trx) => {
        runs += 1;
        // The first statement fixes the snapshot; then another session changes the row and commits.
        const row = await trx('retry_probe').where({ id: 1 }).first('value');
        if (runs === 1) await db('retry_probe').where({ id: 1 }).update({ value: 10 });
        try {
          await bump(trx, 1);
        } catch (error) {
          errors.push(error);
          throw error;
        }
        return row?.value;
      },
      { isolationLevel: 'repeatable read' },
    );
    expect(errors).toMatchObject([{ code: '40001' }]);
    expect(runs).toBe(2);
    // The second run read the other session's 10 and added to it: no update lost.
    expect(seen).toBe(10);
    expect(await values(db)).toEqual([11, 0]);
  });

  it('never retries inside a transaction already open, nor other errors', async ({ probe: db }) => {
    await resetProbe(db);
    let runs = 0;
    const nested = db.transaction(
      async (outer) => {
        await outer('retry_probe').where({ id: 1 }).first('value');
        await db('retry_probe').where({ id: 1 }).update({ value: 5 });
        await retryTransaction(outer, async (trx) => {
          runs += 1;
          await bump(trx, 1);
        });
      },
      { isolationLevel: 'repeatable read' },
    );
    await expect(nested).rejects.toMatchObject({ code: '40001' });
    expect(runs).toBe(1);

    let failing = 0;
    const refused = retryTransaction(db, async (trx) => {
      failing += 1;
      await bump(trx, 2);
      await trx.raw(`select 1 / 0`);
    });
    await expect(refused).rejects.toMatchObject({ code: '22012' });
    expect(failing).toBe(1);
    expect(await values(db)).toEqual([5, 0]);
  });
});
