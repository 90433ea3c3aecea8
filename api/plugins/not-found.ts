import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fill } from '../../domain/messages/define.ts';
import { HTTP_MESSAGES } from '../../domain/messages/http.ts';
import { AppError } from '../errors.ts';

/** Unknown API paths answer in the JSON envelope; unknown pages get the site's 404 page. */
async function notFound(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = !path.startsWith('/api/') && path !== '/api' && ['GET', 'HEAD'].includes(request.method);
    if (wantsPage && app.site) return app.site.sendNotFoundPage(request, reply);
    throw new AppError('not_found', fill(HTTP_MESSAGES.routeNotFound, { method: request.method, path }));
  });
}

export default fp(notFound, { name: 'not-found', fastify: '5.x', dependencies: ['error-handler', 'static-site'] });
