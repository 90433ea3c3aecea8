import { describe, expect, it } from 'vitest';
import { expectMoneyIntact } from './harness/checks.ts';
import { moneyOperations } from './harness/money-operations.ts';
import { type LoadOptions, runPacedLoad, send } from './harness/paced-load.ts';
import { CREDENTIAL, faultBaseForFile } from './harness/scenario.ts';
import { startApiServer } from './harness/service-process.ts';

const faultBase = faultBaseForFile();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM under load', () => {
  it('finishes the requests in flight, answers the envelope to late ones, exits 0, and loses nothing', async () => {
    const scenario = await faultBase().scenario();
    const environment = { databaseUrl: scenario.databaseUrl, port: scenario.port };
    // The job runner inline, as `npm start` runs it: its running jobs must finish or be released.
    let api = await startApiServer(environment);
    try {
      const load: LoadOptions = { origin: api.origin, credential: CREDENTIAL, perSecond: 20, giveUpAfterMs: 120_000 };
      const running = runPacedLoad(load, moneyOperations('sigterm', 120));
      await sleep(2500);
      // A burst in flight at the moment the signal arrives.
      const burst = moneyOperations('sigterm-burst', 60);
      const answers = Promise.all(burst.map((operation) => send(load, operation)));
      await sleep(30);
      api.signal('SIGTERM');
      const inFlight = await answers;
      const exit = await api.exited;
      expect(exit).toEqual({ code: 0, signal: null });
      // Each request got its real answer, the envelope (503 with Retry-After) or no connection: never a 500.
      for (const answer of inFlight) {
        if (!answer) continue;
        expect(answer.status, answer.text).not.toBe(500);
        if (answer.status === 503) {
          expect(JSON.parse(answer.text)).toMatchObject({ error: { code: 'service_unavailable' } });
        }
      }
      expect(inFlight.filter((answer) => answer?.status === 201).length).toBeGreaterThan(0);
      api = await startApiServer(environment);
      const outcomes = await running;
      // The burst's clients send theirs again, as the paced ones do.
      const burstOutcomes = await runPacedLoad({ ...load, perSecond: 200 }, burst);
      await expectMoneyIntact(scenario.db, load, [...outcomes, ...burstOutcomes]);
    } finally {
      api.signal('SIGKILL');
      await api.exited;
      await scenario.close();
    }
  });
});
