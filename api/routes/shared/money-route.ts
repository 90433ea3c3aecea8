import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyRequest,
  FastifySchema,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import { idempotentAnswer } from '../../plugins/idempotency.ts';
import type { IdempotentAnswer } from '../../services/payments/idempotency-store.ts';

/**
 * The error envelopes a new payment may answer: invalid (400), unauthenticated (401), refused
 * (403), a key reused for another request (409), not JSON (415), a broken business rule (422),
 * throttled (429), paused (503).
 */
export const NEW_PAYMENT_ERRORS = [400, 401, 403, 409, 415, 422, 429, 503] as const;

type RouteApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** The request of a route declared with `schema` S: its body, params and headers as the schema types them. */
export type MoneyRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  S,
  TypeBoxTypeProvider
>;

export interface MoneyRoute<S extends FastifySchema, T> {
  /** Who may call: the role and scope check (runs before validation). */
  onRequest: onRequestAsyncHookHandler | onRequestAsyncHookHandler[];
  /** What may refuse the money movement now (pause, maintenance, backlog); runs after validation. */
  gate?: preHandlerAsyncHookHandler;
  config?: { rateLimit: { max: number; timeWindow: string } };
  /** The OpenAPI operation, its headers (an `Idempotency-Key`) and its error envelope answers. */
  schema: S;
  /** The success status, for the first answer and for every replay of the same key. */
  status: 200 | 201;
  /** The body of the answer to the movement's result (and to the request, for its language). */
  answer: (result: T, request: MoneyRequest<S>) => unknown;
  /** Moves the money; claims the key in the same transaction when `idempotency` is given. */
  move: (request: MoneyRequest<S>, idempotency: IdempotentAnswer<T> | undefined) => Promise<T>;
  /** The log line of a movement done (fields, message); none when absent. */
  logged?: (result: T) => [Record<string, unknown>, string];
}

/**
 * Declares a POST that moves money, the one shape every such route keeps: the caller check,
 * then the route's gate before the idempotency hook (a refused call stores no answer and can
 * be replayed once allowed), then the service given the key's claim, so key, money and answer
 * commit together; a replay of the key answers the same status and body.
 */
export function postMoney<S extends FastifySchema, T>(app: RouteApp, path: string, route: MoneyRoute<S, T>): void {
  app.post(
    path,
    {
      onRequest: route.onRequest,
      preHandler: route.gate ? [route.gate, app.idempotent] : app.idempotent,
      ...(route.config ? { config: route.config } : {}),
      // Registered as a plain schema: the handler is written once for every S, and the
      // request is typed back from S, which validation has just enforced.
      schema: route.schema as FastifySchema,
    },
    async (request, reply) => {
      const validated = request as unknown as MoneyRequest<S>;
      const answer = (result: T) => route.answer(result, validated);
      const result = await route.move(validated, idempotentAnswer(request, route.status, answer));
      if (route.logged) request.log.info(...route.logged(result));
      return reply.code(route.status).send(answer(result));
    },
  );
}
