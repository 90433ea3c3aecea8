import { describe, expect } from 'vitest';
import { referenceOperations } from '../../../site/lib/openapi/operations.ts';
import type { OpenApiDocument } from '../../../site/lib/openapi/types.ts';
import { test } from '../../helpers/fixtures.ts';

const it = test.extend(
  'document',
  { scope: 'file' },
  async ({ harness }): Promise<OpenApiDocument> =>
    (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json(),
);

describe("the French API reference (/fr/api-docs) from the server's document", () => {
  it('has a French title for every operation (its x-fr block)', ({ document }) => {
    const untitled = referenceOperations(document, 'fr')
      .filter((operation) => !operation.translated)
      .map((operation) => `${operation.method} ${operation.path}`);
    expect(untitled).toEqual([]);
  });

  it('has French for every parameter, body field and response description', ({ document }) => {
    const english = referenceOperations(document, 'fr').flatMap((operation) => [
      ...operation.fields.filter((field) => !field.translated).map((field) => field.description),
      ...operation.responses.filter((response) => !response.translated).map((response) => response.description),
    ]);
    expect([...new Set(english)]).toEqual([]);
  });
});
