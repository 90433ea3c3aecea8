import type { components, paths } from '../../generated/openapi.d.ts';

/**
 * The API's types, generated from the server's own OpenAPI document by openapi-typescript
 * (`npm run api-types`, run by `npm run build` and `npm run typecheck` right after the
 * document is exported, so they are never older than the routes). Islands name what they
 * read through these two helpers instead of copying the shapes by hand.
 */
type Method = 'get' | 'post' | 'put' | 'delete';

type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body of an operation's success answer: `ApiAnswer<'/api/v1/transactions', 'get'>`. */
export type ApiAnswer<P extends keyof paths, M extends Method = 'get'> = paths[P][M] extends {
  responses: infer Responses;
}
  ? Responses extends { 200: infer Ok }
    ? JsonOf<Ok>
    : Responses extends { 201: infer Created }
      ? JsonOf<Created>
      : Responses extends { 202: infer Accepted }
        ? JsonOf<Accepted>
        : never
  : never;

/** A shared schema of the document (`Transaction`, `ErrorEnvelope`…). */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The JSON body an operation takes: `ApiBody<'/api/v1/institutions/register', 'post'>`. */
export type ApiBody<P extends keyof paths, M extends Method = 'post'> = paths[P][M] extends {
  requestBody?: infer Body;
}
  ? JsonOf<NonNullable<Body>>
  : never;
