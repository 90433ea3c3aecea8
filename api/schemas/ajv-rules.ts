import { SHARED_FORMATS } from './formats.ts';
import { withTextRule } from './text.ts';

/** The parts of Ajv this plugin touches (Fastify owns the instance; `ajv` is not a direct dependency). */
interface AjvInstance {
  addFormat(name: string, format: { type: 'string'; validate: (value: string) => boolean }): unknown;
  compile(schema: unknown, meta?: boolean): unknown;
  addSchema(schema: unknown, key?: string, meta?: boolean, validateSchema?: boolean): unknown;
}

/**
 * An Ajv plugin (Fastify's `ajv.plugins` option) holding the API-wide schema rules: the shared
 * formats (`text`, `calendar-date`), and the text rule on every string of every schema Ajv
 * compiles, route schemas and shared ones alike. Fastify's own compile path (coercion,
 * defaults, header names in lower case) is left as it is; only the schema Ajv sees is the
 * rule-bearing copy, so the route schemas and the OpenAPI document do not change.
 */
export function sharedSchemaRules<A extends AjvInstance>(ajv: A): A {
  for (const [name, format] of Object.entries(SHARED_FORMATS)) {
    ajv.addFormat(name, { type: 'string', validate: format.validate });
  }
  const compile = ajv.compile.bind(ajv);
  const addSchema = ajv.addSchema.bind(ajv);
  ajv.compile = (schema, meta) => compile(withTextRule(schema), meta);
  ajv.addSchema = (schema, key, meta, validateSchema) =>
    addSchema(Array.isArray(schema) ? schema.map(withTextRule) : withTextRule(schema), key, meta, validateSchema);
  return ajv;
}
