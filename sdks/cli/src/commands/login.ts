import { OpenBanking } from '@cemac-open-banking/sdk';
import { Command } from 'commander';
import { configPath, readConfig, writeConfig } from '../config.ts';
import {
  type ConnectionOptions,
  DEFAULT_BASE_URL,
  keyMode,
  normaliseBaseUrl,
  withConnectionOptions,
} from '../connection.ts';
import { action, CliError, print } from '../output.ts';
import { ask } from '../prompt.ts';

/**
 * `cemac login`: checks a key against the server and saves it for the other commands. The check
 * is `webhooks.list()` because `listen` and `trigger` need the same `webhooks:manage` scope: a key
 * without it is refused here, with the scope named, rather than at the first `listen`.
 */
export function loginCommand(): Command {
  return withConnectionOptions(new Command('login'))
    .description('check an API key and save it for the other commands')
    .action(
      action(async (options: ConnectionOptions) => {
        const stored = await readConfig();
        const baseUrl = normaliseBaseUrl(
          options.baseUrl || process.env.OPEN_BANKING_BASE_URL || stored?.baseUrl || DEFAULT_BASE_URL,
        );
        const apiKey = options.apiKey || (await ask('API key (ob_test_… or ob_live_…): '));
        if (!apiKey) throw new CliError('No API key given: paste one, or pass --api-key');

        await new OpenBanking({ apiKey, baseUrl }).webhooks.list();
        await writeConfig({ apiKey, baseUrl });
        print(`Logged in to ${baseUrl}. ${MODE_LINES[keyMode(apiKey)]}`);
        print(`Saved to ${configPath()} (readable by you only). \`cemac logout\` forgets it.`);
      }),
    );
}

const MODE_LINES = {
  sandbox: 'Sandbox mode (ob_test_ key): test data only; `cemac trigger` can fire events.',
  live: 'Live mode (ob_live_ key): real accounts and payments; `cemac trigger` needs a sandbox key.',
  unknown: 'This key has neither the ob_test_ nor the ob_live_ prefix.',
} as const;
