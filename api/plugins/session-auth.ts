import { createHmac, timingSafeEqual } from 'node:crypto';
import cookie, { type CookieSerializeOptions } from '@fastify/cookie';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { IDENTITY_MESSAGES as M } from '../../domain/messages/identity.ts';
import { AppError } from '../errors.ts';
import type { Role } from '../models/user.ts';
import type { SessionUser } from '../repositories/users-repository.ts';
import { resolveSessionSecret } from '../services/identity/session-secret.ts';
import { markGuard } from './guard-hooks.ts';

export const SESSION_COOKIE = 'ob_session';
export const DEVICE_COOKIE = 'ob_device';
/** `Bearer ob_test_…` / `Bearer ob_live_…` are API keys, handled by the API-key plugin. */
const API_KEY_PREFIX = 'ob_';
const DEVICE_COOKIE_DAYS = 180;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /** A session token names its server-side session row and nothing else. */
    payload: { sid: string };
    user: SessionUser | null;
    namespaces: 'session';
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session's id, set with `request.user` by the session preHandlers. */
    sessionId: string | null;
  }

  interface FastifyInstance {
    /** Fills `request.user` / `request.sessionId` when a valid session is presented; never fails. */
    resolveSession: onRequestAsyncHookHandler;
    /** 401 unless a valid session is presented; then `request.user` is set. */
    requireSession: onRequestAsyncHookHandler;
    /** 401 without a session, 403 when the user's role is not one of `roles`. */
    requireRole(...roles: Role[]): onRequestAsyncHookHandler;
    sessionAuth: SessionAuth;
  }
}

export interface SessionAuth {
  /** Signs a token for a session row, sets it as the session cookie and returns it. */
  issue(request: FastifyRequest, reply: FastifyReply, session: { id: string; ttlSeconds: number }): string;
  /** Removes the session cookie from the browser. */
  clear(request: FastifyRequest, reply: FastifyReply): void;
  /** Every session id the request presents with a valid signature (live or not), for sign-out. */
  presentedSessionIds(request: FastifyRequest): string[];
  /** Remembers this browser as one that signed in to `userId` (see login-throttle.ts). */
  rememberDevice(request: FastifyRequest, reply: FastifyReply, device: { id: string; userId: string }): void;
  /** The device this browser was remembered as, when its cookie is intact. */
  trustedDevice(request: FastifyRequest): { id: string; userId: string } | null;
}

/** The signed-in user of a request that passed `requireSession` (typed, never null). */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized', M.authenticationRequired);
  return request.user;
}

type Credential = { token: string; source: 'header' | 'cookie' };

function presentedCredentials(request: FastifyRequest): Credential[] {
  const credentials: Credential[] = [];
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer && !bearer.startsWith(API_KEY_PREFIX)) credentials.push({ token: bearer, source: 'header' });
  const fromCookie = request.cookies[SESSION_COOKIE];
  if (fromCookie) credentials.push({ token: fromCookie, source: 'cookie' });
  return credentials;
}

type Outcome = 'none' | 'invalid' | 'ok';

/**
 * Sessions for customers and staff. Callers present the session token as
 * `Authorization: Bearer <token>` or as the httpOnly `ob_session` cookie (the header wins
 * when both are sent). The token is a JWT signed with SESSION_SECRET that carries only the
 * session id; the `sessions` row decides whether it still works.
 */
async function sessionAuth(app: FastifyInstance) {
  const secret = await resolveSessionSecret(app.config);
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  await app.register(jwt, { secret, namespace: 'session' });
  const tokens = app.jwt.session;
  app.decorateRequest('sessionId', null);

  const secure = (request: FastifyRequest) => app.config.isProduction || request.protocol === 'https';
  const cookieOptions = (request: FastifyRequest, maxAgeSeconds: number): CookieSerializeOptions => ({
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: secure(request),
    maxAge: maxAgeSeconds,
  });

  const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply) => {
    const { maxAge: _ignored, ...options } = cookieOptions(request, 0);
    reply.clearCookie(SESSION_COOKIE, options);
  };

  const sessionIdOf = (token: string): string | null => {
    try {
      const payload = tokens.verify<{ sid?: unknown }>(token);
      return typeof payload.sid === 'string' ? payload.sid : null;
    } catch {
      return null;
    }
  };

  const outcomes = new WeakMap<FastifyRequest, Promise<Outcome>>();
  const resolve = (request: FastifyRequest): Promise<Outcome> => {
    let outcome = outcomes.get(request);
    if (!outcome) {
      outcome = (async () => {
        // An explicit Authorization header is the credential; the cookie is used without one.
        const credential = presentedCredentials(request)[0];
        if (!credential) return 'none';
        const sessionId = sessionIdOf(credential.token);
        const session = sessionId ? await app.store.users.findActiveSession(sessionId) : null;
        if (!session) return 'invalid';
        request.user = session.user;
        request.sessionId = session.id;
        return 'ok';
      })();
      outcomes.set(request, outcome);
    }
    return outcome;
  };

  const requireSession: onRequestAsyncHookHandler = async function requireSession(request, reply) {
    const outcome = await resolve(request);
    if (outcome === 'ok') return;
    // A dead cookie is dropped so the browser stops sending it.
    if (outcome === 'invalid' && request.cookies[SESSION_COOKIE]) clearSessionCookie(request, reply);
    throw new AppError('unauthorized', outcome === 'none' ? M.authenticationRequired : M.sessionEnded, {
      headers: { 'www-authenticate': 'Bearer' },
    });
  };

  app.decorate('resolveSession', async function resolveSession(request: FastifyRequest) {
    await resolve(request);
  } satisfies onRequestAsyncHookHandler);
  app.decorate('requireSession', markGuard(requireSession, { forbid: false, accepts: { session: true } }));
  app.decorate('requireRole', (...roles: Role[]): onRequestAsyncHookHandler => {
    const hook: onRequestAsyncHookHandler = async function requireRole(request, reply) {
      await requireSession.call(this, request, reply);
      if (!request.user || !roles.includes(request.user.role)) throw new AppError('forbidden', M.roleForbidden);
    };
    return markGuard(hook, { forbid: true, accepts: { session: true } });
  });

  const deviceSignature = (id: string, userId: string) =>
    createHmac('sha256', secret).update(`device:${id}:${userId}`).digest('base64url');

  app.decorate('sessionAuth', {
    issue(request, reply, session) {
      const token = tokens.sign({ sid: session.id }, { expiresIn: session.ttlSeconds });
      reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, session.ttlSeconds));
      return token;
    },
    clear: clearSessionCookie,
    presentedSessionIds(request) {
      const ids = presentedCredentials(request).map((credential) => sessionIdOf(credential.token));
      return [...new Set(ids.filter((id): id is string => id !== null))];
    },
    rememberDevice(request, reply, device) {
      reply.setCookie(DEVICE_COOKIE, `${device.id}.${device.userId}.${deviceSignature(device.id, device.userId)}`, {
        ...cookieOptions(request, DEVICE_COOKIE_DAYS * 24 * 60 * 60),
        // Only the sign-in door that set it ever needs it (/oauth/login, /api/admin/login).
        path: request.routeOptions.url ?? '/oauth/login',
      });
    },
    trustedDevice(request) {
      const [id, userId, signature, ...rest] = (request.cookies[DEVICE_COOKIE] ?? '').split('.');
      if (!id || !userId || !signature || rest.length > 0) return null;
      const expected = Buffer.from(deviceSignature(id, userId));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? { id, userId } : null;
    },
  } satisfies SessionAuth);
}

export default fp(sessionAuth, {
  name: 'session-auth',
  fastify: '5.x',
  dependencies: ['store', 'error-handler'],
});
