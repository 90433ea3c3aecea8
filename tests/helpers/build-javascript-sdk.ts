import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Builds the JavaScript SDK's `dist`, then the CLI's one-file bundle, once, before any
 * integration test file runs: the SDK's own tests, the packed-package test (`npm pack
 * --ignore-scripts`) and the runnable docs import the SDK by its name (the root node_modules
 * links the workspace), the CLI's tests run `sdks/cli/dist/cemac.js`, and files building them
 * side by side would write the same files at once.
 */
export default async function setup() {
  const run = promisify(execFile);
  await run('npm', ['run', 'build', '--workspace', 'sdks/javascript', '--silent']);
  await run('npm', ['run', 'build', '--workspace', 'sdks/cli', '--silent']);
}
