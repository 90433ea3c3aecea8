import { type FuzzOperation, type JsonSchema, type OpenApiDocument, operationsOf } from './fuzz/openapi-operations.ts';
import type { TestApp } from './test-app.ts';

/** An id nothing has: the guards answer before any lookup, and a lookup finds nothing. */
const SAMPLE_UUID = '3f0c9a52-5d6e-4b8f-9a41-2c7d8e6f1b90';

/** A plausible value for a path parameter: its example, its first allowed value, a uuid, or a word. */
function sampleValue(schema: JsonSchema): string {
  const example = schema.examples?.[0] ?? schema.example;
  if (example !== undefined) return String(example);
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.format === 'uuid') return SAMPLE_UUID;
  return 'sample_1';
}

/** The operation's path with each parameter filled in. */
export function sampleUrl(operation: FuzzOperation): string {
  return operation.pathParams.reduce(
    (url, parameter) => url.replace(`{${parameter.name}}`, encodeURIComponent(sampleValue(parameter.schema))),
    operation.path,
  );
}

/** The server's own document, as a client reads it. */
export async function servedDocument(harness: TestApp): Promise<OpenApiDocument> {
  return (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
}

/** Every operation of the served document, ready to call. */
export async function documentOperations(harness: TestApp) {
  const document = await servedDocument(harness);
  return operationsOf(document).map((operation) => {
    const declared = document.paths[operation.path]?.[operation.method.toLowerCase()];
    return {
      ...operation,
      url: sampleUrl(operation),
      security: declared?.security ?? [],
      operationId: declared?.operationId,
    };
  });
}

/** Calls an operation as a program would: a JSON body `{}` on writes, the given headers. */
export function callOperation(
  harness: TestApp,
  operation: { method: string; url: string; writes: boolean },
  headers: Record<string, string> = {},
) {
  return harness.app.inject({
    method: operation.method as 'GET',
    url: operation.url,
    headers: operation.writes ? { 'content-type': 'application/json', ...headers } : headers,
    ...(operation.writes ? { payload: '{}' } : {}),
  });
}
