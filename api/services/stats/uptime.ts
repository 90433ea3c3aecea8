import type { Knex } from 'knex';

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

export async function measureUptime(db: Knex): Promise<UptimeMeasure> {
  const result = await db.raw<{ rows: { up_minutes: string; observed_minutes: string }[] }>(
    `with bounds as (
       select date_trunc('minute', now()) as current_minute,
              -- greatest() ignores nulls: without any heartbeat there is no window at all.
              case when min(minute) is null then null
                   else greatest(date_trunc('minute', now()) - make_interval(days => ?), min(minute)) end as start_minute
         from uptime_heartbeats
     ), counted as (
       select count(*) filter (where h.minute >= b.start_minute and h.minute < b.current_minute) as past_up,
              count(*) filter (where h.minute = b.current_minute) as current_up
         from bounds b left join uptime_heartbeats h on h.minute >= b.start_minute
     )
     select (c.past_up + c.current_up) as up_minutes,
            coalesce(extract(epoch from (b.current_minute - b.start_minute)) / 60, 0) + c.current_up as observed_minutes
       from bounds b, counted c`,
    [UPTIME_WINDOW_DAYS],
  );
  const row = result.rows[0];
  const upMinutes = Number(row?.up_minutes ?? 0);
  const observedMinutes = Number(row?.observed_minutes ?? 0);
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
export async function recordHeartbeat(db: Knex): Promise<void> {
  await db.raw(`insert into uptime_heartbeats (minute) values (date_trunc('minute', now())) on conflict do nothing`);
}

/** Keeps the table to the window plus a day; cheap thanks to the primary key. */
export async function pruneHeartbeats(db: Knex): Promise<void> {
  await db('uptime_heartbeats')
    .where('minute', '<', db.raw('now() - make_interval(days => ?)', [UPTIME_WINDOW_DAYS + 1]))
    .delete();
}
