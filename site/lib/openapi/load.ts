import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OpenApiDocument } from './types.ts';

/**
 * The server's own OpenAPI document, written by `node api/cli/export-openapi.ts` (the first
 * step of `npm run build`). Read at build time only, so the page can never drift from it.
 */
export const OPENAPI_FILE = path.resolve('site', 'generated', 'openapi.json');

export function loadOpenApiDocument(file = OPENAPI_FILE): OpenApiDocument {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
  } catch (error) {
    throw new Error(
      `Cannot read the OpenAPI document at ${file}. Run "node api/cli/export-openapi.ts" (npm run build does it first).`,
      { cause: error },
    );
  }
}
