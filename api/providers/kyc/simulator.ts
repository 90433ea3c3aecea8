import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import type { Static } from 'typebox';
import Type from 'typebox';
import { bearerToken, providerErrors, randomCode } from '../sandbox/http.ts';
import { sameSecret } from '../shared/secrets.ts';
import { KYC_PATHS, KycCreateCheckSchema } from './protocol.ts';
import { kycPlanFor, kycScenarioFor } from './scenarios.ts';

export interface KycSimulatorOptions {
  db: Knex;
  apiKey: string;
  /** KYC_SANDBOX_REVIEW_SECONDS: how long a check in review waits for its (simulated) reviewer. */
  reviewSeconds: number;
}

interface CheckRow {
  id: string;
  reference: string;
  outcome: string;
  completes_at: Date;
  created_at: Date;
  done: boolean;
}

/** The check as the provider shows it; whether review is over is the database clock's call. */
function checkBody(row: CheckRow) {
  return {
    check_id: row.id,
    reference: row.reference,
    status: row.done ? ('COMPLETED' as const) : ('IN_REVIEW' as const),
    outcome: row.done ? row.outcome : null,
    created_at: row.created_at.toISOString(),
    completed_at: row.done ? row.completes_at.toISOString() : null,
  };
}

const COLUMNS = ['id', 'reference', 'outcome', 'completes_at', 'created_at'] as const;

function error(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: { code, message } });
}

/**
 * The KYC provider's sandbox (`/sandbox/kyc`), speaking `protocol.ts`. The test identities of
 * `scenarios.ts` decide each outcome; a check in review completes `reviewSeconds` after it was
 * made. Only what a simulator needs is kept: no name, birth date, phone or document number.
 */
export function kycSimulator(options: KycSimulatorOptions): FastifyPluginAsyncTypebox {
  const { db } = options;
  const select = () => db('sandbox_kyc_checks').select(...COLUMNS, db.raw('completes_at <= now() as done'));
  return async (app) => {
    providerErrors(app, (status, message) => ({
      status,
      body: { error: { code: status === 404 ? 'NOT_FOUND' : 'INVALID_REQUEST', message } },
    }));
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearerToken(request);
      if (!token || !sameSecret(token, options.apiKey)) {
        return error(reply, 401, 'UNAUTHORIZED', 'A valid API key is required');
      }
    });

    app.post(KYC_PATHS.checks, { schema: { hide: true, body: KycCreateCheckSchema } }, async (request, reply) => {
      const body = request.body as Static<typeof KycCreateCheckSchema>;
      const known = (await select().where({ reference: body.reference }).first()) as CheckRow | undefined;
      if (known) return reply.code(200).send(checkBody(known));
      const plan = kycPlanFor(kycScenarioFor(body.document.number));
      const delay = plan.review ? options.reviewSeconds : 0;
      const [created] = (await db('sandbox_kyc_checks')
        .insert({
          id: `chk_${randomCode(20).toLowerCase()}`,
          reference: body.reference,
          outcome: plan.outcome,
          // In review the first answer is always IN_REVIEW, even with no delay configured.
          completes_at: db.raw(`now() + make_interval(secs => ?)`, [delay]),
        })
        .onConflict('reference')
        .merge({ reference: body.reference })
        .returning([...COLUMNS])) as Omit<CheckRow, 'done'>[];
      if (!created) throw new Error('sandbox check was not stored');
      return reply.code(201).send(checkBody({ ...created, done: !plan.review }));
    });

    app.get(
      KYC_PATHS.checks,
      { schema: { hide: true, querystring: Type.Object({ reference: Type.String({ minLength: 1, maxLength: 64 }) }) } },
      async (request) => {
        const { reference } = request.query as { reference: string };
        const row = (await select().where({ reference }).first()) as CheckRow | undefined;
        return { data: row ? [checkBody(row)] : [] };
      },
    );

    app.get(
      '/v1/checks/:checkId',
      { schema: { hide: true, params: Type.Object({ checkId: Type.String({ maxLength: 64 }) }) } },
      async (request, reply) => {
        const { checkId } = request.params as { checkId: string };
        const row = (await select().where({ id: checkId }).first()) as CheckRow | undefined;
        if (!row) return error(reply, 404, 'CHECK_NOT_FOUND', `No check ${checkId}`);
        return reply.send(checkBody(row));
      },
    );
  };
}
