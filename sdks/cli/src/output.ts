import { OpenBankingConnectionError, OpenBankingError } from '@cemac-open-banking/sdk';

/** An expected failure of the command line itself (bad input, no key): its message, no stack. */
export class CliError extends Error {
  override name = 'CliError';
}

export function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

/**
 * A stream's `onOpen` that prints `line` the first time only: a stream reconnects by itself, and
 * "Ready!" means it was open once, from which point nothing is missed.
 */
export function printOnFirstOpen(line: string): () => void {
  let printed = false;
  return () => {
    if (!printed) print(line);
    printed = true;
  };
}

export function printError(line: string): void {
  process.stderr.write(`${line}\n`);
}

/**
 * One line for a failure a user can act on. The API's own errors keep their code and request id
 * (what support asks for); anything else is a bug and keeps its stack.
 */
export function describeFailure(error: unknown): string | undefined {
  if (error instanceof OpenBankingError) {
    const request = error.requestId ? `, request ${error.requestId}` : '';
    const line = `Error: ${error.message} (${error.code}${request})`;
    const scope = missingScope(error);
    // The server names the scope; say where a key that has it comes from.
    return scope ? `${line}\nCreate an API key with the ${scope} scope in API Management (/api-management).` : line;
  }
  if (error instanceof OpenBankingConnectionError) return `Error: ${error.message} (${rootCause(error)})`;
  if (error instanceof CliError) return `Error: ${error.message}`;
  return undefined;
}

/** Wraps a command's action: an expected failure prints one line and exits 1. */
export function action<A extends unknown[]>(run: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  return async (...args) => {
    try {
      await run(...args);
    } catch (error) {
      const line = describeFailure(error);
      if (line === undefined) throw error;
      printError(line);
      process.exitCode = 1;
    }
  };
}

/** A scope the key lacks, named by the server's 403 (`scope_missing`), or undefined. */
export function missingScope(error: unknown): string | undefined {
  if (!(error instanceof OpenBankingError) || error.status !== 403) return undefined;
  const scope = error.params?.scope;
  return typeof scope === 'string' ? scope : undefined;
}

/** The innermost cause of a network failure: fetch's "fetch failed" wraps the ECONNREFUSED that explains it. */
function rootCause(error: Error): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause !== undefined) current = current.cause;
  const code = (current as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  return current instanceof Error ? current.message : String(current);
}
