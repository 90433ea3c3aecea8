import { statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface HostSample {
  /** Busy share of every CPU of the host over the sample window, 0..100, one decimal. */
  cpuPercent: number;
  cores: number;
  /** Bytes: the container's limit when one applies, else the host's memory. */
  memory: { used: number; total: number };
  /** Bytes of the file system holding the data directory; null when it cannot be read. */
  disk: { used: number; total: number } | null;
}

/** How long the CPU is watched: long enough to mean something, short enough for a screen. */
export const CPU_WINDOW_MS = 200;

interface CpuTimes {
  busy: number;
  total: number;
}

function cpuTimes(): CpuTimes {
  let busy = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const { user, nice, sys, idle, irq } = cpu.times;
    busy += user + nice + sys + irq;
    total += user + nice + sys + idle + irq;
  }
  return { busy, total };
}

/**
 * CPU: the host's busy time over a short window, from `os.cpus()` tick deltas (every core,
 * every process: the machine's load, as `top` shows it), waited for with a timer so the event
 * loop keeps serving meanwhile.
 */
async function cpuPercent(windowMs: number): Promise<number> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  const after = cpuTimes();
  const total = after.total - before.total;
  if (total <= 0) return 0;
  const percent = ((after.busy - before.busy) / total) * 100;
  return Math.round(Math.min(100, Math.max(0, percent)) * 10) / 10;
}

/**
 * Memory: `process.constrainedMemory()` is the cgroup limit (v1 or v2, libuv reads
 * memory.max / memory.limit_in_bytes) when one is set, a huge number otherwise, so the total is
 * the smaller of it and the host's memory; `process.availableMemory()` is what is left under
 * that same limit, so used = total − available covers both cases.
 */
function memory(): { used: number; total: number } {
  const host = os.totalmem();
  const limit = process.constrainedMemory();
  const total = limit > 0 && limit < host ? limit : host;
  const available = Math.min(process.availableMemory(), total);
  return { used: Math.max(0, total - available), total };
}

/** The nearest folder that exists (a fresh data directory may not be created yet). */
async function existingFolder(folder: string): Promise<string> {
  let current = path.resolve(folder);
  for (;;) {
    try {
      await statfs(current);
      return current;
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return current;
      current = parent;
    }
  }
}

/** Disk: `fs.statfs` of the data directory's file system (PostgreSQL's files and uploads live there). */
async function disk(dataDir: string): Promise<{ used: number; total: number } | null> {
  try {
    const stats = await statfs(await existingFolder(dataDir));
    const total = stats.blocks * stats.bsize;
    return { used: Math.max(0, (stats.blocks - stats.bfree) * stats.bsize), total };
  } catch {
    return null;
  }
}

export async function sampleHost(dataDir: string, windowMs = CPU_WINDOW_MS): Promise<HostSample> {
  const [cpu, diskFigures] = await Promise.all([cpuPercent(windowMs), disk(dataDir)]);
  return { cpuPercent: cpu, cores: os.availableParallelism(), memory: memory(), disk: diskFigures };
}

/**
 * One sample shared by every caller for `maxAgeMs` (the Monitoring tab refetches every 30 s,
 * several staff may have it open): concurrent callers wait for the same sample rather than
 * each watching the CPU.
 */
export function cachedHostSampler(dataDir: string, maxAgeMs = 2000) {
  let last: { at: number; sample: Promise<HostSample> } | null = null;
  return (): Promise<HostSample> => {
    const now = Date.now();
    if (!last || now - last.at > maxAgeMs) {
      const sample = sampleHost(dataDir);
      last = { at: now, sample };
      // A failed sample is not kept.
      sample.catch(() => {
        if (last?.sample === sample) last = null;
      });
    }
    return last.sample;
  };
}
