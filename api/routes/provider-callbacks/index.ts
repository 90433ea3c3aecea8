import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '../../../domain/messages/http.ts';
import { AppError } from '../../errors.ts';
import { errorResponses } from '../../schemas/error.ts';
import { CallbackAcceptedSchema, CallbackParamsSchema } from '../../schemas/payments.ts';
import { handleProviderCallback } from '../../services/payments/provider-callback.ts';

interface RawJson {
  raw: string;
  json: unknown;
}

function headersOf(request: FastifyRequest): Record<string, string | string[] | undefined> {
  return request.headers;
}

/**
 * Where MTN (PUT), Orange and GIMAC (POST) report an attempt's final result. Unauthenticated by
 * design: the adapters check each callback (GIMAC's signature, Orange's notif_token, a
 * confirming status call to MTN and Orange) before the engine believes it.
 */
const providerCallbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // GIMAC signs the exact bytes it sent, so this scope keeps the raw body next to the parsed one.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const raw = typeof body === 'string' ? body : body.toString('utf8');
    try {
      done(null, { raw, json: raw.length > 0 ? (JSON.parse(raw) as unknown) : null } satisfies RawJson);
    } catch {
      done(new AppError('invalid_json', HTTP_MESSAGES.invalidJson), undefined);
    }
  });

  const schema = (method: 'PUT' | 'POST') => ({
    operationId: method === 'PUT' ? 'receiveProviderCallbackPut' : 'receiveProviderCallbackPost',
    // No credentials: each callback is checked with its provider instead (see above).
    security: [],
    tags: ['Payments'],
    summary: `Provider callback (${method})`,
    description:
      'Called by MTN MoMo (PUT), Orange Money and GIMAC (POST) with the final result of an attempt. The callback is checked with the provider before it changes anything; one that cannot be checked yet is kept and applied later, never refused.',
    params: CallbackParamsSchema,
    response: { 200: CallbackAcceptedSchema, ...errorResponses(400, 404, 413, 415, 503) },
  });

  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/api/v1/provider-callbacks/:provider/:reference',
      config: { allowCrossSite: true },
      schema: schema(method),
      handler: async (request) => {
        const body = (request.body ?? null) as RawJson | null;
        return handleProviderCallback(app.store, app.providers, request.params.provider, request.params.reference, {
          body: body?.json ?? null,
          rawBody: body?.raw,
          headers: headersOf(request),
        });
      },
    });
  }
};

export default providerCallbackRoutes;
