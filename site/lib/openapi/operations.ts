import type { Lang } from '../../../domain/languages.ts';
import { type ApiReferenceFrench, apiReferenceFr, fieldFr, responseFr } from '../../../i18n/fr/api-reference/index.ts';
import { describeType, exampleFromSchema, resolveRef } from './examples.ts';
import { scopesOf } from './scopes.ts';
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from './types.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface FieldRow {
  name: string;
  location: 'path' | 'query' | 'header' | 'cookie' | 'body';
  type: string;
  required: boolean;
  description: string;
  /** False when the French text fell back to the document's English. */
  translated: boolean;
}

export interface ResponseRow {
  status: string;
  description: string;
  translated: boolean;
  example: unknown;
  /** A status every operation can answer (URL or headers too long…), not one of this route's own. */
  protocol: boolean;
}

/**
 * A text of the document in the page's language, and whether it is (English otherwise): the
 * French comes from the catalogue, looked up by the operation and the field name or status.
 */
function described(
  description: string,
  lang: Lang,
  french: () => string | undefined,
): { description: string; translated: boolean } {
  if (lang === 'en' || description === '') return { description, translated: true };
  const text = french();
  return text ? { description: text, translated: true } : { description, translated: false };
}

/** Where a page's French comes from: the catalogue, or another one in tests. */
interface Context {
  document: OpenApiDocument;
  lang: Lang;
  french: ApiReferenceFrench;
}

/** One endpoint card of the API reference. */
export interface ReferenceOperation {
  id: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  description: string;
  /** False when the French text fell back to the document's English. */
  translated: boolean;
  scopes: string[];
  authenticated: boolean;
  fields: FieldRow[];
  bodyExample: unknown;
  responses: ResponseRow[];
}

function slug(method: string, path: string): string {
  return `${method}-${path}`
    .toLowerCase()
    .replace(/[{}]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function bodySchema(operation: OpenApiOperation): JsonSchema | undefined {
  return operation.requestBody?.content?.['application/json']?.schema;
}

function fieldsOf(operation: OpenApiOperation, { document, lang, french }: Context): FieldRow[] {
  const inFrench = (name: string) => () => fieldFr(french, operation.operationId, name);
  const parameters = (operation.parameters ?? []).map((parameter) => ({
    name: parameter.name,
    location: parameter.in,
    type: parameter.schema ? describeType(parameter.schema, document, lang) : 'string',
    required: parameter.required ?? false,
    ...described(parameter.description ?? parameter.schema?.description ?? '', lang, inFrench(parameter.name)),
  }));
  const body = bodySchema(operation);
  const resolved = body ? resolveRef(body, document) : undefined;
  const bodyFields = Object.entries(resolved?.properties ?? {}).map(([name, property]) => ({
    name,
    location: 'body' as const,
    type: describeType(property, document, lang),
    required: resolved?.required?.includes(name) ?? false,
    ...described(resolveRef(property, document).description ?? property.description ?? '', lang, inFrench(name)),
  }));
  return [...parameters, ...bodyFields];
}

function responsesOf(operation: OpenApiOperation, { document, lang, french }: Context): ResponseRow[] {
  return Object.entries(operation.responses ?? {}).map(([status, response]) => {
    const schema = response.content?.['application/json']?.schema;
    return {
      status,
      ...described(response.description ?? '', lang, () => responseFr(french, operation.operationId, status)),
      example: schema ? exampleFromSchema(schema, document) : null,
      protocol: response['x-protocol'] === true,
    };
  });
}

/**
 * Every operation of the document, in tag order then path order; in French, the texts come
 * from the catalogue by operationId (`french` is there for tests).
 */
export function referenceOperations(
  document: OpenApiDocument,
  lang: Lang,
  french: ApiReferenceFrench = apiReferenceFr,
): ReferenceOperation[] {
  const context: Context = { document, lang, french };
  const tagOrder = (document.tags ?? []).map((tag) => tag.name);
  const operations: ReferenceOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const titles = lang === 'fr' && operation.operationId ? french.operations[operation.operationId] : undefined;
      const summary = titles?.summary ?? operation.summary ?? `${method.toUpperCase()} ${path}`;
      operations.push({
        id: slug(method, path),
        method: method.toUpperCase(),
        path,
        tag: operation.tags?.[0] ?? 'Platform',
        summary,
        description: titles?.description ?? (titles?.summary ? '' : (operation.description ?? '')),
        translated: lang === 'en' || Boolean(titles?.summary),
        scopes: scopesOf(operation),
        authenticated: (operation.security ?? []).length > 0,
        fields: fieldsOf(operation, context),
        bodyExample: bodySchema(operation)
          ? exampleFromSchema(bodySchema(operation) as JsonSchema, document)
          : undefined,
        responses: responsesOf(operation, context),
      });
    }
  }
  return operations.sort((a, b) => tagOrder.indexOf(a.tag) - tagOrder.indexOf(b.tag) || a.path.localeCompare(b.path));
}

/** Sidebar categories: every tag of the document with its number of operations. */
export function tagCounts(document: OpenApiDocument, operations: ReferenceOperation[]) {
  return (document.tags ?? []).map((tag) => ({
    name: tag.name,
    count: operations.filter((operation) => operation.tag === tag.name).length,
  }));
}

/** A ready-to-run curl command; `{host}` is filled in by the browser. */
export function curlExample(operation: ReferenceOperation): string {
  const path = operation.path.replace(/\{(\w+)\}/g, ':$1');
  const lines = [`curl -X ${operation.method} "{host}${path}"`];
  if (operation.authenticated) lines.push('  -H "Authorization: Bearer $OPEN_BANKING_API_KEY"');
  if (operation.bodyExample !== undefined) {
    lines.push('  -H "Content-Type: application/json"');
    lines.push(`  -d '${JSON.stringify(operation.bodyExample, null, 2).replaceAll("'", "'\\''")}'`);
  }
  return lines.join(' \\\n');
}
