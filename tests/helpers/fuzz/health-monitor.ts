import http from 'node:http';
import { send } from './http-client.ts';

export interface LatencyFigures {
  count: number;
  failures: number;
  p50: number;
  p99: number;
  max: number;
}

function figures(durations: number[], failures: number): LatencyFigures {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { count: sorted.length, failures, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

/**
 * Asks /api/healthz and /api/readyz every `intervalMs` on connections of their own while the
 * fuzzer runs, timing each answer: the health checks must stay fast under a flood of bad input.
 */
export function monitorHealth(origin: URL, intervalMs = 250) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const samples = { healthz: [] as number[], readyz: [] as number[] };
  const failed = { healthz: 0, readyz: 0 };
  let running = true;
  const probe = async (name: 'healthz' | 'readyz') => {
    const started = performance.now();
    try {
      const answer = await send(origin, agent, { method: 'GET', target: `/api/${name}`, headers: {} }, 5_000);
      if (answer.status !== 200) failed[name] += 1;
    } catch {
      failed[name] += 1;
    }
    samples[name].push(performance.now() - started);
  };
  const loop = (async () => {
    while (running) {
      await Promise.all([probe('healthz'), probe('readyz')]);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      agent.destroy();
      return { healthz: figures(samples.healthz, failed.healthz), readyz: figures(samples.readyz, failed.readyz) };
    },
  };
}
