import fc from 'fast-check';
import {
  BROKEN_JSON,
  boundaryNumbers,
  CONTENT_TYPES,
  EXTRA_KEYS,
  LONE_SURROGATES,
  MALFORMED_HTTP,
  ODD_CREDENTIALS,
  ODD_HEADERS,
  ODD_PATH_VALUES,
  ODD_QUERY_STRINGS,
  ODD_QUERY_VALUES,
  OVERSIZED_HEADERS,
  URL_PADDING,
} from './catalogue.ts';
import { deeplyNested, deleteAt, rawJson, setAt, toJsonBody } from './json-edit.ts';
import type { FuzzOperation, JsonSchema, NamedSchema } from './openapi-operations.ts';
import { numberVariant, type SchemaPath, schemaPaths, stringVariant, validValue } from './schema-arbitrary.ts';

type Resolve = (schema: JsonSchema) => JsonSchema;

/** One request, before the caller's credentials and address are added. */
export interface Draft {
  /** Path parameter values, percent-encoded as they go on the wire. */
  pathParams: Record<string, string>;
  /** The raw query string, without "?" ("" for none). */
  query: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** The body's content type: application/json unless given; null sends none. */
  contentType?: string | null;
  /** The probe brings its own credentials: the caller's are not added. */
  ownCredentials?: boolean;
  /** Malformed HTTP written to a socket as is ({method}, {target} filled in). */
  raw?: string;
}

/** One bad input for one operation: the kind of badness, where, and how to draw it. */
export interface Probe {
  operation: FuzzOperation;
  kind: string;
  target: string;
  /** The request of cycle `cycle`: cycle 0 is the fullest, documented-example request. */
  draft(cycle: number): fc.Arbitrary<Draft>;
}

/** `list` starting at `by`, so operations walk a shared list from different ends. */
function rotate<T>(list: readonly T[], by: number): T[] {
  const start = by % Math.max(1, list.length);
  return [...list.slice(start), ...list.slice(0, start)];
}

/** The known-bad values in order over the first cycles, then drawn among them and at random. */
function walk<T>(cycle: number, specials: readonly T[], random?: fc.Arbitrary<T>): fc.Arbitrary<T> {
  const special = specials[cycle];
  if (special !== undefined) return fc.constant(special);
  const known = fc.constantFrom(...specials);
  return random ? fc.oneof(known, random) : known;
}

const WRONG_TYPES: [string, fc.Arbitrary<unknown>][] = [
  ['string', fc.string({ maxLength: 12 })],
  ['integer', fc.integer()],
  ['number', fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => !Number.isInteger(value))],
  ['boolean', fc.boolean()],
  ['null', fc.constant(null)],
  ['array', fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 })],
  ['object', fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 })],
];

function wrongValue(types: string[]): fc.Arbitrary<unknown> {
  const wrong = WRONG_TYPES.filter(
    ([type]) => !types.includes(type) && !(type === 'integer' && types.includes('number')),
  ).map(([, arbitrary]) => arbitrary);
  return wrong.length > 0 ? fc.oneof(...wrong) : fc.constant(undefined);
}

/** Inserts `piece` into `text` (at the end in cycle 0, so the rest stays a documented value). */
function inserted(cycle: number, text: fc.Arbitrary<string>, piece: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(text, piece, fc.nat()).map(([value, bad, at]) => {
    const position = cycle === 0 ? value.length : at % (value.length + 1);
    return value.slice(0, position) + bad + value.slice(position);
  });
}

function encodedValue(value: unknown): string {
  return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
}

function paramsArbitrary(params: NamedSchema[], resolve: Resolve, complete: boolean) {
  const shape = Object.fromEntries(
    params.map(({ name, schema }) => [name, validValue(schema, resolve, { complete }).map(encodedValue)]),
  );
  return fc.record(shape) as fc.Arbitrary<Record<string, string>>;
}

function queryArbitrary(
  query: NamedSchema[],
  resolve: Resolve,
  complete: boolean,
): fc.Arbitrary<Record<string, string>> {
  const shape = Object.fromEntries(
    query.map(({ name, schema }) => [name, validValue(schema, resolve, { complete }).map(encodedValue)]),
  );
  const required = complete ? Object.keys(shape) : query.filter((param) => param.required).map(({ name }) => name);
  return fc.record(shape, { requiredKeys: required }) as fc.Arbitrary<Record<string, string>>;
}

const queryString = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${encodeURIComponent(name)}=${value}`)
    .join('&');

interface Baseline {
  pathParams: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

/** A valid request of the operation (as far as its schemas can tell). */
function baseline(operation: FuzzOperation, resolve: Resolve, cycle: number): fc.Arbitrary<Baseline> {
  const complete = cycle === 0;
  return fc.record({
    pathParams: paramsArbitrary(operation.pathParams, resolve, complete),
    query: queryArbitrary(operation.query, resolve, complete),
    headers: queryArbitrary(operation.headers, resolve, complete).map((values) =>
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [name.toLowerCase(), decodeURIComponent(value)]),
      ),
    ),
    body: operation.body ? validValue(operation.body, resolve, { complete }) : fc.constant(undefined),
  });
}

function draftOf(base: Baseline, body: Buffer | undefined = bodyOf(base.body)): Draft {
  return {
    pathParams: base.pathParams,
    query: queryString(base.query),
    headers: base.headers,
    ...(body ? { body } : {}),
  };
}

function bodyOf(value: unknown, raw?: { text: string }): Buffer | undefined {
  return value === undefined ? undefined : toJsonBody(value, raw);
}

/**
 * Builds the probes of one operation, from its schemas. `index` (the operation's place in the
 * document) rotates the shared lists, so the first cycles spread them over the operations.
 */
export function probesFor(operation: FuzzOperation, resolve: Resolve, index: number): Probe[] {
  const probes: Probe[] = [];
  const add = (kind: string, target: string, draft: (cycle: number) => fc.Arbitrary<Draft>) =>
    probes.push({ operation, kind, target, draft });
  const base = (cycle: number) => baseline(operation, resolve, cycle);
  const withBody = (cycle: number, edit: (body: unknown) => fc.Arbitrary<Buffer | undefined>) =>
    base(cycle).chain((request) => edit(request.body).map((body) => draftOf(request, body)));

  add('valid', 'request', (cycle) => base(cycle).map((request) => draftOf(request)));

  if (operation.writes) {
    const places: SchemaPath[] = operation.body ? schemaPaths(operation.body, resolve) : [];
    const name = (place: SchemaPath) => place.path.join('.') || 'body';
    const objectPlaces = places.filter((place) => place.types.includes('object'));
    if (objectPlaces.length === 0) objectPlaces.push({ path: [], schema: {}, required: true, types: ['object'] });

    for (const place of places) {
      add('wrong-type', name(place), (cycle) =>
        withBody(cycle, (body) => wrongValue(place.types).map((value) => bodyOf(setAt(body, place.path, value)))),
      );
      if (place.required && place.path.length > 0) {
        add('missing-field', name(place), (cycle) =>
          withBody(cycle, (body) => fc.constant(bodyOf(deleteAt(body, place.path)))),
        );
      }
      if (place.types.includes('integer') || place.types.includes('number')) {
        const { minimum, maximum } = numberVariant(place, resolve);
        add('boundary-number', name(place), (cycle) =>
          withBody(cycle, (body) =>
            walk(cycle, boundaryNumbers(minimum, maximum), fc.double()).map((value) =>
              typeof value === 'number'
                ? bodyOf(setAt(body, place.path, value))
                : bodyOf(setAt(body, place.path, rawJson(value.raw).placeholder), rawJson(value.raw)),
            ),
          ),
        );
      }
      if (place.types.includes('string')) {
        const text = stringVariant(place, resolve);
        const valid = (cycle: number) => validValue(text, resolve, { complete: cycle === 0 }) as fc.Arbitrary<string>;
        const badString = (kind: string, piece: fc.Arbitrary<string>) =>
          add(kind, name(place), (cycle) =>
            withBody(cycle, (body) =>
              inserted(cycle, valid(cycle), piece).map((value) => bodyOf(setAt(body, place.path, value))),
            ),
          );
        badString('nul-string', fc.constantFrom('\u0000', '\u0000\u0000', 'a\u0000b'));
        badString(
          'surrogate-string',
          fc.oneof(
            fc.constantFrom(...LONE_SURROGATES),
            fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
          ),
        );
        const lengths = [...(text.maxLength !== undefined ? [text.maxLength + 1] : []), 10_000, 300_000, 1_100_000];
        add('oversized-string', name(place), (cycle) =>
          withBody(cycle, (body) =>
            fc
              .tuple(walk(cycle, lengths, fc.integer({ min: 1, max: 400_000 })), fc.constantFrom('a', 'é', '😀', ' '))
              .map(([length, unit]) => bodyOf(setAt(body, place.path, unit.repeat(length)))),
          ),
        );
      }
    }

    for (const place of objectPlaces) {
      add('extra-field', name(place), (cycle) =>
        withBody(cycle, (body) =>
          fc
            .tuple(walk(cycle, rotate(EXTRA_KEYS, index), fc.string({ maxLength: 20 })), fc.jsonValue({ maxDepth: 2 }))
            .map(([key, value]) => bodyOf(setAt(body, [...place.path, key], value))),
        ),
      );
      for (const inside of [true, false]) {
        if (!inside && place.path.length === 0 && operation.body === undefined) continue;
        add('deep-nesting', `${name(place)}${inside ? '.fuzz_deep' : ''}`, (cycle) =>
          withBody(cycle, (body) =>
            walk(cycle, [10_000, 33, 1_000, 50_000], fc.integer({ min: 33, max: 60_000 })).map((depth) => {
              const raw = rawJson(deeplyNested(depth, cycle % 2 === 0 ? 'object' : 'array'));
              const path = inside ? [...place.path, 'fuzz_deep'] : place.path;
              return bodyOf(setAt(body, path, raw.placeholder), raw);
            }),
          ),
        );
      }
    }

    add('broken-json', 'body', (cycle) =>
      base(cycle).chain((request) =>
        walk(
          cycle,
          rotate(BROKEN_JSON, index),
          fc.string().map((text) => Buffer.from(text)),
        ).map((body) => draftOf(request, body)),
      ),
    );
    add('content-type', 'body', (cycle) =>
      base(cycle).chain((request) =>
        walk(cycle, rotate(CONTENT_TYPES, index)).map((contentType) => ({
          ...draftOf(request, bodyOf(request.body ?? {})),
          contentType,
        })),
      ),
    );
    add('oversized-body', 'body', (cycle) =>
      base(cycle).chain((request) =>
        walk(cycle, [1_100_000, 5_000_000], fc.integer({ min: 1_048_577, max: 3_000_000 })).map((size) =>
          draftOf(request, toJsonBody({ pad: 'p'.repeat(size) })),
        ),
      ),
    );
  }

  for (const param of operation.pathParams) {
    for (const value of ODD_PATH_VALUES) {
      add('odd-path', `${param.name}=${value.slice(0, 24)}`, (cycle) =>
        base(cycle).map((request) =>
          draftOf({ ...request, pathParams: { ...request.pathParams, [param.name]: value } }),
        ),
      );
    }
    const percentMess = fc
      .array(fc.constantFrom('%', 'zz', '00', 'C0', 'AE', 'ED', 'A0', '80', 'F0', '9F', 'a', '.', '/', '%2F'), {
        minLength: 1,
        maxLength: 12,
      })
      .map((parts) => parts.join(''));
    add('odd-path', `${param.name}=random`, (cycle) =>
      base(cycle).chain((request) =>
        fc
          .oneof(percentMess, fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent))
          .map((value) => draftOf({ ...request, pathParams: { ...request.pathParams, [param.name]: value } })),
      ),
    );
  }

  for (const param of operation.query) {
    for (const value of ODD_QUERY_VALUES) {
      add('odd-query', `${param.name}=${value.slice(0, 24)}`, (cycle) =>
        base(cycle).map((request) => ({
          ...draftOf(request),
          query: queryString({ ...request.query, [param.name]: value }),
        })),
      );
    }
    add('odd-query', `${param.name} repeated`, (cycle) =>
      base(cycle).map((request) => {
        const draft = draftOf(request);
        const again = `${encodeURIComponent(param.name)}=${request.query[param.name] ?? 'x'}`;
        return { ...draft, query: [draft.query, again, again].filter(Boolean).join('&') };
      }),
    );
  }
  add('odd-query', 'unknown parameters', (cycle) =>
    base(cycle).chain((request) =>
      walk(cycle, rotate(ODD_QUERY_STRINGS, index)).map((extra) => {
        const draft = draftOf(request);
        return { ...draft, query: [draft.query, extra].filter(Boolean).join('&') };
      }),
    ),
  );

  const withHeaders = (kind: string, specials: Record<string, string>[], ownCredentials = false) =>
    add(kind, 'headers', (cycle) =>
      base(cycle).chain((request) =>
        walk(cycle, rotate(specials, index)).map((headers) => {
          const draft = draftOf(request);
          const owns = ownCredentials || 'authorization' in headers || 'cookie' in headers;
          return { ...draft, headers: { ...draft.headers, ...headers }, ...(owns ? { ownCredentials: true } : {}) };
        }),
      ),
    );
  withHeaders('oversized-header', OVERSIZED_HEADERS);
  withHeaders('odd-credentials', ODD_CREDENTIALS, true);
  withHeaders('odd-header', ODD_HEADERS);
  add('long-url', 'query', (cycle) =>
    base(cycle).chain((request) =>
      walk(cycle, rotate(URL_PADDING, index), fc.integer({ min: 8_200, max: 30_000 })).map((length) => {
        const draft = draftOf(request);
        return { ...draft, query: [draft.query, `fuzz_padding=${'u'.repeat(length)}`].filter(Boolean).join('&') };
      }),
    ),
  );
  add('malformed-http', 'request', (cycle) =>
    base(cycle).chain((request) =>
      walk(cycle, rotate(MALFORMED_HTTP, index)).map((raw) => ({ ...draftOf(request), raw })),
    ),
  );
  return probes;
}
