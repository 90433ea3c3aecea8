import type { JsonSchema, OpenApiDocument, OpenApiParameter } from '../../../site/lib/openapi/types.ts';

export type { JsonSchema, OpenApiDocument };

/** A parameter's schema with its examples back in it, where the value generators look. */
function parameterSchema(parameter: OpenApiParameter): JsonSchema {
  const schema = parameter.schema ?? { type: 'string' };
  const examples = [
    ...(parameter.example !== undefined ? [parameter.example] : []),
    ...Object.values(parameter.examples ?? {}).map((example) => example.value),
  ];
  return examples.length > 0 ? { ...schema, examples: [...(schema.examples ?? []), ...examples] } : schema;
}

export interface NamedSchema {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** One operation of the document, in the terms the fuzzer needs. */
export interface FuzzOperation {
  /** "POST /api/v1/payments/retry/{reference}" */
  id: string;
  method: string;
  /** The OpenAPI path template. */
  path: string;
  pathParams: NamedSchema[];
  query: NamedSchema[];
  headers: NamedSchema[];
  /** The application/json body schema, when the operation declares one. */
  body: JsonSchema | undefined;
  /** Whether the method carries a body (POST, PUT, PATCH, DELETE). */
  writes: boolean;
  /** The statuses the operation documents. */
  statuses: Set<string>;
  /**
   * The statuses documented with OAuth's error shape rather than the envelope: the
   * authorization server's own endpoints (RFC 6749 §5.2 errors).
   */
  oauthErrorStatuses: Set<string>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Follows `#/components/schemas/...` references (the only kind the document uses). */
export function schemaResolver(document: OpenApiDocument) {
  return function resolve(schema: JsonSchema): JsonSchema {
    let current = schema;
    for (let hops = 0; current.$ref && hops < 10; hops += 1) {
      const name = current.$ref.replace('#/components/schemas/', '');
      current = document.components?.schemas?.[name] ?? {};
    }
    return current;
  };
}

/** Every operation of the document: new endpoints are fuzzed by being in it. */
export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = (where: OpenApiParameter['in']) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === where)
          .map((parameter) => ({
            name: parameter.name,
            schema: parameterSchema(parameter),
            required: parameter.required ?? where === 'path',
          }));
      const upper = method.toUpperCase();
      operations.push({
        id: `${upper} ${path}`,
        method: upper,
        path,
        pathParams: parameters('path'),
        query: parameters('query'),
        headers: parameters('header'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        writes: WRITE_METHODS.has(upper),
        statuses: new Set(Object.keys(operation.responses ?? {})),
        oauthErrorStatuses: new Set(
          Object.entries(operation.responses ?? {})
            .filter(([, answer]) => answer.content?.['application/json']?.schema?.$ref?.endsWith('/OAuthError'))
            .map(([status]) => status),
        ),
      });
    }
  }
  return operations;
}
