import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { type RenderInput, renderPdf } from './render-report.ts';

/**
 * Renders a PDF on a worker thread. Embedding and subsetting the font is synchronous CPU work
 * (about half a second a file, more on a busy host); on the main thread it would stall every
 * request of an API process running the job queue inline.
 */
export function renderPdfInThread(input: RenderInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: input });
    worker.once('message', (bytes: Uint8Array) => resolve(Buffer.from(bytes)));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`report renderer stopped with code ${code}`));
    });
  });
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  renderPdf(workerData as RenderInput).then((bytes) => {
    port.postMessage(bytes);
  });
}
