import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.ts';

type Resolve = (schema: JsonSchema) => JsonSchema;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const platformDates = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T00:00:00Z'),
  noInvalidDate: true,
});

/** Short e-mail addresses that every e-mail check accepts (fc.emailAddress() also makes odd but valid ones). */
const plainEmail = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/), fc.constantFrom('example.cm', 'mail.example.org'))
  .map(([local, domain]) => `${local}@${domain}`);

export function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  const values = schema.enum ?? (schema.const !== undefined ? [schema.const] : []);
  return [...new Set(values.map((value) => (value === null ? 'null' : typeof value)))];
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 30, 30));
  const fits = (value: string) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity);
  switch (schema.format) {
    case 'email':
      return plainEmail;
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return platformDates.map((date) => date.toISOString());
    case 'date':
    case 'calendar-date':
      return platformDates.map(isoDay);
    default:
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
      return fc.string({ minLength, maxLength });
  }
}

/**
 * How full a valid value is. `complete` includes every optional property and always takes the
 * documented example where there is one: documented examples carry meaning a schema cannot (a
 * phone number of the right operator, an e-mail a business rule accepts), so requests built on
 * them reach the deepest code. Otherwise optional properties come and go, and examples are
 * drawn half of the time.
 */
export interface ValueStyle {
  complete: boolean;
}

/** Values the schema accepts: a fast-check arbitrary derived from it. */
export function validValue(schema: JsonSchema, resolve: Resolve, style: ValueStyle, depth = 0): fc.Arbitrary<unknown> {
  const resolved = resolve(schema);
  const examples = resolved.examples ?? [];
  if (examples.length > 0 && style.complete) return fc.constantFrom(...examples);
  const generated = generatedValue(resolved, resolve, style, depth);
  return examples.length > 0 ? fc.oneof(fc.constantFrom(...examples), generated) : generated;
}

function generatedValue(schema: JsonSchema, resolve: Resolve, style: ValueStyle, depth: number): fc.Arbitrary<unknown> {
  const value = (sub: JsonSchema) => validValue(sub, resolve, style, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) return fc.oneof(...branches.map(value));
  if (schema.allOf && schema.allOf.length > 0) return value(Object.assign({}, ...schema.allOf));
  const types = typesOf(schema);
  if (types.length > 1)
    return fc.oneof(...types.map((type) => generatedValue({ ...schema, type }, resolve, style, depth)));
  switch (types[0]) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const shape = Object.fromEntries(properties.map(([name, property]) => [name, value(property)]));
      const required = style.complete ? properties.map(([name]) => name) : (schema.required ?? []);
      return fc.record(shape, { requiredKeys: required.filter((name) => name in shape) });
    }
    case 'array':
      return fc.array(schema.items && depth < 5 ? value(schema.items) : fc.integer(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A place in a schema: the property names leading to it, and what it expects there. */
export interface SchemaPath {
  path: string[];
  schema: JsonSchema;
  required: boolean;
  types: string[];
}

/**
 * Every property of a (body) schema at any depth, the root included, with the types it takes:
 * the targets of wrong types, missing fields, boundary numbers and bad strings.
 */
export function schemaPaths(schema: JsonSchema, resolve: Resolve, path: string[] = [], required = true): SchemaPath[] {
  const resolved = resolve(schema);
  const branches = resolved.anyOf ?? resolved.oneOf ?? [];
  const variants = branches.length > 0 ? branches.map(resolve) : [resolved];
  const types = [...new Set(variants.flatMap(typesOf))];
  const here: SchemaPath = { path, schema: resolved, required, types };
  const objectVariant = variants.find((variant) => variant.properties);
  const children = Object.entries(objectVariant?.properties ?? {}).flatMap(([name, property]) =>
    schemaPaths(property, resolve, [...path, name], (objectVariant?.required ?? []).includes(name)),
  );
  return [here, ...children];
}

/** The first string-accepting variant of a place (for maxLength and format). */
export function stringVariant(place: SchemaPath, resolve: Resolve): JsonSchema {
  const variants = (place.schema.anyOf ?? place.schema.oneOf ?? [place.schema]).map(resolve);
  return variants.find((variant) => typesOf(variant).includes('string')) ?? place.schema;
}

/** The first number-accepting variant of a place (for minimum and maximum). */
export function numberVariant(place: SchemaPath, resolve: Resolve): JsonSchema {
  const variants = (place.schema.anyOf ?? place.schema.oneOf ?? [place.schema]).map(resolve);
  return variants.find((variant) => typesOf(variant).some((type) => type === 'integer' || type === 'number')) ?? {};
}
