import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import apiKeysRepository from './api-keys-repository.ts';
import loginThrottlesRepository from './login-throttles-repository.ts';
import settingsRepository from './settings-repository.ts';
import usersRepository from './users-repository.ts';

/**
 * Every repository, decorated on the app (`app.usersRepository`…) once the pool exists.
 * Plugins that read tables depend on `repositories`.
 */
async function repositories(app: FastifyInstance) {
  await app.register(usersRepository);
  await app.register(loginThrottlesRepository);
  await app.register(settingsRepository);
  await app.register(apiKeysRepository);
}

export default fp(repositories, { name: 'repositories', fastify: '5.x', dependencies: ['db'] });
