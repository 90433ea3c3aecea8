import { loadOpenApiDocument } from '../openapi/load.ts';
import { scopesOf } from '../openapi/scopes.ts';
import type { OpenApiDocument } from '../openapi/types.ts';

let built: OpenApiDocument | undefined;
/** Read once per build, not once per endpoint line. */
const builtDocument = () => {
  built ??= loadOpenApiDocument();
  return built;
};

/**
 * The scopes of `method path` as the server's OpenAPI document says (the server writes them
 * from the route's guard), for the endpoint line of a docs page: a page cannot name another
 * scope than the one enforced, and one naming an operation the API lacks fails the build.
 */
export function endpointScopes(method: string, path: string, document = builtDocument()): string[] {
  const operation = document.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`The docs name ${method} ${path}, which the OpenAPI document does not have`);
  return scopesOf(operation);
}
