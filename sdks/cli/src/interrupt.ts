/**
 * An AbortSignal that fires on Ctrl-C (SIGINT) or SIGTERM, for the commands that run until
 * stopped. Handling the signals replaces Node's default of dying at once, so the command can
 * clean up (the listener is deleted on the server) and exit 0.
 */
export function untilInterrupted(): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const stop = () => controller.abort();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return {
    signal: controller.signal,
    dispose: () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
    },
  };
}

/** True for the error an aborted fetch or stream throws. */
export function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted && (error === signal.reason || (error instanceof Error && error.name === 'AbortError'));
}
