import fc from 'fast-check';
import type { JsonSchema } from '../route-discovery';
import { hostileValue, nestedValue, prototypeObject } from './hostile-values';
import { mutatedObject, plausibleValue, type ValueHints } from './schema-values';

/** A request body as sent: its bytes, its `Content-Type` (none when undefined), and why. */
export interface BodyChoice {
  body?: string | Buffer;
  contentType?: string;
  label: string;
}

const JSON_TYPE = 'application/json';

/** Media types that are not plain JSON, or are JSON with a charset or syntax we do not speak. */
export const WRONG_MEDIA_TYPES = [
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json; charset="utf-8"',
  'APPLICATION/JSON',
  'application/json;;',
  'application/json; boundary=x',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'multipart/form-data',
  'application/octet-stream',
  'application/xml',
  'application/vnd.api+json',
  'application/merge-patch+json',
  '*/*',
  'json',
  'text/html; charset=utf-8',
] as const;

/** JSON texts that are not valid JSON, or valid JSON that trips parsers. */
const MALFORMED_JSON = [
  '',
  ' ',
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  'NaN',
  'undefined',
  '\ufeff{}',
  '{"a":1}{"b":2}',
  '{"a":1} trailing',
  '[1,2',
  '"unterminated',
  '{"a":"\\x41"}',
  '{"a":"\\ud800"}',
  '{"\\u0000":1}',
  '{"a":"\\u0000"}',
  '/* comment */ {}',
  '{"a":01}',
  '{"a":1e999}',
  '{"a":-}',
  'nul',
  '\u0000',
  'tru',
  '{"a":1,"a":2,"a":{"__proto__":{}}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
] as const;

/** A JSON text nested `depth` levels: arrays, objects, or both. */
function deepJsonText(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Bytes that are not UTF-8 inside an otherwise valid JSON string. */
const INVALID_UTF8 = Buffer.concat([
  Buffer.from('{"body":"', 'latin1'),
  Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0x00]),
  Buffer.from('"}', 'latin1'),
]);

/** A 1×1 transparent PNG: the smallest image an upload route should accept. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const BOUNDARY = '----fuzzboundary';

/** One multipart part. */
function part(name: string, filename: string | null, type: string, data: Buffer | string): Buffer {
  const disposition = `form-data; name="${name}"${filename === null ? '' : `; filename="${filename}"`}`;
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${type}\r\n\r\n`,
      'latin1',
    ),
    Buffer.isBuffer(data) ? data : Buffer.from(data),
    Buffer.from('\r\n'),
  ]);
}

const CLOSE = Buffer.from(`--${BOUNDARY}--\r\n`);
const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** Multipart bodies for a file upload: a real image, junk files, bad names, broken framing. */
/** The upload a photo route should accept: one 1×1 PNG under `file`. */
export const PNG_UPLOAD: BodyChoice = {
  body: Buffer.concat([part('file', 'dot.png', 'image/png', TINY_PNG), CLOSE]),
  contentType: MULTIPART_TYPE,
  label: 'multipart: a 1×1 PNG',
};

const multipartBodies: fc.Arbitrary<BodyChoice> = fc.oneof(
  fc.constant(PNG_UPLOAD),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => ({
    body: Buffer.concat([part('file', 'junk.png', 'image/png', Buffer.from(bytes)), CLOSE]),
    contentType: MULTIPART_TYPE,
    label: 'multipart: random bytes as a PNG',
  })),
  fc
    .constantFrom(
      '../../etc/passwd',
      'a\u0000.png',
      'x'.repeat(5000),
      '',
      '"quoted".png',
      'é🏰.png',
      'a%00.png',
    )
    .map((filename) => ({
      body: Buffer.concat([part('file', filename, 'image/png', TINY_PNG), CLOSE]),
      contentType: MULTIPART_TYPE,
      label: `multipart: filename ${JSON.stringify(filename.slice(0, 30))}`,
    })),
  fc.constantFrom(
    {
      body: Buffer.concat([part('other', 'x.png', 'image/png', TINY_PNG), CLOSE]),
      contentType: MULTIPART_TYPE,
      label: 'multipart: file under another name',
    },
    {
      body: Buffer.concat([part('file', null, 'text/plain', 'just text'), CLOSE]),
      contentType: MULTIPART_TYPE,
      label: 'multipart: a field, not a file',
    },
    {
      body: Buffer.concat([
        part('file', 'a.png', 'image/png', TINY_PNG),
        part('file', 'b.png', 'image/png', TINY_PNG),
        CLOSE,
      ]),
      contentType: MULTIPART_TYPE,
      label: 'multipart: two files',
    },
    {
      body: part('file', 'a.png', 'image/png', TINY_PNG),
      contentType: MULTIPART_TYPE,
      label: 'multipart: no closing boundary',
    },
    { body: CLOSE, contentType: MULTIPART_TYPE, label: 'multipart: no parts' },
    {
      body: Buffer.concat([part('file', 'a.png', 'image/png', TINY_PNG), CLOSE]),
      contentType: 'multipart/form-data',
      label: 'multipart: no boundary parameter',
    },
    {
      body: Buffer.concat([part('file', 'a.png', 'image/png', TINY_PNG), CLOSE]),
      contentType: 'multipart/form-data; boundary=other',
      label: 'multipart: wrong boundary',
    },
    {
      body: Buffer.from('not multipart at all'),
      contentType: MULTIPART_TYPE,
      label: 'multipart: garbage',
    },
    {
      body: Buffer.concat([
        part(
          'file',
          'a.svg',
          'image/svg+xml',
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
        CLOSE,
      ]),
      contentType: MULTIPART_TYPE,
      label: 'multipart: an SVG with a script',
    },
  ),
);

/** Valid JSON text of a value, shown shortened in labels. */
const jsonText = (value: unknown) => JSON.stringify(value) ?? 'null';

/** A plausible JSON body for one of `schemas`, sent as `application/json`. */
export function plausibleJsonBody(
  schemas: JsonSchema[],
  hints: ValueHints,
): fc.Arbitrary<BodyChoice> {
  return fc
    .constantFrom(...schemas)
    .chain((schema) => plausibleValue(schema, hints))
    .map((value) => ({ body: jsonText(value), contentType: JSON_TYPE, label: 'plausible body' }));
}

/** Bodies for a JSON route: plausible and mutated from its schemas, junk, broken, huge. */
function jsonBodies(schemas: JsonSchema[], hints: ValueHints): fc.Arbitrary<BodyChoice> {
  const schema =
    schemas.length > 0 ? fc.constantFrom(...schemas) : fc.constant<JsonSchema>({ type: 'object' });
  const plausibleText = schema.chain((s) => plausibleValue(s, hints)).map(jsonText);
  const mediaType = fc.oneof(
    { weight: 12, arbitrary: fc.constant<string | undefined>(JSON_TYPE) },
    { weight: 2, arbitrary: fc.constant('application/json; charset=utf-8') },
    { weight: 3, arbitrary: fc.constantFrom<string | undefined>(...WRONG_MEDIA_TYPES, undefined) },
  );
  const asJson = (label: string) => (body: string | Buffer) => ({
    body,
    contentType: JSON_TYPE,
    label,
  });
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.tuple(plausibleText, mediaType).map(([body, contentType]) => ({
        body,
        contentType,
        label: `plausible body as ${contentType ?? 'no content-type'}`,
      })),
    },
    {
      weight: 8,
      arbitrary: schema
        .chain((s) => mutatedObject(s, hints))
        .map((m) => asJson(`body: ${m.label}`)(jsonText(m.value))),
    },
    {
      weight: 2,
      arbitrary: hostileValue.map((value) => asJson('body: a hostile JSON value')(jsonText(value))),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...MALFORMED_JSON)
        .map((text) => asJson(`body: malformed ${JSON.stringify(text.slice(0, 24))}`)(text)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(plausibleText, fc.nat())
        .map(([text, cut]) =>
          asJson('body: truncated JSON')(text.slice(0, cut % Math.max(1, text.length))),
        ),
    },
    {
      weight: 1,
      arbitrary: prototypeObject.map((value) => asJson('body: a prototype key')(jsonText(value))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(33, 100, 10_000, 200_000),
          fc.constantFrom<'array' | 'object'>('array', 'object'),
        )
        .map(([depth, kind]) =>
          asJson(`body: ${kind}s nested ${depth} deep`)(deepJsonText(depth, kind)),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        asJson('body: 1.1 MB of JSON')(jsonText({ body: 'a'.repeat(1_100_000) })),
        asJson('body: 900 KB in one field')(
          jsonText({ body: 'a'.repeat(900_000), message: 'b'.repeat(10), name: 'c' }),
        ),
        asJson('body: invalid UTF-8 bytes')(INVALID_UTF8),
        asJson('body: 33 levels of objects in a field')(jsonText({ data: nestedValue(33, true) })),
      ),
    },
    { weight: 1, arbitrary: fc.constant<BodyChoice>({ label: 'no body' }) },
    {
      weight: 1,
      arbitrary: fc.constant<BodyChoice>({
        contentType: JSON_TYPE,
        label: 'JSON content-type, empty body',
      }),
    },
    { weight: 1, arbitrary: multipartBodies },
  );
}

/**
 * Bodies for a route. A JSON route gets its documented schemas plausible, mutated and broken;
 * a multipart route gets multipart bodies (and JSON, the wrong type); a route that reads no body
 * usually gets none, and sometimes junk of any media type anyway.
 */
export function bodyChoices(
  mediaType: string | undefined,
  schemas: JsonSchema[],
  hints: ValueHints,
): fc.Arbitrary<BodyChoice> {
  if (mediaType?.startsWith('multipart/')) {
    return fc.oneof(
      { weight: 6, arbitrary: multipartBodies },
      { weight: 2, arbitrary: jsonBodies([], hints) },
      { weight: 1, arbitrary: fc.constant<BodyChoice>({ label: 'no body' }) },
    );
  }
  if (mediaType || schemas.length > 0) return jsonBodies(schemas, hints);
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant<BodyChoice>({ label: 'no body' }) },
    { weight: 2, arbitrary: jsonBodies([], hints) },
  );
}
