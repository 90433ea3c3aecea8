import { Command } from 'commander';
import { type ConnectionOptions, connect, withConnectionOptions } from '../connection.ts';
import { action, CliError, print } from '../output.ts';
import { isWebhookEvent, WEBHOOK_EVENTS } from '../webhook-events.ts';

/**
 * `cemac trigger <event>`: the server sends a sandbox event of that type to the caller's
 * endpoints and listeners. Only sandbox keys may (a live key gets the server's 403): a made-up
 * `payment.completed` must never reach a production receiver.
 */
export function triggerCommand(): Command {
  return withConnectionOptions(new Command('trigger'))
    .description('send a sandbox webhook event to your endpoints and running `cemac listen`s')
    .argument('<event>', `event type: ${WEBHOOK_EVENTS.join(', ')}`)
    .action(
      action(async (event: string, options: ConnectionOptions) => {
        if (!isWebhookEvent(event)) {
          throw new CliError(
            `Unknown event ${event}. Valid events:\n${WEBHOOK_EVENTS.map((name) => `  ${name}`).join('\n')}`,
          );
        }
        const { client } = await connect(options);
        const triggered = await client.webhooks.trigger(event);
        print(`Triggered ${triggered.type} (${triggered.eventId})`);
      }),
    );
}
