import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../api/config.ts';
import { loggerOptions } from '../../../../api/logger.ts';
import type { NewSystemLog } from '../../../../api/repositories/system-logs-repository.ts';
import { systemLogEntry } from '../../../../api/services/system-logs/log-line.ts';
import { createSystemLogSink } from '../../../../api/services/system-logs/log-sink.ts';

/** A real pino logger with the app's settings, its console lines collected, and its sink. */
function loggerWithSink(write: (batch: readonly NewSystemLog[]) => Promise<void>) {
  const consoleLines: Record<string, unknown>[] = [];
  const consoleStream = new PassThrough();
  consoleStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) consoleLines.push(JSON.parse(line));
  });
  const sink = createSystemLogSink({ flushIntervalMs: 60_000, retryAfterMs: 60_000 });
  const config = loadConfig({}, { NODE_ENV: 'test', LOG_LEVEL: 'info' });
  const log = Fastify({ logger: loggerOptions(config, consoleStream, sink) }).log;
  sink.attach(write);
  return { log, sink, consoleLines };
}

describe('the system-log sink', () => {
  it('keeps warn, error and fatal lines, censored by the logger, and nothing below', async () => {
    const written: NewSystemLog[] = [];
    const { log, sink } = loggerWithSink(async (batch) => {
      written.push(...batch);
    });
    log.info('routine');
    log.debug('chatter');
    log.warn({ reqId: 'req-1', route: '/api/x', statusCode: 503, password: 'hunter2' }, 'slow');
    log.error({ err: new Error('boom'), body: { pin: '9137', token: 'tok-secret' } }, 'request failed');
    log.fatal('going down');
    await sink.flush();
    expect(written.map((entry) => entry.level)).toEqual(['warn', 'error', 'fatal']);
    expect(written[0]).toMatchObject({ message: 'slow', requestId: 'req-1', route: '/api/x', statusCode: 503 });
    expect(written[1]?.message).toBe('request failed: boom');
    const stored = JSON.stringify(written);
    for (const secret of ['hunter2', '9137', 'tok-secret']) expect(stored).not.toContain(secret);
    expect(stored).toContain('[redacted]');
  });

  it('survives a database outage without feeding it: one failed write, one console notice, no new log lines', async () => {
    let attempts = 0;
    const { log, sink, consoleLines } = loggerWithSink(async () => {
      attempts += 1;
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    });
    for (let i = 0; i < 3; i += 1) log.error(`failure ${i}`);
    await sink.flush();
    expect(attempts).toBe(1);
    expect(sink.pending()).toBe(0);
    const notices = consoleLines.filter((line) => line.msg === 'system log lines not stored');
    expect(notices).toEqual([expect.objectContaining({ dropped: 3, reason: 'connect ECONNREFUSED 127.0.0.1:5432' })]);
    // The notice went to the console only: the sink saw no line of its own making.
    expect(consoleLines).toHaveLength(4);
    // While paused, new lines wait (bounded) instead of hammering the database.
    log.error('during the outage');
    await sink.flush();
    expect(attempts).toBe(1);
    expect(sink.pending()).toBe(1);
  });

  it('never lets a line block or throw: a full buffer drops and counts, an odd line is ignored', async () => {
    const sink = createSystemLogSink({ maxBuffered: 2 });
    for (let i = 0; i < 5; i += 1) sink.write(`{"level":50,"time":1,"msg":"m${i}"}\n`);
    sink.write('not json at all');
    sink.write('{"level":50,');
    expect(sink.pending()).toBe(2);
    const written: NewSystemLog[] = [];
    const dropped: number[] = [];
    sink.onDropped((count) => dropped.push(count));
    sink.attach(async (batch) => {
      written.push(...batch);
    });
    await sink.flush();
    expect(written.map((entry) => entry.message)).toEqual(['m0', 'm1']);
    expect(dropped).toEqual([3]);
  });

  it('stores only text PostgreSQL accepts (no NUL, no lone surrogate) and caps the context', () => {
    const entry = systemLogEntry(
      JSON.stringify({ level: 40, time: 0, msg: 'a\u0000b\ud800', detail: 'x'.repeat(40_000), reqId: 'r' }),
    );
    expect(entry?.message).toBe('a\uFFFDb\uFFFD');
    expect(entry?.context).toMatchObject({ truncated: true });
    expect(JSON.stringify(entry?.context).length).toBeLessThan(17_000);
  });
});
