import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HTTP_MESSAGES } from '../../domain/messages/http.ts';
import { IDENTITY_MESSAGES as M } from '../../domain/messages/identity.ts';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route meant to receive writes from other sites' pages (none today) opts out here. */
    allowCrossSite?: boolean;
    /**
     * The route never reads the session, so a session cookie riding along authorizes nothing:
     * it may take non-JSON bodies (the document upload's multipart) from signed-in browsers.
     * Writes from other sites are still refused.
     */
    sessionless?: boolean;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SESSION_COOKIE_PRESENT = /(?:^|;\s*)ob_session=/;

/**
 * Browsers say where a request comes from: `Sec-Fetch-Site` (all current browsers), else
 * `Origin`. Requests without either come from programs (SDKs, curl, providers), which
 * carry no ambient cookie and cannot be forged by a web page.
 */
function isCrossSite(request: FastifyRequest, publicOrigin: string | null): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    const parsed = new URL(origin);
    // Parsed the same way, so "host:80" and "host" compare equal for http.
    const requested = new URL(`${parsed.protocol}//${request.host}`);
    return parsed.host !== requested.host && parsed.origin !== publicOrigin;
  } catch {
    // "null" (sandboxed frames, data: pages) and anything unparsable.
    return true;
  }
}

function isJson(contentType: string): boolean {
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/**
 * Cross-site request forgery, closed three ways for every state-changing request:
 * 1. the session cookie is SameSite=Strict, so browsers do not attach it to requests
 *    started by another site (session-auth.ts);
 * 2. a write started by another site's page is refused (403), judged by Sec-Fetch-Site or
 *    Origin; this also covers sibling subdomains, which SameSite treats as the same site;
 * 3. a write carrying the session cookie must be JSON (415 otherwise). An HTML form can
 *    only send urlencoded, multipart or text/plain bodies, and a script on another origin
 *    cannot send JSON without a CORS preflight, which this API never grants.
 */
async function csrfGuard(app: FastifyInstance) {
  const publicOrigin = app.config.PUBLIC_BASE_URL ? new URL(app.config.PUBLIC_BASE_URL).origin : null;
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || request.routeOptions.config?.allowCrossSite) return;
    if (isCrossSite(request, publicOrigin)) throw new AppError('forbidden', M.crossSiteRefused);
    const contentType = request.headers['content-type'];
    if (request.routeOptions.config?.sessionless) return;
    if (contentType && !isJson(contentType) && SESSION_COOKIE_PRESENT.test(request.headers.cookie ?? '')) {
      throw new AppError('unsupported_media_type', HTTP_MESSAGES.unsupportedMediaType);
    }
  });
}

export default fp(csrfGuard, { name: 'csrf-guard', fastify: '5.x', dependencies: ['error-handler'] });
