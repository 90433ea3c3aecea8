import type { SystemLogLevel } from '../../../domain/enums.ts';
import type { NewSystemLog } from '../../repositories/system-logs-repository.ts';

/** pino's numeric levels of the lines kept in `system_logs` (warn and worse). */
const LEVELS: Record<number, SystemLogLevel> = { 40: 'warn', 50: 'error', 60: 'fatal' };

/** Fields the row has columns for, or that every line carries and say nothing (pid, hostname). */
const OWN_COLUMNS = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'reqId', 'route', 'statusCode']);

const MESSAGE_MAX = 2000;
const ROUTE_MAX = 500;
/** A context larger than this is kept as a truncated preview: a log table is not a dump. */
const CONTEXT_MAX = 16_000;

/** Text PostgreSQL can store: no NUL, no lone surrogate (a log line may quote anything a caller sent). */
const storable = (text: string, max: number) => text.replaceAll('\u0000', '\uFFFD').toWellFormed().slice(0, max);

const textOf = (value: unknown, max: number) =>
  typeof value === 'string' && value !== '' ? storable(value, max) : null;

function statusOf(line: Record<string, unknown>): number | null {
  const res = line.res as { statusCode?: unknown } | undefined;
  const status = line.statusCode ?? res?.statusCode;
  return Number.isInteger(status) && (status as number) >= 100 && (status as number) <= 599 ? (status as number) : null;
}

function contextOf(line: Record<string, unknown>): Record<string, unknown> {
  const rest = Object.fromEntries(Object.entries(line).filter(([key]) => !OWN_COLUMNS.has(key)));
  const json = JSON.stringify(rest, (_key, value: unknown) =>
    typeof value === 'string' ? storable(value, CONTEXT_MAX) : value,
  );
  return json.length <= CONTEXT_MAX
    ? (JSON.parse(json) as Record<string, unknown>)
    : { truncated: true, preview: json.slice(0, CONTEXT_MAX) };
}

/**
 * One serialised pino line as a `system_logs` row, or null for lines below warn (and for
 * anything that is not a pino line). The line was censored by the logger's redaction before it
 * was serialised, so what is stored is what the console shows: no credentials, passwords, PINs,
 * secret words, tokens or keys. The message keeps the error's own text after pino's `msg`
 * ("request failed: connect ECONNREFUSED"), the rest of the line becomes the context.
 */
export function systemLogEntry(line: string): NewSystemLog | null {
  // pino writes `{"level":NN,` first: lines below warn are skipped without parsing them.
  if (!line.startsWith('{"level":') || line.charCodeAt(9) < 0x34 /* '4' */) return null;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
  const level = LEVELS[parsed.level as number];
  if (!level) return null;
  const msg = typeof parsed.msg === 'string' ? parsed.msg : '';
  const errorText = (parsed.err as { message?: unknown } | undefined)?.message;
  const message =
    typeof errorText === 'string' && errorText !== '' && errorText !== msg
      ? msg
        ? `${msg}: ${errorText}`
        : errorText
      : msg;
  return {
    level,
    message: storable(message || '(no message)', MESSAGE_MAX),
    requestId: textOf(parsed.reqId, 200),
    route: textOf(parsed.route, ROUTE_MAX),
    statusCode: statusOf(parsed),
    context: contextOf(parsed),
    createdAt: typeof parsed.time === 'number' ? new Date(parsed.time) : new Date(),
  };
}
