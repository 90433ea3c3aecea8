import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document generated from the route schemas', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/healthz', '/api/readyz']));
    expect(document.paths['/api/readyz'].get.responses).toHaveProperty('503');
    expect(document.components.schemas).toHaveProperty('ErrorEnvelope');
    expect(document.tags.map((tag: { name: string }) => tag.name)).toEqual(
      expect.arrayContaining(['Authentication', 'Accounts', 'Payments', 'Mobile Money', 'Institutions']),
    );
  });

  it('leaves internal routes out', async () => {
    const document = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths).not.toHaveProperty('/api/openapi.json');
  });
});
