import Type, { type TLiteral, type TSchema, type TSchemaOptions, type TUnion } from 'typebox';

type LiteralsOf<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };

/**
 * `Type.Union` of one `Type.Literal` per value of a constant list (an `anyOf` of `const`s),
 * typed as the tuple it is: `Type.Union(values.map(Type.Literal))` types as a plain array,
 * whose `Static` is `never`, so services could not take their types from such a schema.
 */
export function literalUnion<const T extends readonly string[]>(
  values: T,
  options?: TSchemaOptions,
): TUnion<Extract<LiteralsOf<T>, TSchema[]>> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as unknown as TUnion<Extract<LiteralsOf<T>, TSchema[]>>;
}
