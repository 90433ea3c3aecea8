import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiLoginAnswerSchema, ApiLoginSchema } from '../../schemas/api-login.ts';
import { errorResponses } from '../../schemas/error.ts';
import { auditStaffSessions } from '../../services/admin/staff-sign-in.ts';
import { signIn } from '../../services/identity/sign-in.ts';
import { answerSignIn, signInContext } from './session-answer.ts';

/**
 * The documented public API's login: /oauth/login's checks (argon2id, throttling,
 * lock-out, staff sign-ins audited) behind the documented shape. The token is the same session
 * token the site uses, so it signs out the same way.
 */
const apiLoginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/auth/login',
    {
      config: { rateLimit: { max: 100, timeWindow: '1 minute' } },
      schema: {
        operationId: 'apiLogin',
        tags: ['Authentication'],
        summary: 'Log in with e-mail and password',
        description:
          'The documented login: an e-mail and password give a session token and the user (`id`, `email`, `role`). The token is a Bearer credential for the calls that accept a session (mobile money, payments, webhooks, verification…); calls that need an API key or OAuth token, such as `GET /api/v1/accounts`, do not take it. Wrong credentials of any kind answer 401 "Invalid credentials"; repeated failures slow down (429) and then lock the account for a while (423); a deactivated account is 403.',
        security: [],
        body: ApiLoginSchema,
        response: { 200: ApiLoginAnswerSchema, ...errorResponses(400, 401, 403, 415, 423, 429) },
      },
    },
    async (request, reply) => {
      const result = await signIn(app.store, request.body, signInContext(app, request), auditStaffSessions(request.ip));
      const session = answerSignIn(app, request, reply, result);
      const { id, email, role } = result.user;
      return {
        token: session.access_token,
        token_type: session.token_type,
        expires_in: session.expires_in,
        user: { id, email, role },
      };
    },
  );
};

export default apiLoginRoutes;
