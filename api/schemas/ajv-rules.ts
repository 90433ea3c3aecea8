import { FINITE_KEYWORD, finiteKeyword } from './finite-number.ts';
import { type FormatDefinition, SHARED_FORMATS } from './formats.ts';
import { TEXT_FORMAT } from './text.ts';

/** The parts of Ajv this plugin touches (Fastify owns the instance; `ajv` is not a direct dependency). */
interface AjvInstance {
  addFormat(name: string, format: FormatDefinition): unknown;
  addKeyword(definition: typeof finiteKeyword): unknown;
  compile(schema: unknown, meta?: boolean): unknown;
  addSchema(schema: unknown, key?: string, meta?: boolean, validateSchema?: boolean): unknown;
}

type Schema = Record<string, unknown>;

/** Keywords whose value is one subschema, a list of them, or a map of them. */
const ONE_SCHEMA = ['additionalProperties', 'items', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function accepts(schema: Schema, ...types: string[]): boolean {
  const declared = Array.isArray(schema.type) ? schema.type : [schema.type];
  return declared.some((type) => types.includes(type as string));
}

/** Adds the text format to a string schema: as its format, or beside the one it has through `allOf`. */
function withTextFormat(schema: Schema): void {
  if (schema.format === undefined) schema.format = TEXT_FORMAT;
  else if (schema.format !== TEXT_FORMAT) {
    schema.allOf = [...(Array.isArray(schema.allOf) ? schema.allOf : []), { type: 'string', format: TEXT_FORMAT }];
  }
}

/**
 * A copy of `schema` in which every string must also be storable text (the `text` format)
 * and every number finite (the `finite` keyword). The route's own schema objects are left
 * untouched, so the OpenAPI document does not change.
 */
export function withSharedFormats(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  const copy: Schema = { ...schema };
  for (const key of ONE_SCHEMA) if (isSchema(copy[key])) copy[key] = withSharedFormats(copy[key]);
  for (const key of SCHEMA_LISTS) {
    const list = copy[key];
    if (Array.isArray(list)) copy[key] = list.map(withSharedFormats);
  }
  for (const key of SCHEMA_MAPS) {
    const map = copy[key];
    if (isSchema(map)) {
      copy[key] = Object.fromEntries(Object.entries(map).map(([name, sub]) => [name, withSharedFormats(sub)]));
    }
  }
  if (accepts(copy, 'string')) withTextFormat(copy);
  if (accepts(copy, 'number', 'integer')) copy[FINITE_KEYWORD] = true;
  return copy;
}

/**
 * An Ajv plugin (Fastify's `ajv.plugins` option) holding the API-wide schema rules: the shared
 * formats and keyword, and `withSharedFormats` on every schema Ajv compiles, route schemas and shared ones
 * alike. Fastify's own compile path (coercion, defaults, header names in lower case) is left
 * as it is; only the schema Ajv sees is the rule-bearing copy.
 */
export function sharedSchemaRules<A extends AjvInstance>(ajv: A): A {
  for (const [name, { type, validate }] of Object.entries(SHARED_FORMATS)) {
    ajv.addFormat(name, { type, validate });
  }
  ajv.addKeyword(finiteKeyword);
  const compile = ajv.compile.bind(ajv);
  const addSchema = ajv.addSchema.bind(ajv);
  ajv.compile = (schema, meta) => compile(withSharedFormats(schema), meta);
  ajv.addSchema = (schema, key, meta, validateSchema) =>
    addSchema(
      Array.isArray(schema) ? schema.map(withSharedFormats) : withSharedFormats(schema),
      key,
      meta,
      validateSchema,
    );
  return ajv;
}
