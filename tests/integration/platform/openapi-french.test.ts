import { describe, expect } from 'vitest';
import { operationsFr } from '../../../i18n/fr/api-reference/index.ts';
import { referenceOperations } from '../../../site/lib/openapi/operations.ts';
import type { OpenApiDocument } from '../../../site/lib/openapi/types.ts';
import { test } from '../../helpers/fixtures.ts';

type Served = OpenApiDocument & {
  paths: Record<string, Record<string, { operationId?: string; 'x-fr'?: { summary?: string; description?: string } }>>;
};

const it = test.extend(
  'document',
  { scope: 'file' },
  async ({ harness }): Promise<Served> =>
    (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json(),
);

describe("the French API reference (/fr/api-docs) from the server's document", () => {
  it('has a French title for every operation (the catalogue, by operationId)', ({ document }) => {
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

  it("serves each operation's catalogue French as its x-fr block, and no entry for an operation it lacks", ({
    document,
  }) => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    for (const operation of operations) {
      const french = operationsFr[operation.operationId ?? ''];
      expect(operation['x-fr'], operation.operationId).toEqual(
        french?.description === undefined
          ? { summary: french?.summary }
          : { summary: french.summary, description: french.description },
      );
    }
    const served = new Set(operations.map((operation) => operation.operationId));
    expect(Object.keys(operationsFr).filter((id) => !served.has(id))).toEqual([]);
  });
});
