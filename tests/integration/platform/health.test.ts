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
    expect(response.json()).toEqual({
      status: 'ready',
      database: 'ok',
      redis: 'off',
      jobRunner: 'off',
      stopping: false,
      pendingMigrations: [],
      unknownMigrations: [],
    });
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

  it('stays ready, naming them, when a newer build has applied migrations this one does not ship', async ({
    harness,
  }) => {
    const name = '29991231000000_from_a_newer_build.ts';
    await harness.app.db('knex_migrations').insert({ name, batch: 999, migration_time: new Date() });
    try {
      const response = await harness.app.inject({ method: 'GET', url: '/api/readyz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ready',
        database: 'ok',
        redis: 'off',
        jobRunner: 'off',
        stopping: false,
        pendingMigrations: [],
        unknownMigrations: [name],
      });
    } finally {
      await harness.app.db('knex_migrations').where({ name }).delete();
    }
  });
});
