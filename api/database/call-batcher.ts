import type { Knex } from 'knex';
import { isDatabaseOutage } from './outage.ts';

/**
 * Group commit for the hottest statements: calls made while earlier ones are on their way to
 * PostgreSQL wait, and leave together as one batch (one statement, one round trip, one commit)
 * once a slot frees. An idle server sends each call alone at the end of the event-loop turn
 * that made it, so batching adds no wait of its own; under load the batches grow by
 * themselves. Each round trip costs both processes more than the rows it carries (socket
 * writes, wake-ups, protocol, executor start, commit), which is what this saves.
 *
 * Not DataLoader: it batches only the calls of one tick, while HTTP requests each arrive in a
 * tick of their own; here the batch is whatever queued while the database was busy.
 *
 * Every call still reads or writes the database after it was made, never an earlier answer.
 */
export interface CallBatcherOptions {
  /** Most calls in one batch. */
  maxBatch: number;
  /** Batches on their way at once (each holds a pooled connection). */
  maxInFlight: number;
}

interface Waiting<I, O> {
  input: I;
  resolve(output: O): void;
  reject(error: unknown): void;
}

/**
 * `run` gets the inputs of one batch and answers one result per input, in order (a result may
 * be an Error, which only its own caller receives). When `run` throws, every call of the batch
 * gets that error, and so does every call still queued when the error says the database is away.
 */
export function callBatcher<I, O>(
  run: (inputs: I[]) => Promise<(O | Error)[]>,
  options: CallBatcherOptions,
): (input: I) => Promise<O> {
  const queue: Waiting<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;

  const send = async (batch: Waiting<I, O>[]) => {
    inFlight += 1;
    try {
      const outputs = await run(batch.map((call) => call.input));
      batch.forEach((call, index) => {
        const output = outputs[index];
        if (output instanceof Error) call.reject(output);
        else if (output === undefined) call.reject(new Error('batched call got no result'));
        else call.resolve(output);
      });
    } catch (error) {
      for (const call of batch) call.reject(error);
      // The database is away: the calls queued behind this batch would meet it too, each after
      // waiting for a slot (a frozen server holds every slot until its deadline); they fail now.
      if (isDatabaseOutage(error)) for (const call of queue.splice(0)) call.reject(error);
    } finally {
      inFlight -= 1;
      flush();
    }
  };

  function flush() {
    while (inFlight < options.maxInFlight && queue.length > 0) {
      void send(queue.splice(0, options.maxBatch));
    }
  }

  return (input: I) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      if (scheduled) return;
      scheduled = true;
      // The end of this turn: requests parsed in the same turn leave together.
      setImmediate(() => {
        scheduled = false;
        flush();
      });
    });
}

/**
 * `callBatcher` for a statement on a database: one batcher per knex instance (each app has its
 * own pool, tests run several), made on first use.
 */
export function callBatcherPerDatabase<I, O>(
  run: (db: Knex, inputs: I[]) => Promise<(O | Error)[]>,
  options: CallBatcherOptions,
): (db: Knex, input: I) => Promise<O> {
  const batchers = new WeakMap<Knex, (input: I) => Promise<O>>();
  return (db, input) => {
    let call = batchers.get(db);
    if (!call) {
      call = callBatcher((inputs: I[]) => run(db, inputs), options);
      batchers.set(db, call);
    }
    return call(input);
  };
}
