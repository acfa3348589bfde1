// The fixed list of hostile values the issue names (NUL, lone surrogates, 100k-character
// strings, deep nesting, __proto__/constructor keys, wrong types, broken JSON, wrong content
// types, hostile path and query values), plus a few classics. The fuzz mixes these into
// otherwise well-formed requests.

const deepArray = (depth: number): unknown => {
  let v: unknown = 'leaf';
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};
const deepObject = (depth: number): unknown => {
  let v: unknown = 'leaf';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

export const HUNDRED_K = 'x'.repeat(100_000);

/** Text PostgreSQL can't store or no field should hold: what the 500s were made of. */
export const TEXT_BREAKERS = [
  '\u0000',
  'a\u0000b',
  'x\u0007',
  '\u0001\u0008\u000b\u000c',
  'tail\u001f',
  'del\u007f',
  '\u001b[2J',
  '\u0085',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\udc00\ud800',
];
/** The sweep sends each of these to every string field of every operation. */
export const SWEEP_BREAKERS = ['safe\u0000text', 'half \ud83d emoji'];

/** Strings for body fields and parameters. `loopbackUrls` stand in for "a website" (fixture sites only). */
export function hostileStrings(loopbackUrls: string[]): string[] {
  return [
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31mred',
    '\u0085next line',
    '\u007f',
    '\ud800',
    'x\udfffy',
    '\ud83d',
    '\udc00\ud800',
    HUNDRED_K,
    '',
    ' ',
    '\t\n',
    '\r\n\r\n',
    'e\u0301',
    '\u202eevil',
    '\ufeffbom',
    '😀'.repeat(50),
    "' OR 1=1 --",
    '"; DROP TABLE leads; --',
    '<script>alert(1)</script>',
    '{{name}}',
    '${7*7}',
    '../../../etc/passwd',
    'http://169.254.169.254/latest/meta-data/',
    'http://example.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'http://127.0.0.1:1/',
    ...loopbackUrls,
    '00000000-0000-4000-8000-000000000000',
    '-1',
    '1e309',
    'NaN',
    'true',
    'null',
    '__proto__',
    'constructor',
    '%00',
    '%ZZ',
  ];
}

/** Values of the wrong type (or absurd size) for any field. */
export const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  [],
  {},
  [[[]]],
  Array(10_000).fill(0),
  deepArray(2_000),
  deepObject(500),
  JSON.parse('{"__proto__":{"polluted":true}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
];

/** Raw request bodies sent as application/json. `{ size }` is a body of that many bytes, built when sent. */
export const HOSTILE_BODIES: (string | { size: number } | Uint8Array)[] = [
  '',
  '{',
  '{"a":',
  'nul',
  '\u0000',
  '[]',
  'null',
  '0',
  '"text"',
  'true',
  '{"a":1,"a":2}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  '{"x":"\\u0000"}',
  '{"x":"\\ud800"}',
  '{"\\u0000":"key"}',
  new Uint8Array([0x7b, 0x22, 0x78, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d]), // invalid UTF-8 inside a string
  new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]), // UTF-16 with a BOM
  { size: 2 * 1024 * 1024 },
];

/** Content types a JSON route doesn't take (and a few it must read correctly). */
export const HOSTILE_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/merge-patch+json',
  'application/json;;;',
  'image/png',
];

/** Already percent-encoded path segments, some of them deliberately broken. */
export const HOSTILE_PATH_SEGMENTS = [
  '%00',
  'a%00b',
  '%ZZ',
  '%',
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  encodeURIComponent('x'.repeat(5_000)),
  '%F0%9F%98%80',
  '-1',
  '0',
  "'%20OR%201=1",
  '00000000-0000-4000-8000-000000000000',
  '00000000-0000-4000-8000-00000000000G',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '%20',
  '%0d%0aSet-Cookie:%20x=1',
];

/** Query strings (already encoded) appended to a request; `{p}` becomes one of the operation's query parameters. */
export const HOSTILE_QUERIES = [
  '{p}=%00',
  '{p}=%ED%A0%80',
  '{p}=%ZZ',
  '{p}=1&{p}=2',
  '{p}[]=a',
  '{p}[x]=1',
  `{p}=${'x'.repeat(10_000)}`,
  '{p}=',
  '__proto__=1',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  '%00=1',
  '=',
  '&&&',
  '{p}',
];

/** Header values the client can send (fetch refuses NUL, CR and LF itself). */
export const HOSTILE_HEADERS: [string, string][] = [
  ['user-agent', 'x'.repeat(8_000)],
  ['user-agent', '() { :; }; echo pwned'],
  ['user-agent', 'caf\u00e9 \u0085'],
  ['x-request-id', '%00'],
  ['x-request-id', 'x'.repeat(200)],
  ['x-forwarded-for', 'not-an-ip'],
  ['origin', 'https://evil.example'],
  ['sec-fetch-site', 'cross-site'],
  ['cookie', 'cc_vid=%00'],
  ['cookie', `cc_vid=${'x'.repeat(4_000)}`],
  ['cookie', 'better-auth.session_token=forged.value'],
  ['accept', 'text/html'],
];
