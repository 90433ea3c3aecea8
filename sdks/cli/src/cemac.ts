import { Command } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { listenCommand } from './commands/listen.ts';
import { loginCommand } from './commands/login.ts';
import { logoutCommand } from './commands/logout.ts';
import { logsCommand } from './commands/logs.ts';
import { triggerCommand } from './commands/trigger.ts';

/** `cemac`: the CEMAC Open Banking command line (bundled into dist/cemac.js by build.mjs). */
const program = new Command('cemac')
  .description(
    'CEMAC Open Banking from your terminal: forward webhooks to localhost, trigger sandbox events, tail request logs',
  )
  .version(packageJson.version)
  .addCommand(loginCommand())
  .addCommand(logoutCommand())
  .addCommand(listenCommand())
  .addCommand(triggerCommand())
  .addCommand(logsCommand());

await program.parseAsync();
