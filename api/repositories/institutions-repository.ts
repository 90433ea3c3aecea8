import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';

declare module 'fastify' {
  interface FastifyInstance {
    institutionsRepository: InstitutionsRepository;
  }
}

/** Banks, microfinance institutions, fintechs and mobile money operators (spec 001 §3). */
export function createInstitutionsRepository(db: Knex) {
  return {
    /** Institutions approved and active: the ones live on the platform. */
    async countLive(): Promise<number> {
      const row = await db('institutions')
        .where({ is_approved: true, is_active: true })
        .count<{ count: string }[]>({ count: '*' })
        .first();
      return Number(row?.count ?? 0);
    },
  };
}

export type InstitutionsRepository = ReturnType<typeof createInstitutionsRepository>;

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('institutionsRepository', createInstitutionsRepository(app.db));
  },
  { name: 'institutions-repository', fastify: '5.x', dependencies: ['db'] },
);
