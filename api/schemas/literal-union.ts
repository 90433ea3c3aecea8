import Type, { type TLiteral, type TSchema, type TSchemaOptions, type TUnion } from 'typebox';

// A list typed as a plain array (not a tuple) still gives the union of its element type.
type LiteralsOf<T extends readonly string[]> = number extends T['length']
  ? [TLiteral<T[number]>]
  : { -readonly [K in keyof T]: TLiteral<T[K]> };

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
