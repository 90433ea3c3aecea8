import type { Lang } from '../../../domain/languages.ts';
import type { JsonSchema, OpenApiDocument } from './types.ts';

/**
 * An example value for a JSON schema: the schema's own `examples`/`example`/`default`/
 * `const` first, then the first enum value, then a value that fits its type and format.
 * References are followed into the document's components.
 */
const FORMAT_EXAMPLES: Record<string, string> = {
  uuid: '6f1c2e0a-4b7d-4c1e-9a51-2d3f4e5a6b7c',
  'date-time': '2026-11-22T09:15:00.000Z',
  date: '2026-11-22',
  email: 'amina.nkono@example.cm',
  uri: 'https://example.cm',
};

export function resolveRef(schema: JsonSchema, document: OpenApiDocument): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
  return document.components?.schemas?.[name] ?? {};
}

function primaryType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  return schema.type;
}

export function exampleFromSchema(input: JsonSchema, document: OpenApiDocument, depth = 0): unknown {
  const schema = resolveRef(input, document);
  if (depth > 8) return null;
  if (schema.examples && schema.examples.length > 0) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const chosen = variants.find((variant) => resolveRef(variant, document).type !== 'null') ?? variants[0];
    return chosen ? exampleFromSchema(chosen, document, depth + 1) : null;
  }
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleFromSchema(part, document, depth + 1)));
  }
  switch (primaryType(schema) ?? (schema.properties ? 'object' : undefined)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          exampleFromSchema(property, document, depth + 1),
        ]),
      );
    case 'array':
      return schema.items ? [exampleFromSchema(schema.items, document, depth + 1)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return (schema.format && FORMAT_EXAMPLES[schema.format]) ?? 'string';
    default:
      return null;
  }
}

/** How a length limit reads in each language. */
const CHARACTERS: Record<Lang, string> = { en: 'characters', fr: 'caractères' };

/** A one-line description of a schema's type for parameter tables: "string (uuid)", "integer ≥ 1". */
export function describeType(input: JsonSchema, document: OpenApiDocument, lang: Lang = 'en'): string {
  const schema = resolveRef(input, document);
  if (schema.enum) return schema.enum.map(String).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map((variant) => describeType(variant, document, lang)).join(' | ');
  const type = primaryType(schema) ?? 'object';
  if (type === 'array' && schema.items) return `${describeType(schema.items, document, lang)}[]`;
  const details = [
    schema.format,
    schema.minimum !== undefined ? `≥ ${schema.minimum}` : undefined,
    schema.maximum !== undefined ? `≤ ${schema.maximum}` : undefined,
    schema.maxLength !== undefined ? `≤ ${schema.maxLength} ${CHARACTERS[lang]}` : undefined,
  ].filter(Boolean);
  return details.length > 0 ? `${type} (${details.join(', ')})` : type;
}
