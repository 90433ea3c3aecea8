import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withFrenchTitles } from './openapi-french.ts';
import { protocolResponses } from './openapi-responses.ts';
import { SECURITY_SCHEMES, withEnforcedSecurity } from './openapi-security.ts';

/** Tags group operations in the API reference; their order is the sidebar's order. */
export const API_TAGS = [
  { name: 'Authentication', description: 'Sign-in, sessions and OAuth 2.0' },
  { name: 'Accounts', description: 'Account information: balances, details and history' },
  { name: 'Payments', description: 'Payment initiation, tracking, retries and reconciliation' },
  { name: 'Mobile Money', description: 'MTN MoMo and Orange Money collections, GIMAC transfers' },
  { name: 'Institutions', description: 'Institution onboarding and status' },
  { name: 'Platform', description: 'Health, statistics and contact' },
  { name: 'Back office', description: 'Staff sign-in, institution review, users, credentials and the audit log' },
  { name: 'Identity verification', description: 'KYC: checking who a person is against their identity document' },
] as const;

/**
 * The OpenAPI 3.1 document is generated from the route schemas, so the API reference page
 * and the SDKs cannot drift from what the server validates.
 */
async function openapi(app: FastifyInstance) {
  const responses = protocolResponses();
  await app.register(swagger, {
    transform: withFrenchTitles(withEnforcedSecurity(responses.transform)),
    transformObject: responses.transformObject,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'CEMAC Open Banking API',
        version: '1.0.0',
        description:
          'Open banking and payments for Cameroon and the CEMAC region. Amounts are whole XAF (no minor unit).',
      },
      servers: [{ url: '/', description: 'This server' }],
      tags: [...API_TAGS],
      components: {
        securitySchemes: SECURITY_SCHEMES,
      },
    },
    refResolver: {
      // Shared schemas keep their $id as the component name ("ErrorEnvelope").
      buildLocalReference: (json, _baseUri, _fragment, index) =>
        typeof json.$id === 'string' ? json.$id : `def-${index}`,
    },
  });

  app.get('/api/openapi.json', { config: { publicAnswer: true }, schema: { hide: true } }, async () => app.swagger());
}

export default fp(openapi, { name: 'openapi', fastify: '5.x' });
