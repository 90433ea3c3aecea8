/**
 * Every string the API accepts, in every request schema, must be text PostgreSQL can store:
 * no NUL character (a PostgreSQL text value cannot hold U+0000) and no unpaired UTF-16
 * surrogate (JSON can spell "\ud800", UTF-8 cannot encode it, so jsonb refuses it and text
 * would keep a replacement character instead). The rule is applied to every string of every
 * request schema by the validator compiler (`api/validator-compiler.ts`), never field by field.
 */
export const TEXT_FORMAT = 'text';

// With the `u` flag a surrogate pair is one code point, so \p{Cs} matches only a lone half.
const UNSTORABLE = /[\u0000\p{Cs}]/u;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

type Schema = Record<string, unknown>;

/** Keywords whose value is one subschema, a list of them, or a map of them. */
const ONE_SCHEMA = ['additionalProperties', 'items', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function acceptsStrings(schema: Schema): boolean {
  return schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
}

/**
 * A copy of `schema` in which every string must also be storable text: strings without a
 * format get this one, strings with another format (email, uuid…) get it through `allOf`.
 * The route's own schema object is left untouched, so the OpenAPI document does not change.
 */
export function withTextRule(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  const copy: Schema = { ...schema };
  for (const key of ONE_SCHEMA) if (isSchema(copy[key])) copy[key] = withTextRule(copy[key]);
  for (const key of SCHEMA_LISTS) {
    const list = copy[key];
    if (Array.isArray(list)) copy[key] = list.map(withTextRule);
  }
  for (const key of SCHEMA_MAPS) {
    const map = copy[key];
    if (isSchema(map)) copy[key] = Object.fromEntries(Object.entries(map).map(([name, sub]) => [name, withTextRule(sub)]));
  }
  if (acceptsStrings(copy)) {
    if (copy.format === undefined) copy.format = TEXT_FORMAT;
    else if (copy.format !== TEXT_FORMAT) {
      const rule = { type: 'string', format: TEXT_FORMAT };
      copy.allOf = [...(Array.isArray(copy.allOf) ? copy.allOf : []), rule];
    }
  }
  return copy;
}
