/** Latency figures of one run (milliseconds), nearest-rank percentiles. */
export interface RunFigures {
  count: number;
  wallMs: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function figures(latencies: number[], wallMs: number): RunFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    wallMs,
    perSecond: (sorted.length / wallMs) * 1000,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/** Runs `total` jobs with `concurrency` workers; returns each job's latency and the wall time. */
export async function runConcurrently(
  total: number,
  concurrency: number,
  job: (index: number, worker: number) => Promise<void>,
): Promise<{ latencies: number[]; wallMs: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (;;) {
        const index = next;
        next += 1;
        if (index >= total) return;
        const begin = performance.now();
        await job(index, worker);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  return { latencies, wallMs: performance.now() - started };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Several rounds of one measurement, interleaved with the other side's: the median round's
 * rate (on a shared machine, noise moves whole rounds) and percentiles over every latency.
 */
export function roundsFigures(rounds: { latencies: number[]; wallMs: number }[]): RunFigures & { rates: number[] } {
  const pooled = figures(
    rounds.flatMap((round) => round.latencies),
    rounds.reduce((sum, round) => sum + round.wallMs, 0),
  );
  const rates = rounds.map((round) => (round.latencies.length / round.wallMs) * 1000);
  const sorted = [...rates].sort((a, b) => a - b);
  return { ...pooled, perSecond: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, rates };
}
