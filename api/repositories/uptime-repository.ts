import type { Knex } from 'knex';

/** Minutes with a heartbeat and minutes observed in a window (services/stats/uptime.ts has the rule). */
export interface HeartbeatCounts {
  upMinutes: number;
  observedMinutes: number;
}

const COUNT_SQL = `with bounds as (
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
       from bounds b, counted c`;

/** One row per minute some API process served (`uptime_heartbeats`), by the database clock. */
export function createUptimeRepository(db: Knex) {
  return {
    /** Records that this minute was served; a second writer in the same minute changes nothing. */
    async recordHeartbeat(): Promise<void> {
      await db.raw(
        `insert into uptime_heartbeats (minute) values (date_trunc('minute', now())) on conflict do nothing`,
      );
    },

    /**
     * Over the last `days` days, or since the first heartbeat if more recent; the current
     * minute counts only once its heartbeat is in.
     */
    async countHeartbeats(days: number): Promise<HeartbeatCounts> {
      const result = await db.raw<{ rows: { up_minutes: string; observed_minutes: string }[] }>(COUNT_SQL, [days]);
      const row = result.rows[0];
      return { upMinutes: Number(row?.up_minutes ?? 0), observedMinutes: Number(row?.observed_minutes ?? 0) };
    },

    /** Drops heartbeats older than `days` days; cheap thanks to the primary key. */
    async pruneOlderThan(days: number): Promise<void> {
      await db('uptime_heartbeats')
        .where('minute', '<', db.raw('now() - make_interval(days => ?)', [days]))
        .delete();
    },
  };
}

export type UptimeRepository = ReturnType<typeof createUptimeRepository>;
