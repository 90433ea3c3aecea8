import type { ApiKeyEnvironment } from '../../../domain/enums.ts';

/**
 * The three windows a key's calls are counted in: the current second (burst), clock hour
 * and Douala day. Douala keeps West Africa Time (UTC+1) all year, so a Douala day starts at
 * 23:00 UTC without any time-zone database.
 */
export type WindowKind = 'second' | 'hour' | 'day';

export interface UsageWindow {
  kind: WindowKind;
  /** Epoch milliseconds. */
  startsAt: number;
  endsAt: number;
}

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;
const DOUALA_OFFSET = HOUR;

/**
 * Calls a key may make in one second, whatever its hourly and daily limits: enough for a
 * busy integration, low enough that one runaway client cannot take the API's capacity.
 */
export const BURST_PER_SECOND: Record<ApiKeyEnvironment, number> = { sandbox: 25, production: 100 };

export function usageWindowsAt(now: number): Record<WindowKind, UsageWindow> {
  const second = Math.floor(now / SECOND) * SECOND;
  const hour = Math.floor(now / HOUR) * HOUR;
  const day = Math.floor((now + DOUALA_OFFSET) / DAY) * DAY - DOUALA_OFFSET;
  return {
    second: { kind: 'second', startsAt: second, endsAt: second + SECOND },
    hour: { kind: 'hour', startsAt: hour, endsAt: hour + HOUR },
    day: { kind: 'day', startsAt: day, endsAt: day + DAY },
  };
}
