import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { sessionUser } from '../../plugins/session-auth.ts';
import { errorResponses } from '../../schemas/error.ts';
import {
  AccessTokenSchema,
  CurrentUserSchema,
  LoginSchema,
  RegistrationResultSchema,
  RegistrationSchema,
} from '../../schemas/identity.ts';
import { auditStaffSessions } from '../../services/admin/staff-sign-in.ts';
import { registerCustomer } from '../../services/identity/registration.ts';
import { signOutSession } from '../../services/identity/sessions.ts';
import { signIn } from '../../services/identity/sign-in.ts';
import apiLoginRoutes from './api-login.ts';
import { answerSignIn, signInContext } from './session-answer.ts';

const identityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(apiLoginRoutes);
  app.post(
    '/oauth/register',
    {
      config: { rateLimit: { max: app.config.REGISTRATIONS_PER_ADDRESS, timeWindow: '10 minutes' } },
      schema: {
        operationId: 'registerCustomer',
        tags: ['Authentication'],
        summary: 'Create a customer account',
        description:
          'firstName, lastName, exactly one of email or phone (237 followed by 9 digits), password (8+), ' +
          'PIN (4-6 digits) and secret word (8+). Secrets are stored only as argon2id hashes.',
        security: [],
        body: RegistrationSchema,
        response: { 201: RegistrationResultSchema, ...errorResponses(400, 403, 409, 415, 429) },
      },
    },
    async (request, reply) => {
      const user = await registerCustomer(app.store, request.body);
      return reply.code(201).send({ user });
    },
  );

  app.post(
    '/oauth/login',
    {
      config: { rateLimit: { max: 100, timeWindow: '1 minute' } },
      schema: {
        operationId: 'signIn',
        tags: ['Authentication'],
        summary: 'Sign in and open a session',
        description:
          'Email or phone, password and optional PIN. Returns a session token (also set as the httpOnly, ' +
          'SameSite=Strict `ob_session` cookie). Wrong credentials of any kind answer 401 "Invalid credentials"; ' +
          'repeated failures slow down (429) and then lock the account for a while (423).',
        security: [],
        body: LoginSchema,
        response: { 200: AccessTokenSchema, ...errorResponses(400, 401, 403, 415, 423, 429) },
      },
    },
    async (request, reply) => {
      const result = await signIn(app.store, request.body, signInContext(app, request), auditStaffSessions(request.ip));
      return answerSignIn(app, request, reply, result);
    },
  );

  app.post(
    '/oauth/logout',
    {
      schema: {
        operationId: 'signOut',
        tags: ['Authentication'],
        summary: 'Sign out: end the session now',
        description:
          'Revokes the presented session (Bearer token or cookie) so it stops working at once, and clears ' +
          'the cookie. Answers 204 even when no live session was presented.',
        // No guard (any caller gets its 204), so the session it ends is said here.
        security: [{ bearerAuth: [] }, { sessionCookie: [] }],
        response: { 204: Type.Null(), ...errorResponses(403, 415) },
      },
    },
    async (request, reply) => {
      for (const sessionId of app.sessionAuth.presentedSessionIds(request)) {
        await signOutSession(app.store, sessionId, request.ip);
      }
      app.sessionAuth.clear(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/user',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'getCurrentUser',
        tags: ['Authentication'],
        summary: 'The signed-in user',
        response: { 200: CurrentUserSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      return sessionUser(request);
    },
  );
};

export default identityRoutes;
