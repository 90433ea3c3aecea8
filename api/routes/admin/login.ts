import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminLoginSchema, AdminSessionSchema } from '../../schemas/admin.ts';
import { errorResponses } from '../../schemas/error.ts';
import { staffSignIn } from '../../services/admin/staff-sign-in.ts';
import { answerSignIn, signInContext } from '../identity/session-answer.ts';

/** The back office's sign-in door: /oauth/login's checks, for staff only, audited. */
const adminLoginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/admin/login',
    {
      config: { rateLimit: { max: 100, timeWindow: '1 minute' } },
      schema: {
        operationId: 'adminSignIn',
        tags: ['Back office'],
        summary: 'Staff sign-in',
        description:
          'The same checks as /oauth/login (argon2id, throttling, lock-out) for ops, auditors and admins; a customer hears 403 staff_only. Sets the ob_session cookie. Every attempt is audited.',
        security: [],
        body: AdminLoginSchema,
        response: { 200: AdminSessionSchema, ...errorResponses(400, 401, 403, 415, 423, 429) },
      },
    },
    async (request, reply) => {
      const result = await staffSignIn(app.store, request.body, signInContext(app, request));
      const { id, firstName, lastName, email, role } = result.user;
      return { ...answerSignIn(app, request, reply, result), user: { id, firstName, lastName, email, role } };
    },
  );
};

export default adminLoginRoutes;
