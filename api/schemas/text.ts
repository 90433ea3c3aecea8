/**
 * Every string the API accepts, in every request schema, must be text PostgreSQL can store:
 * no NUL character (a PostgreSQL text value cannot hold U+0000) and no unpaired UTF-16
 * surrogate (JSON can spell "\ud800", UTF-8 cannot encode it, so jsonb refuses it and text
 * would keep a replacement character instead). `sharedSchemaRules` (`ajv-rules.ts`) gives
 * this format to every string of every schema, never field by field.
 */
export const TEXT_FORMAT = 'text';

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}
