import { readFile } from 'node:fs/promises';
import { type Answers, countAnswer, noAnswers } from './answers.ts';
import { Connection } from './keep-alive-connection.ts';

/** One health endpoint's answers while the load ran. */
export interface ProbeFigures {
  path: string;
  latencies: number[];
  answers: Answers;
}

export interface MonitorFigures {
  probes: ProbeFigures[];
  /** Resident set size samples of the server process, in bytes. */
  rss: number[];
}

/** A process's resident set size in bytes (Linux), or NaN. */
export async function residentBytes(pid: number | undefined): Promise<number> {
  if (!pid) return Number.NaN;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kilobytes = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  return kilobytes ? Number(kilobytes) * 1024 : Number.NaN;
}

/**
 * What a load balancer sees while the bench loads the server: each health path probed on a
 * keep-alive connection of its own every `intervalMs` (one probe in flight per path, as a
 * balancer sends them), and the server's RSS sampled at the same pace. Start it before a
 * measured round, `stop()` after: the figures cover the load only.
 */
export function monitorServer(
  origin: string,
  pid: number | undefined,
  paths = ['/api/healthz', '/api/readyz'],
  intervalMs = 100,
): { stop(): Promise<MonitorFigures> } {
  const url = new URL(origin);
  let running = true;
  const rss: number[] = [];
  const probes = paths.map((path) => ({ path, latencies: [] as number[], answers: noAnswers() }));
  const pause = () => new Promise((resolve) => setTimeout(resolve, intervalMs));
  const loops = probes.map(async (probe) => {
    const connection = new Connection(url.hostname, Number(url.port));
    const request = Buffer.from(`GET ${probe.path} HTTP/1.1\r\nhost: ${url.host}\r\n\r\n`);
    try {
      while (running) {
        const begin = performance.now();
        const answer = await connection.send(request);
        probe.latencies.push(performance.now() - begin);
        countAnswer(probe.answers, answer.status, answer.body, [200]);
        await pause();
      }
    } finally {
      connection.close();
    }
  });
  const sampler = (async () => {
    while (running) {
      rss.push(await residentBytes(pid));
      await pause();
    }
  })();
  return {
    async stop() {
      running = false;
      await Promise.all([...loops, sampler]);
      return { probes, rss };
    },
  };
}
