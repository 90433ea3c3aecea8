import { describe, expect, it } from 'vitest';
import { expectMoneyIntact } from './harness/checks.ts';
import { lockedJobs } from './harness/invariants.ts';
import { moneyOperations } from './harness/money-operations.ts';
import { type LoadOptions, runPacedLoad } from './harness/paced-load.ts';
import { CREDENTIAL, faultBaseForFile } from './harness/scenario.ts';
import { type ServiceProcess, startApiServer, startWorker } from './harness/service-process.ts';

const faultBase = faultBaseForFile();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function stopAll(...processes: ServiceProcess[]) {
  for (const service of processes) service.signal('SIGKILL');
  await Promise.all(processes.map((service) => service.exited));
}

const loadOn = (origin: string): LoadOptions => ({
  origin,
  credential: CREDENTIAL,
  perSecond: 20,
  giveUpAfterMs: 120_000,
});

describe('kill -9 during paced load of charges, transfers and payouts', () => {
  it('of the job runner: another takes its jobs over, nothing frozen, nothing sent twice', async () => {
    const scenario = await faultBase().scenario();
    const environment = { databaseUrl: scenario.databaseUrl, port: scenario.port };
    const api = await startApiServer({ ...environment, extra: { PAYMENTS_WORKER: 'off' } });
    let worker = await startWorker(environment);
    try {
      const load = loadOn(api.origin);
      const running = runPacedLoad(load, moneyOperations('kill-worker', 140));
      // In the middle of the load, while the worker holds jobs (some mid-call to a provider).
      await sleep(3500);
      worker.signal('SIGKILL');
      await worker.exited;
      // It died holding jobs (some mid-call to a provider): what graphile-worker alone keeps for 4 hours.
      expect((await lockedJobs(scenario.db)).length).toBeGreaterThan(0);
      // Another runner, as a supervisor would restart it: the dead one's jobs must reach it.
      worker = await startWorker(environment);
      const outcomes = await running;
      await expectMoneyIntact(scenario.db, load, outcomes);
      expect(api.alive()).toBe(true);
    } finally {
      await stopAll(worker, api);
      await scenario.close();
    }
  });

  it('of the API running the job runner inline: restarted, it resumes every payment', async () => {
    const scenario = await faultBase().scenario();
    const environment = { databaseUrl: scenario.databaseUrl, port: scenario.port };
    let api = await startApiServer(environment);
    try {
      const load = loadOn(api.origin);
      const running = runPacedLoad(load, moneyOperations('kill-api', 140));
      await sleep(3500);
      api.signal('SIGKILL');
      await api.exited;
      expect((await lockedJobs(scenario.db)).length).toBeGreaterThan(0);
      await sleep(1000);
      api = await startApiServer(environment);
      const outcomes = await running;
      await expectMoneyIntact(scenario.db, load, outcomes);
    } finally {
      await stopAll(api);
      await scenario.close();
    }
  });

  it('of the PostgreSQL postmaster: every process lives, answers 503 meanwhile, and recovers by itself', async () => {
    const scenario = await faultBase().scenario();
    const environment = { databaseUrl: scenario.databaseUrl, port: scenario.port };
    const api = await startApiServer({ ...environment, extra: { PAYMENTS_WORKER: 'off' } });
    const worker = await startWorker(environment);
    try {
      const load = loadOn(api.origin);
      const running = runPacedLoad(load, moneyOperations('kill-postgres', 140));
      await sleep(3000);
      await faultBase().cluster.kill();
      await sleep(3000);
      await faultBase().cluster.start();
      const outcomes = await running;
      expect(api.alive(), api.output()).toBe(true);
      expect(worker.alive(), worker.output()).toBe(true);
      expect(outcomes.some((outcome) => outcome.answers.some((answer) => answer.status === 503))).toBe(true);
      await expectMoneyIntact(scenario.db, load, outcomes);
    } finally {
      await stopAll(worker, api);
      await scenario.close();
    }
  });
});
