/**
 * Ajv's number coercion turns a query value such as "Infinity" or "1e999" into Infinity and
 * then skips minimum and maximum (ajv-validator/ajv#2212, fastify/fastify#6718): a handler got
 * `page = Infinity`. `sharedSchemaRules` (`ajv-rules.ts`) puts this keyword on every number of
 * every schema; it runs after coercion, where the built-in number keywords do not.
 */
export const FINITE_KEYWORD = 'finite';

interface KeywordError {
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}

type Validator = ((schema: unknown, data: unknown) => boolean) & { errors?: KeywordError[] };

const checkFinite: Validator = (_schema, data) => {
  if (typeof data !== 'number' || Number.isFinite(data)) return true;
  checkFinite.errors = [{ keyword: FINITE_KEYWORD, message: 'must be a finite number', params: {} }];
  return false;
};

/** The keyword's definition for Ajv's addKeyword. */
export const finiteKeyword = {
  keyword: FINITE_KEYWORD,
  schemaType: 'boolean',
  errors: true,
  validate: checkFinite,
} as const;
