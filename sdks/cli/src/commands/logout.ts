import { Command } from 'commander';
import { configPath, removeConfig } from '../config.ts';
import { action, print } from '../output.ts';

/** `cemac logout`: deletes the saved key (the key itself stays valid; deactivate it in API Management). */
export function logoutCommand(): Command {
  return new Command('logout').description('forget the API key saved by `cemac login`').action(
    action(async () => {
      const file = configPath();
      print((await removeConfig(file)) ? `Logged out: removed ${file}` : `Not logged in (no ${file})`);
    }),
  );
}
