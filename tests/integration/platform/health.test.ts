import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('health endpoints', () => {
  it('reports the process alive', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('reports ready when the database answers and every migration is applied', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'ok', pendingMigrations: [] });
  });

  it('reports not ready (503) while a migration is pending', async () => {
    const [, rolledBack] = (await harness.app.db.migrate.down()) as [number, string[]];
    try {
      const response = await harness.app.inject({ method: 'GET', url: '/api/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json().status).toBe('not_ready');
      expect(response.json().pendingMigrations).toEqual(rolledBack);
    } finally {
      await harness.app.db.migrate.latest();
    }
  });
});
