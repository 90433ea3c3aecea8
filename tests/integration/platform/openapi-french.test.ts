import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceOperations } from '../../../site/lib/openapi/operations.ts';
import type { OpenApiDocument } from '../../../site/lib/openapi/types.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let harness: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  harness = await createTestApp();
  document = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => harness.close());

describe("the French API reference (/fr/api-docs) from the server's document", () => {
  it('has a French title for every operation (its x-fr block)', () => {
    const untitled = referenceOperations(document, 'fr')
      .filter((operation) => !operation.translated)
      .map((operation) => `${operation.method} ${operation.path}`);
    expect(untitled).toEqual([]);
  });

  it('has French for every parameter, body field and response description', () => {
    const english = referenceOperations(document, 'fr').flatMap((operation) => [
      ...operation.fields.filter((field) => !field.translated).map((field) => field.description),
      ...operation.responses.filter((response) => !response.translated).map((response) => response.description),
    ]);
    expect([...new Set(english)]).toEqual([]);
  });
});
