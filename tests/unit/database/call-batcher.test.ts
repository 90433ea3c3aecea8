import { describe, expect, it } from 'vitest';
import { callBatcher } from '../../../api/database/call-batcher.ts';

/** A `run` that records each batch and answers when the test releases it. */
function recordingRun() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const run = (inputs: number[]) => {
    batches.push(inputs);
    return new Promise<(number | Error)[]>((resolve) => {
      releases.push(() => resolve(inputs.map((input) => (input < 0 ? new Error(`bad ${input}`) : input * 10))));
    });
  };
  return { batches, releases, run };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('callBatcher', () => {
  it('sends a call made on an idle batcher at the end of its turn, alone', async () => {
    const { batches, releases, run } = recordingRun();
    const call = callBatcher(run, { maxBatch: 10, maxInFlight: 1 });
    const answer = call(1);
    expect(batches).toEqual([]);
    await settle();
    expect(batches).toEqual([[1]]);
    releases[0]?.();
    expect(await answer).toBe(10);
  });

  it('sends the calls of one turn together and queues the rest while the slots are busy', async () => {
    const { batches, releases, run } = recordingRun();
    const call = callBatcher(run, { maxBatch: 3, maxInFlight: 1 });
    const first = [call(1), call(2)];
    await settle();
    const waiting = [call(3), call(4), call(5), call(6)];
    await settle();
    expect(batches).toEqual([[1, 2]]);
    releases[0]?.();
    expect(await Promise.all(first)).toEqual([10, 20]);
    await settle();
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    releases[1]?.();
    await settle();
    expect(batches.at(-1)).toEqual([6]);
    releases[2]?.();
    expect(await Promise.all(waiting)).toEqual([30, 40, 50, 60]);
  });

  it('gives an error result to its own caller only', async () => {
    const { releases, run } = recordingRun();
    const call = callBatcher(run, { maxBatch: 10, maxInFlight: 1 });
    const good = call(7);
    const bad = call(-1);
    await settle();
    releases[0]?.();
    expect(await good).toBe(70);
    await expect(bad).rejects.toThrow('bad -1');
  });

  it('rejects every call of a batch whose run throws, and keeps serving later calls', async () => {
    let fail = true;
    const call = callBatcher(
      async (inputs: number[]) => {
        if (fail) throw new Error('connection lost');
        return inputs;
      },
      { maxBatch: 10, maxInFlight: 2 },
    );
    const failed = [call(1), call(2)];
    await expect(Promise.all(failed)).rejects.toThrow('connection lost');
    await Promise.allSettled(failed);
    fail = false;
    expect(await call(3)).toBe(3);
  });

  it('fails the calls queued behind a batch the database did not answer, rather than send them to it', async () => {
    const runs: number[][] = [];
    let answer: (error: Error | null) => void = () => {};
    const call = callBatcher(
      (inputs: number[]) => {
        runs.push(inputs);
        return new Promise<number[]>((resolve, reject) => {
          answer = (error) => (error ? reject(error) : resolve(inputs));
        });
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    const sent = call(1);
    await settle();
    const queued = [call(2), call(3)];
    await settle();
    // What pg says when nothing listens on the server's port any more.
    answer(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    await expect(sent).rejects.toThrow('ECONNREFUSED');
    for (const waiting of queued) await expect(waiting).rejects.toThrow('ECONNREFUSED');
    await settle();
    expect(runs).toEqual([[1]]);

    // Another failure is only its own batch's: the calls behind it still go.
    const next = call(4);
    await settle();
    const behind = call(5);
    await settle();
    answer(new Error('syntax error at or near "selec"'));
    await expect(next).rejects.toThrow('syntax error');
    await settle();
    answer(null);
    expect(await behind).toBe(5);
    expect(runs).toEqual([[1], [4], [5]]);
  });

  it('keeps at most maxInFlight batches on their way', async () => {
    const { batches, releases, run } = recordingRun();
    const call = callBatcher(run, { maxBatch: 1, maxInFlight: 2 });
    const answers = [call(1), call(2), call(3)];
    await settle();
    expect(batches).toEqual([[1], [2]]);
    releases[0]?.();
    await answers[0];
    await settle();
    expect(batches).toEqual([[1], [2], [3]]);
    releases[1]?.();
    releases[2]?.();
    expect(await Promise.all(answers)).toEqual([10, 20, 30]);
  });
});
