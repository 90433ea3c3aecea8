/**
 * Known-bad values, walked in order (one per probe, or one per cycle) before fast-check draws
 * at random: each has broken a server somewhere, several broke this one.
 */

const repeat = (text: string, times: number) => text.repeat(times);

/** Path parameter values, already percent-encoded as they go on the wire. */
export const ODD_PATH_VALUES = [
  '%00',
  'a%00b',
  '%zz',
  '%',
  '%C0%AE',
  '%ED%A0%80',
  '%FF',
  '%F0%9F%92%A9',
  '%2F',
  '..',
  '%2e%2e',
  '%20',
  '%0d%0a',
  '%E2%80%AE',
  "'%20OR%201=1--",
  repeat('a', 101),
  repeat('a', 121),
  repeat('a', 501),
  repeat('a', 9000),
  '',
] as const;

/** Query values, raw on the wire: dates PostgreSQL refuses, numbers out of range, bad escapes. */
export const ODD_QUERY_VALUES = [
  '0000-01-01',
  '2026-02-30',
  '9999-12-31',
  '1999-12-31',
  '2100-01-01',
  '2026-13-01',
  '20261122',
  '2026-11-22T25:00:00Z',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%zz',
  '%',
  '%C0%AE',
  '',
  '-1',
  '0',
  '1.5',
  '1e9',
  'NaN',
  'Infinity',
  '99999999999999999999',
  'true',
  'null',
  repeat('a', 5000),
] as const;

/** Query strings for operations without query parameters (or extra to those they have). */
export const ODD_QUERY_STRINGS = [
  '%zz=1',
  'a=%00',
  '__proto__=x',
  'constructor[prototype]=1',
  'a[b]=1&a=2',
  '=&&=',
  '%=%',
];

/** Numbers at and past the bounds, and raw JSON numbers JavaScript cannot hold exactly. */
export function boundaryNumbers(
  minimum: number | undefined,
  maximum: number | undefined,
): (number | { raw: string })[] {
  return [
    ...(maximum !== undefined ? [maximum + 1, maximum] : []),
    ...(minimum !== undefined ? [minimum - 1, minimum] : []),
    0,
    -1,
    0.5,
    -0,
    1e308,
    -1e308,
    2 ** 53 + 2,
    { raw: '1e400' },
    { raw: '-1e400' },
    { raw: '123456789012345678901234567890' },
    { raw: '1E2' },
    { raw: '0.0000001' },
  ];
}

export const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'fuzz_extra',
  'role',
  '',
  repeat('k', 300),
  'k\u0000ey',
  '\ud800',
];

export const LONE_SURROGATES = ['\ud800', '\udfff', '\udbff', '\udc00\ud800'];

/** Bodies that are not JSON, or JSON a parser may choke on. */
export const BROKEN_JSON: Buffer[] = [
  '',
  ' ',
  '{',
  '}',
  '{"a":',
  '[1,2',
  "{'a':1}",
  '{"a":1}}',
  '{"a":1,}',
  'NaN',
  '{"a":NaN}',
  '{"a":undefined}',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"amount":1,"amount":"x"}',
  'null',
  '0',
  '"text"',
  '[]',
].map((text) => Buffer.from(text, 'utf8'));
BROKEN_JSON.push(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d])); // invalid UTF-8

/** Content types a JSON body may be sent with (null: none at all). */
export const CONTENT_TYPES: (string | null)[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  null,
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json-patch+json',
  'application/vnd.api+json',
  'text/json',
  '*/*',
  'application/json;;;',
  'application/octet-stream',
];

/** Headers that carry credentials, broken in every way a client could break them. */
export const ODD_CREDENTIALS: Record<string, string>[] = [
  { authorization: 'Bearer' },
  { authorization: 'Bearer ' },
  { authorization: 'Bearer ob_' },
  { authorization: 'Bearer ob_test_' },
  { authorization: `Bearer ob_test_${repeat('x', 32)}` },
  { authorization: `Bearer ob_live_${repeat('y', 32)}` },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzaWQiOiJ4In0.' },
  { authorization: 'Bearer a.b.c' },
  { authorization: `Bearer ${repeat('a', 4000)}` },
  { authorization: 'bearer ob_test_lowercase_scheme' },
  { authorization: 'Digest username="x"' },
  { cookie: 'ob_session=garbage' },
  { cookie: 'ob_session=' },
  { cookie: 'ob_session=%zz' },
  { cookie: 'ob_session=a; ob_session=b' },
  { cookie: `ob_session=${repeat('a', 4000)}` },
  { cookie: 'ob_session=eyJhbGciOiJub25lIn0.eyJzaWQiOiJ4In0.' },
];

/** Other headers a server must survive. */
export const ODD_HEADERS: Record<string, string>[] = [
  { 'x-forwarded-for': 'nonsense' },
  { 'x-forwarded-for': 'fe80::1%eth0' },
  { 'x-forwarded-for': '999.1.1.1' },
  { 'x-forwarded-for': '1.2.3.4, nonsense' },
  { 'x-forwarded-for': '' },
  { 'x-forwarded-for': '::ffff:10.0.0.1' },
  { 'sec-fetch-site': 'cross-site' },
  { origin: 'https://evil.example' },
  { expect: 'banana' },
  { 'x-request-id': repeat('r', 200) },
  { 'x-request-id': 'bad id' },
  { accept: 'application/xml' },
  { 'content-encoding': 'gzip' },
  { 'idempotency-key': repeat('i', 300) },
  { 'idempotency-key': 'é' },
  { 'idempotency-key': '' },
  { 'accept-version': '9.9.9' },
];

/** Headers past Node's 16 KiB limit. */
export const OVERSIZED_HEADERS: Record<string, string>[] = [
  { 'x-fuzz-padding': repeat('p', 17_000) },
  { cookie: `ob_session=${repeat('c', 17_000)}` },
  { authorization: `Bearer ${repeat('t', 17_000)}` },
];

/** Query padding that makes a URL too long: for the API's 8 KiB limit, and for Node's 16 KiB. */
export const URL_PADDING = [8_300, 15_000, 20_000];

/**
 * Requests Node's HTTP parser must refuse (or tolerate), written to a socket as they are;
 * `{method}` and `{target}` are the operation's.
 */
export const MALFORMED_HTTP: string[] = [
  '{method} {target} HTTP/1.1\r\nHost: fuzz\r\nContent-Length: 5\r\nContent-Length: 6\r\nConnection: close\r\n\r\nhello',
  '{method} {target} HTTP/1.1\r\nHost: fuzz\r\nContent-Length: abc\r\nConnection: close\r\n\r\n',
  '{method} {target} HTTP/1.1\r\nHost: fuzz\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\nConnection: close\r\n\r\n0\r\n\r\n',
  '{method} {target} HTTP/1.1\r\nHost: fuzz\r\nX-Fuzz: a\u0000b\r\nConnection: close\r\n\r\n',
  '{method} {target} HTTP/1.1\r\nHost: fuzz\r\nX-Fuzz no colon\r\nConnection: close\r\n\r\n',
  '{method} {target} HTTP/9.9\r\nHost: fuzz\r\nConnection: close\r\n\r\n',
  'G@T {target} HTTP/1.1\r\nHost: fuzz\r\nConnection: close\r\n\r\n',
  '{method} {target} HTTP/1.1\r\nHost: fuzz\r\nX-Fuzz: a\r\n folded\r\nConnection: close\r\n\r\n',
  '{method} {target} HTTP/1.1\r\nHost: fuzz\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
  '{method} /api/\u0000 HTTP/1.1\r\nHost: fuzz\r\nConnection: close\r\n\r\n',
  '{method} {target} HTTP/1.1\r\nConnection: close\r\n\r\n',
  '{method} {target}\r\n\r\n',
  '{method} {target} HTTP/1.0\r\n\r\n',
  '{method} {target} HTTP/1.1\r\nHost: fuzz\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
];
