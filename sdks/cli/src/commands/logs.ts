import type { RequestLogEntry } from '@cemac-open-banking/sdk';
import { Command } from 'commander';
import { type ConnectionOptions, connect, withConnectionOptions } from '../connection.ts';
import { isAbort, untilInterrupted } from '../interrupt.ts';
import { action, print, printOnFirstOpen } from '../output.ts';

/** `cemac logs tail`: the key owner's API calls as the server logs them, one line each, until Ctrl-C. */
export function logsCommand(): Command {
  const logs = new Command('logs').description('your API request logs');
  logs.addCommand(
    withConnectionOptions(new Command('tail'))
      .description('print each API call as it happens, until Ctrl-C (needs the analytics:read scope)')
      .action(action(tail)),
  );
  return logs;
}

async function tail(options: ConnectionOptions): Promise<void> {
  const { client, baseUrl } = await connect(options);
  // The stream reconnects by itself and would wait in silence on a wrong URL or key: one plain
  // call first fails fast with the reason (unreachable, invalid key, no analytics:read).
  await client.logs.list({ limit: 1 });
  const { signal, dispose } = untilInterrupted();
  const onOpen = printOnFirstOpen(`Ready! Tailing the request log of ${baseUrl} (^C to quit)`);
  try {
    for await (const entry of client.logs.tail({}, { signal, onOpen })) print(logLine(entry));
  } catch (error) {
    if (!isAbort(error, signal)) throw error;
  } finally {
    dispose();
  }
}

/** `HH:MM:SS  200  GET /api/v1/accounts  12 ms  req_…`, the time on this machine's clock. */
export function logLine(entry: RequestLogEntry): string {
  const time = new Date(entry.timestamp).toTimeString().slice(0, 8);
  return `${time}  ${entry.statusCode}  ${entry.method} ${entry.endpoint}  ${entry.responseTime} ms  ${entry.requestId ?? '-'}`;
}
