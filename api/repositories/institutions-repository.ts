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
    /** The approved, active institution whose contact e-mail is this user's (any case). */
    async findApprovedOfContact(userId: string): Promise<{ id: string; name: string } | null> {
      const row: { id: string; institution_name: string } | undefined = await db('institutions')
        .join('users', (join) => join.on(db.raw('lower(users.email) = lower(institutions.contact_email)')))
        .where({ 'users.id': userId, 'institutions.is_approved': true, 'institutions.is_active': true })
        .orderBy('institutions.approved_at', 'asc')
        .first('institutions.id', 'institutions.institution_name');
      return row ? { id: row.id, name: row.institution_name } : null;
    },

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
