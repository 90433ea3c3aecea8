import type { FastifyPluginAsync } from 'fastify';
import documentRoutes from './documents.ts';
import memberViewRoutes from './member-view.ts';
import registrationRoutes from './registration.ts';

/** Institution onboarding: uploads, registration, status lookup; a member's own view. */
const institutionRoutes: FastifyPluginAsync = async (app) => {
  await app.register(documentRoutes);
  await app.register(registrationRoutes);
  await app.register(memberViewRoutes);
};

export default institutionRoutes;
