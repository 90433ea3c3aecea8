import type { Store } from '../../repositories/store.ts';

/**
 * Uptime rule. Every API process writes one `uptime_heartbeats` row per minute while it
 * serves (plugins/uptime-heartbeat.ts); several processes share the row. A minute counts as
 * up when it has a row. The window is the last 30 days, or since the first heartbeat if
 * that is more recent. The current minute counts only once its heartbeat is in, so a
 * minute still in progress never reads as downtime.
 *
 *   uptime = minutes with a heartbeat / minutes observed
 */
export const UPTIME_WINDOW_DAYS = 30;

export interface UptimeMeasure {
  upMinutes: number;
  observedMinutes: number;
  /** 0..100, or null before the first heartbeat. */
  percent: number | null;
}

export async function measureUptime(store: Store): Promise<UptimeMeasure> {
  const { upMinutes, observedMinutes } = await store.uptime.countHeartbeats(UPTIME_WINDOW_DAYS);
  return {
    upMinutes,
    observedMinutes,
    percent: observedMinutes > 0 ? Math.min(100, (upMinutes / observedMinutes) * 100) : null,
  };
}

/** 99.987 → "99.98%" (rounded down, so a short outage never shows as 100%); 100 → "100%". */
export function formatUptime(percent: number | null): string {
  if (percent === null) return 'N/A';
  const floored = Math.floor(percent * 100) / 100;
  return `${Number.parseFloat(floored.toFixed(2))}%`;
}

/** Records that this minute was served; a second writer in the same minute changes nothing. */
export function recordHeartbeat(store: Store): Promise<void> {
  return store.uptime.recordHeartbeat();
}

/** Keeps the table to the window plus a day; cheap thanks to the primary key. */
export function pruneHeartbeats(store: Store): Promise<void> {
  return store.uptime.pruneOlderThan(UPTIME_WINDOW_DAYS + 1);
}
