import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type DocumentServices, documentServices } from '../services/institutions/document-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where registration documents are stored and what scans them (UPLOADS_DIR, CLAMSCAN_PATH). */
    institutionDocuments: DocumentServices;
  }
}

/** One document store and scanner per process, shared by the upload route and the jobs. */
async function institutionDocuments(app: FastifyInstance) {
  app.decorate('institutionDocuments', documentServices(app.config));
}

export default fp(institutionDocuments, { name: 'institution-documents', fastify: '5.x' });
