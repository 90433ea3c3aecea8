import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PAYMENT_WRITER_ROLES } from '../../../domain/roles.ts';
import { sessionUser } from '../../plugins/session-auth.ts';
import { errorResponses } from '../../schemas/error.ts';
import { VerificationParamsSchema, VerificationSchema, VerifyBodySchema } from '../../schemas/verification.ts';
import { deriveKey, keyMaterial } from '../../services/identity/derived-keys.ts';
import { readVerification } from '../../services/identity-verification/read-verification.ts';
import { verificationBody } from '../../services/identity-verification/verification-outcome.ts';
import { startVerification } from '../../services/identity-verification/verify.ts';

/** Fixed under NODE_ENV=test, where the session secret is random per process (derived-keys.ts). */
const TEST_KEY_MATERIAL = 'kyc-document-fingerprints-test-material-0000';

/** How long after a test check in review its first poll waits at most (live reviews: a minute). */
const LIVE_FIRST_POLL_SECONDS = 60;

/**
 * Identity verification (KYC) is about onboarding a person as a customer, so it takes the
 * account scopes of the spec's list rather than a scope of its own: asking is
 * `accounts:write`, reading a result `accounts:read`.
 */

const identityVerificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const fingerprintKey = deriveKey(await keyMaterial(app.config, TEST_KEY_MATERIAL), 'kyc-document-fingerprint');
  const reviewSeconds = app.config.KYC_SANDBOX_REVIEW_SECONDS;

  app.post(
    '/api/v1/verify',
    {
      onRequest: app.requireCaller({ roles: PAYMENT_WRITER_ROLES, scope: 'accounts:write' }),
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        operationId: 'verifyIdentity',
        tags: ['Identity verification'],
        summary: "Verify a person's identity (KYC)",
        description:
          'Checks a name, date of birth, national identity card (`cni`) or passport number and mobile number against the identity registers through the KYC provider. Answers 201 with the verification: `approved` (result `match`), `rejected` (`mismatch` or `document_expired`), or `pending` (`pending_review`) while a person reviews it; the decision then comes as the `verification.completed` and `kyc.approved` / `kyc.rejected` webhooks and from `GET /api/v1/verify/{id}`. Only the last four characters of the document number are kept. Test keys reach the sandbox, whose test identities are chosen by the last two characters of the document number. Requires `accounts:write`. 503 when the provider does not answer.',
        body: VerifyBodySchema,
        response: { 201: VerificationSchema, ...errorResponses(400, 401, 403, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      // The one rule of test and live modes (services/payments/livemode.ts, plugins/livemode.ts).
      const livemode = request.livemode;
      const verification = await startVerification(
        {
          store: app.store,
          providers: app.providers,
          fingerprintKey,
          firstPollSeconds: (live) => (live ? LIVE_FIRST_POLL_SECONDS : reviewSeconds),
          recoverAfterSeconds: Math.ceil(app.config.PROVIDER_TIMEOUT_MS / 1000) + 30,
        },
        {
          userId: sessionUser(request).id,
          apiKeyId: request.apiKey?.id ?? null,
          oauthClientId: request.oauth?.clientId ?? null,
          livemode,
        },
        request.body,
      );
      return reply.code(201).send(verificationBody(verification));
    },
  );

  app.get(
    '/api/v1/verify/:id',
    {
      onRequest: app.requireCaller({ roles: PAYMENT_WRITER_ROLES, scope: 'accounts:read' }),
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        operationId: 'getVerification',
        tags: ['Identity verification'],
        summary: 'Read a verification',
        description:
          'The verification as `POST /api/v1/verify` answered it, with its decision once a review ends. Only its owner reads it: another user’s verification is 404. Requires `accounts:read`.',
        params: VerificationParamsSchema,
        response: { 200: VerificationSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const verification = await readVerification(app.store, request.params.id, sessionUser(request).id);
      return verification;
    },
  );
};

export default identityVerificationRoutes;
