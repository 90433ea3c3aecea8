import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignInContext, SignInResult } from '../../services/identity/sign-in.ts';

/** What a sign-in door knows of the browser: its address, user agent and remembered device. */
export function signInContext(app: FastifyInstance, request: FastifyRequest): SignInContext {
  return {
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    device: app.sessionAuth.trustedDevice(request),
  };
}

/**
 * Every sign-in door answers the same way: the session token (also set as the `ob_session`
 * cookie), the browser remembered by its device cookie, nothing cached.
 */
export function answerSignIn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, result: SignInResult) {
  const token = app.sessionAuth.issue(request, reply, { id: result.session.id, ttlSeconds: result.ttlSeconds });
  app.sessionAuth.rememberDevice(request, reply, { id: result.deviceId, userId: result.user.id });
  return { access_token: token, token_type: 'Bearer' as const, expires_in: result.ttlSeconds };
}
