import type { FastifyPluginAsync } from 'fastify';
import documentRoutes from './documents.ts';
import registrationRoutes from './registration.ts';

/** Institution onboarding: uploads, registration, status lookup. */
const institutionRoutes: FastifyPluginAsync = async (app) => {
  await app.register(documentRoutes);
  await app.register(registrationRoutes);
};

export default institutionRoutes;
