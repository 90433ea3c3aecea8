/**
 * Edits of generated JSON values, and their serialisation with raw JSON text spliced in
 * (numbers JavaScript cannot hold, nesting JSON.stringify would overflow on).
 */

const RAW_MARKER = '__fuzz_raw_json__';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Defines a key as plain data, so `__proto__` or `constructor` become ordinary JSON keys. */
function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A copy of `root` with `value` at `path`, creating the objects on the way. */
export function setAt(root: unknown, path: readonly string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const copy: Record<string, unknown> = isObject(root) ? { ...root } : {};
  define(copy, head, setAt(Object.hasOwn(copy, head) ? copy[head] : undefined, rest, value));
  return copy;
}

/** A copy of `root` without the property at `path` (unchanged when it is not there). */
export function deleteAt(root: unknown, path: readonly string[]): unknown {
  const [head, ...rest] = path;
  if (head === undefined || !isObject(root) || !Object.hasOwn(root, head)) return root;
  const copy: Record<string, unknown> = { ...root };
  if (rest.length === 0) delete copy[head];
  else define(copy, head, deleteAt(copy[head], rest));
  return copy;
}

/** A placeholder that `toJsonBody` replaces with `text`, written as is. */
export function rawJson(text: string): { placeholder: string; text: string } {
  return { placeholder: RAW_MARKER, text };
}

/** The JSON bytes of `value`; a `rawJson` placeholder in it becomes its raw text. */
export function toJsonBody(value: unknown, raw?: { text: string }): Buffer {
  const json = JSON.stringify(value) ?? 'null';
  return Buffer.from(raw ? json.replace(`"${RAW_MARKER}"`, () => raw.text) : json, 'utf8');
}

/** JSON text nesting `depth` objects (or arrays) around a number, built without recursion. */
export function deeplyNested(depth: number, shape: 'object' | 'array'): string {
  return shape === 'object'
    ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    : `${'['.repeat(depth)}1${']'.repeat(depth)}`;
}
