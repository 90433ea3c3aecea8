import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';

describe('health endpoints', () => {
  it('reports the process alive', async ({ harness }) => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('reports ready when the database answers and every migration is applied', async ({ harness }) => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'ok', pendingMigrations: [] });
  });

  it('reports not ready (503) while a migration is pending', async ({ harness }) => {
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
