import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Builds the JavaScript SDK's `dist` once, before any integration test file runs: the SDK's own
 * tests, the packed-package test (`npm pack --ignore-scripts`) and the runnable docs import it by
 * its name (the root node_modules links the workspace), and files building it side by side
 * would write the same files at once.
 */
export default async function setup() {
  await promisify(execFile)('npm', ['run', 'build', '--workspace', 'sdks/javascript', '--silent']);
}
