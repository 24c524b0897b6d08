import fc from 'fast-check';

/** Bytes of one HTTP request for the wire, and what is hostile about it. */
export interface RawCase {
  bytes: Buffer;
  /** The request target as written (for the error shape and the report). */
  target: string;
  label: string;
}

/** What a raw request starts from: a plausible request to one route. */
export interface RawBase {
  method: string;
  /** Path and query, encoded. */
  url: string;
  authorization?: string;
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** Writes a request: request line, headers, body; `Connection: close` unless told otherwise. */
export function writeRawRequest(
  method: string,
  target: string | Buffer,
  headers: (string | Buffer)[],
  body: Buffer | string = '',
  version = 'HTTP/1.1',
): Buffer {
  const head = [
    latin1(`${method} `),
    Buffer.isBuffer(target) ? target : latin1(target),
    latin1(` ${version}\r\n`),
  ];
  for (const header of headers)
    head.push(Buffer.isBuffer(header) ? header : latin1(header), latin1('\r\n'));
  return Buffer.concat([...head, latin1('\r\n'), Buffer.isBuffer(body) ? body : Buffer.from(body)]);
}

/** Raw bytes a URL may not contain (or may only contain percent-encoded). */
const RAW_URL_BYTES: [string, number[]][] = [
  ['a raw NUL', [0x00]],
  ['a raw 0xFF byte', [0xff]],
  ['raw UTF-8 é', [0xc3, 0xa9]],
  ['a raw lone surrogate', [0xed, 0xa0, 0x80]],
  ['a raw tab', [0x09]],
  ['a raw DEL', [0x7f]],
  ['a raw "<{|}>', [0x22, 0x3c, 0x7b, 0x7c, 0x7d, 0x3e]],
  ['a raw backslash', [0x5c]],
];

/** Request-target rewrites that inject's URL handling might normalise away. */
const TARGET_REWRITES: [string, (url: string) => string][] = [
  ['%ZZ in the path', (url) => url.replace(/(\?|$)/, '%ZZ$1')],
  ['%00 in the path', (url) => url.replace(/(\?|$)/, '%00$1')],
  ['%ED%A0%80 in the path', (url) => url.replace(/(\?|$)/, '%ED%A0%80$1')],
  ['a trailing %', (url) => `${url}%`],
  ['doubled slashes', (url) => url.replace(/\//g, '//')],
  ['a /./ segment', (url) => url.replace(/^\/([^/?]+)/, '/$1/.')],
  ['a /../ escape', (url) => `/x/..${url}`],
  ['%2e%2e segments', (url) => `/%2e%2e/%2e%2e${url}`],
  ['the absolute form', (url) => `http://127.0.0.1${url}`],
  ['a fragment', (url) => `${url}#fragment`],
  ['a 10 KB query', (url) => `${url}${url.includes('?') ? '&' : '?'}pad=${'a'.repeat(10_000)}`],
  [
    'a 20 KB query (past the header limit)',
    (url) => `${url}${url.includes('?') ? '&' : '?'}pad=${'a'.repeat(20_000)}`,
  ],
  ['a 2 KB path segment', (url) => url.replace(/(\?|$)/, `/${'b'.repeat(2_000)}$1`)],
];

/** Header-level breakage, with the body it goes with. */
const HEADER_BREAKS: [string, (string | Buffer)[], string][] = [
  ['a NUL in a header value', [Buffer.from('X-Fuzz: a\u0000b', 'latin1')], ''],
  ['a header without a colon', ['X-Fuzz no colon'], ''],
  ['an obsolete folded header', ['X-Fuzz: a', ' folded'], ''],
  ['a 20 KB header', [`X-Fuzz: ${'h'.repeat(20_000)}`], ''],
  ['a header name with a space', ['X Fuzz: 1'], ''],
  [
    'two different Content-Lengths',
    ['Content-Type: application/json', 'Content-Length: 2', 'Content-Length: 3'],
    '{} ',
  ],
  [
    'Content-Length and Transfer-Encoding',
    ['Content-Type: application/json', 'Content-Length: 2', 'Transfer-Encoding: chunked'],
    '0\r\n\r\n',
  ],
  [
    'a bad chunk size',
    ['Content-Type: application/json', 'Transfer-Encoding: chunked'],
    'zz\r\n{}\r\n0\r\n\r\n',
  ],
  [
    'Transfer-Encoding: gzip',
    ['Content-Type: application/json', 'Transfer-Encoding: gzip, chunked'],
    '2\r\n{}\r\n0\r\n\r\n',
  ],
  ['a negative Content-Length', ['Content-Type: application/json', 'Content-Length: -1'], ''],
  [
    'a chunked JSON body with a NUL',
    ['Content-Type: application/json', 'Transfer-Encoding: chunked'],
    '10\r\n{"a":"\\u0000x"}\r\n0\r\n\r\n',
  ],
  [
    'Content-Encoding: gzip on plain JSON',
    ['Content-Type: application/json', 'Content-Encoding: gzip', 'Content-Length: 2'],
    '{}',
  ],
  ['no Host header', ['X-No-Host: 1'], ''],
  ['two Host headers', ['Host: a.example', 'Host: b.example'], ''],
];

/**
 * Malformed HTTP for one route, written byte by byte for a real socket: raw bytes that a URL
 * may not contain, request-target tricks (bad escapes, dot segments, absolute form, very long),
 * broken headers and framing, odd methods and versions.
 */
export function rawRequests(base: RawBase): fc.Arbitrary<RawCase> {
  const auth = base.authorization ? [`Authorization: ${base.authorization}`] : [];
  const host = 'Host: 127.0.0.1';
  const make = (
    method: string,
    target: string | Buffer,
    headers: (string | Buffer)[],
    body: string,
    label: string,
    version?: string,
  ): RawCase => ({
    bytes: writeRawRequest(
      method,
      target,
      [host, 'Connection: close', ...auth, ...headers],
      body,
      version,
    ),
    target: Buffer.isBuffer(target) ? target.toString('latin1') : target,
    label,
  });
  const [path = '', query] = base.url.split('?');
  return fc.oneof(
    fc.tuple(fc.constantFrom(...RAW_URL_BYTES), fc.boolean()).map(([[label, bytes], inQuery]) => {
      const target = inQuery
        ? Buffer.concat([latin1(`${path}?q=`), Buffer.from(bytes)])
        : Buffer.concat([latin1(path), Buffer.from(bytes), latin1(query ? `?${query}` : '')]);
      return make(base.method, target, [], '', `${label} in the ${inQuery ? 'query' : 'path'}`);
    }),
    fc
      .constantFrom(...TARGET_REWRITES)
      .map(([label, rewrite]) => make(base.method, rewrite(base.url), [], '', label)),
    fc
      .constantFrom(...HEADER_BREAKS)
      .map(([label, headers, body]) => make(base.method, base.url, headers, body, label)),
    fc.constantFrom(
      make(base.method.toLowerCase(), base.url, [], '', 'a lower-case method'),
      make('FUZZ', base.url, [], '', 'an unknown method'),
      make(base.method, base.url, [], '', 'HTTP/1.0', 'HTTP/1.0'),
      make(base.method, base.url, [], '', 'HTTP/2.0 on a 1.1 connection', 'HTTP/2.0'),
      make(base.method, base.url, [], '', 'a bad version', 'HTTP/9'),
    ),
  );
}

/** The raw cases every route gets whatever the seed. */
export function classicRawRequests(base: RawBase): RawCase[] {
  const auth = base.authorization ? [`Authorization: ${base.authorization}`] : [];
  const headers = ['Host: 127.0.0.1', 'Connection: close', ...auth];
  const [path = '', query] = base.url.split('?');
  const suffix = query ? `?${query}` : '';
  return [
    {
      label: 'a raw NUL in the path',
      bytes: Buffer.concat([latin1(path), Buffer.from([0]), latin1(suffix)]),
    },
    { label: '%ZZ in the path', bytes: latin1(`${path}%ZZ${suffix}`) },
    {
      label: 'a 20 KB query (past the header limit)',
      bytes: latin1(`${base.url}${suffix ? '&' : '?'}pad=${'a'.repeat(20_000)}`),
    },
  ].map(({ label, bytes }) => ({
    label,
    target: bytes.toString('latin1'),
    bytes: writeRawRequest(base.method, bytes, headers),
  }));
}
