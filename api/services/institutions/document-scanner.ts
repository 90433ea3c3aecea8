import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type ScanVerdict = { status: 'clean' } | { status: 'infected'; signature: string };

/** Scans a document's bytes; throws when the scanner itself fails (the job retries). */
export interface DocumentScanner {
  scan(bytes: Readable): Promise<ScanVerdict>;
}

export interface ClamscanOptions {
  /** The `clamscan` executable (CLAMSCAN_PATH). */
  path: string;
  /** Its `-d` signature database (CLAMSCAN_DB), else clamscan's own. */
  database?: string | undefined;
  timeoutMs?: number;
}

/**
 * ClamAV's command-line scanner reading the document on stdin, so the scanner never needs the
 * store to be a local folder. Exit status 0 is clean, 1 infected (the signature follows the
 * file name on stdout: "stdin: Eicar-Test-Signature FOUND"), anything else a failure.
 */
export function clamscanScanner(options: ClamscanOptions): DocumentScanner {
  const timeoutMs = options.timeoutMs ?? 120_000;
  return {
    async scan(bytes) {
      const args = ['--no-summary', '--stdout', ...(options.database ? ['-d', options.database] : []), '-'];
      const child = spawn(options.path, args, { stdio: ['pipe', 'pipe', 'pipe'], timeout: timeoutMs });
      let output = '';
      let errors = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
      });
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        errors += chunk;
      });
      const exited = new Promise<number | null>((resolve, reject) => {
        child.on('error', reject);
        child.on('close', (code) => resolve(code));
      });
      // clamscan may stop reading once it has decided; a closed stdin is not a failure.
      await pipeline(bytes, child.stdin).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
      });
      const code = await exited;
      if (code === 0) return { status: 'clean' };
      if (code === 1) {
        const signature = /:\s*(.+?)\s+FOUND/.exec(output)?.[1] ?? 'unknown signature';
        return { status: 'infected', signature };
      }
      throw new Error(`clamscan failed (exit ${code}): ${(errors || output).trim().slice(0, 500)}`);
    },
  };
}
