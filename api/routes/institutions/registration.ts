import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../schemas/error.ts';
import {
  InstitutionStatusParamsSchema,
  InstitutionStatusSchema,
  RegisterInstitutionSchema,
  RegistrationReceiptSchema,
} from '../../schemas/institutions.ts';
import { institutionStatus } from '../../services/institutions/institution-status.ts';
import { registerInstitution } from '../../services/institutions/register-institution.ts';

/** Institution registration and the public status lookup. */
const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/institutions/register',
    {
      // Public; a signed-in applicant (session cookie or token) becomes the institution's member.
      onRequest: app.resolveSession,
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        operationId: 'registerInstitution',
        security: [],
        tags: ['Institutions'],
        summary: 'Register an institution',
        description:
          'Submits the five-step registration form with the ids of the uploaded documents. Every rule is checked again: required fields non-blank, a valid contact e-mail, a phone of 237 followed by 9 digits (or another CEMAC country’s number with its country code), an established year from 1900 to the current year, the AML, KYC and data-protection confirmations, the risk self-assessment, and the four required documents uploaded, not used by another registration and clean or unscanned. A registration number already registered is a 409. The institution starts pending approval, bronze tier, with a readable random code (INST-XXXX-XXXX) for the status lookup. A signed-in caller becomes its member.',
        body: RegisterInstitutionSchema,
        response: { 201: RegistrationReceiptSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const receipt = await registerInstitution(app.store, request.body, { userId: request.user?.id ?? null });
      request.log.info({ institutionId: receipt.institutionId }, 'institution registered');
      return reply.code(201).send(receipt);
    },
  );

  app.get(
    '/api/v1/institutions/status/:code',
    {
      config: { publicAnswer: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        operationId: 'getInstitutionStatus',
        security: [],
        tags: ['Institutions'],
        summary: 'Look up an institution’s status',
        description:
          'The registration status of the institution with this code (trimmed, any case): its name, type, tier, submission and approval times, whether it is approved and active, this month’s API calls (Africa/Douala calendar month) and its monthly quota. Nothing else: no contact details, no documents. Displayed as Active (approved and active), Approved (Inactive) or Pending Approval.',
        params: InstitutionStatusParamsSchema,
        response: { 200: InstitutionStatusSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) => institutionStatus(app.store, request.params.code),
  );
};

export default registrationRoutes;
