import { Command } from 'commander';
import { type ConnectionOptions, connect, withConnectionOptions } from '../connection.ts';
import { forward, forwardTarget } from '../forwarding.ts';
import { isAbort, untilInterrupted } from '../interrupt.ts';
import { action, CliError, describeFailure, print, printError, printOnFirstOpen } from '../output.ts';
import { isWebhookEvent, WEBHOOK_EVENTS, type WebhookEventName } from '../webhook-events.ts';

interface ListenOptions extends ConnectionOptions {
  forwardTo: string;
  events?: string;
}

/**
 * `cemac listen --forward-to <url>`: a temporary listener on the server receives the account's
 * webhook events, signed with its own secret, over a stream; each is POSTed to the local URL
 * as the platform would deliver it, and the receiver's answer is reported back so the delivery
 * log shows it. Ctrl-C deletes the listener.
 */
export function listenCommand(): Command {
  return withConnectionOptions(new Command('listen'))
    .description('forward your webhook events to a local URL until Ctrl-C')
    .requiredOption('--forward-to <url>', 'where to POST each event, e.g. http://localhost:4000/webhooks')
    .option('--events <types>', 'comma-separated event types to receive (default: all)')
    .action(action(listen));
}

async function listen(options: ListenOptions): Promise<void> {
  // Both checked before anything exists on the server.
  const target = forwardTarget(options.forwardTo);
  const events = options.events === undefined ? undefined : eventList(options.events);
  const { client } = await connect(options);

  const { listener, secret } = await client.webhooks.listeners.create(events ? { events } : {});
  const { signal, dispose } = untilInterrupted();
  const onOpen = printOnFirstOpen(`Ready! Your webhook signing secret is ${secret} (^C to quit)`);
  try {
    for await (const event of client.webhooks.listeners.events(listener.id, { signal, onOpen })) {
      print(`--> ${event.eventType} [${event.eventId}]`);
      const outcome = await forward(target, event, signal);
      print(
        outcome.statusCode === null
          ? `<-- [ERR] POST ${target.href} [${event.eventId}] ${outcome.error}`
          : `<-- [${outcome.statusCode}] POST ${target.href} [${event.eventId}]`,
      );
      await client.webhooks.listeners.report(listener.id, event.deliveryId, outcome);
    }
    // The loop ends by itself only when the server closed the stream (restarted, or the listener was removed).
    if (!signal.aborted) throw new CliError('The server closed the event stream');
  } catch (error) {
    if (!isAbort(error, signal)) throw error;
  } finally {
    dispose();
    await client.webhooks.listeners.delete(listener.id).catch((error: unknown) => {
      // Not fatal: the server stops feeding a listener nobody streams, and deletes it within the hour.
      const reason = describeFailure(error)?.replace(/^Error: /, '') ?? String(error);
      printError(`Could not delete listener ${listener.id} (the server removes idle ones): ${reason}`);
    });
  }
}

/** `a,b` → the event types, each checked, so a typo is named here rather than as a server 400. */
function eventList(value: string): WebhookEventName[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isWebhookEvent(name));
  if (unknown.length > 0 || names.length === 0) {
    throw new CliError(
      `Unknown event ${unknown.join(', ') || '(none given)'}. Valid events: ${WEBHOOK_EVENTS.join(', ')}`,
    );
  }
  return names as WebhookEventName[];
}
