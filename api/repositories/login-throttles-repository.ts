import type { Knex } from 'knex';

export type ThrottleScope = 'account' | 'ip' | 'device';

export interface ThrottleBucket {
  scope: ThrottleScope;
  key: string;
}

/** The numbers one charge is judged by (see services/identity/login-throttle.ts). */
export interface ChargeLimits {
  maxFailures: number;
  lockSeconds: number;
}

export interface ThrottleWaits {
  lockedUntil: Date | null;
  nextAttemptAt: Date | null;
}

// The row's count once this attempt is charged: a row whose last failure is older than the
// lock period, or whose lock has ended, starts again from one.
const STALE = `(t.last_failure_at < now() - make_interval(secs => :lockSeconds)
  or (t.locked_until is not null and t.locked_until <= now()))`;
const CHARGED = `(case when ${STALE} then 1 else t.failures + 1 end)`;
const LOCK = (failures: string) =>
  `(case when ${failures} >= :max then now() + make_interval(secs => :lockSeconds) else null end)`;

const ADMIT_SQL = `
  insert into login_throttles as t (scope, key, failures, last_failure_at, next_attempt_at, locked_until)
  values (:scope, :key, 1, now(), null, ${LOCK('1')})
  on conflict (scope, key) do update set
    failures = ${CHARGED},
    last_failure_at = case when ${STALE} then now() else t.last_failure_at end,
    next_attempt_at = null,
    locked_until = ${LOCK(CHARGED)}
  where ${STALE}
    or (t.failures < :max
        and coalesce(t.locked_until, '-infinity') <= now()
        and coalesce(t.next_attempt_at, '-infinity') <= now())
  returning failures`;

/**
 * Sign-in failure counters (`login_throttles`). The charge is one atomic statement (tuned SQL:
 * it must refuse and count in the same step, or parallel guesses would slip past the limit).
 */
export function createLoginThrottlesRepository(db: Knex) {
  return {
    /** Charges one failure to the bucket; the count after it, or null when the bucket refused the attempt. */
    async charge(bucket: ThrottleBucket, limits: ChargeLimits): Promise<number | null> {
      const result = await db.raw<{ rows: { failures: number }[] }>(ADMIT_SQL, {
        scope: bucket.scope,
        key: bucket.key,
        max: limits.maxFailures,
        lockSeconds: limits.lockSeconds,
      });
      return result.rows[0]?.failures ?? null;
    },

    /**
     * Records a confirmed failure: it dates the window (so an address with steady successful
     * sign-ins still forgets its failures once none came for a lock period) and makes the next
     * attempt wait. Set here, never while an attempt is in flight, so people signing in at the
     * same moment (one account on two devices, customers behind one address) do not slow each
     * other down; parallel guesses are still bounded by the charge, which counts them first.
     */
    async recordFailure(bucket: ThrottleBucket, delaySeconds: number): Promise<void> {
      await db('login_throttles')
        .where(bucket)
        .update({
          last_failure_at: db.raw('now()'),
          next_attempt_at: db.raw(
            "greatest(coalesce(next_attempt_at, '-infinity'), now() + make_interval(secs => ?))",
            [delaySeconds],
          ),
        });
    },

    async findWaits(bucket: ThrottleBucket): Promise<ThrottleWaits> {
      const row: { locked_until: Date | null; next_attempt_at: Date | null } | undefined = await db('login_throttles')
        .where(bucket)
        .first('locked_until', 'next_attempt_at');
      return { lockedUntil: row?.locked_until ?? null, nextAttemptAt: row?.next_attempt_at ?? null };
    },

    async forget(bucket: ThrottleBucket): Promise<void> {
      await db('login_throttles').where(bucket).delete();
    },

    /** Takes one failure back without forgiving the others (a lock reached by them stays). */
    async giveBackOne(bucket: ThrottleBucket, maxFailures: number): Promise<void> {
      await db('login_throttles')
        .where(bucket)
        .update({
          failures: db.raw('greatest(failures - 1, 0)'),
          next_attempt_at: null,
          locked_until: db.raw('case when failures - 1 >= ? then locked_until else null end', [maxFailures]),
        });
    },

    /** Forgets counters nobody has touched for a day (their windows ended long ago). */
    async pruneStale(): Promise<void> {
      await db('login_throttles')
        .where('last_failure_at', '<', db.raw("now() - interval '1 day'"))
        .andWhere((query) => query.whereNull('locked_until').orWhere('locked_until', '<', db.raw('now()')))
        .delete();
    },
  };
}

export type LoginThrottlesRepository = ReturnType<typeof createLoginThrottlesRepository>;
