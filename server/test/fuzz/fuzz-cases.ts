import fc from 'fast-check';
import {
  JUNK_AUTHORIZATION,
  oddHeaders,
  remoteAddress,
  type FuzzRequest,
  type FuzzTarget,
  type PersonaName,
} from './fuzz-requests';
import { hostileUrlPiece, hostileValue, percentEncode } from './hostile-values';
import { joinPairs, type Pair } from './hostile-urls';
import type { JsonSchema } from '../route-discovery';

/**
 * Dates at the edges (issue 26): year 0, the last four-digit year, a five-digit year, the years
 * just outside 1900–2200, and leap days (2024-02-29 exists, 2023-02-29 and 2100-02-29 do not),
 * as days, park-local times and instants. Every route must answer each below 500.
 */
export const EDGE_DATES = [
  '0000-01-01',
  '9999-12-31',
  '10000-01-01',
  '1899-12-31',
  '2201-01-01',
  '2024-02-29',
  '2023-02-29',
  '2100-02-29',
  '0000-01-01T00:00',
  '9999-12-31T23:59',
  '2023-02-29T12:00',
  '9999-12-31T23:59:59Z',
  '+010000-01-01T00:00:00Z',
] as const;

/** Whether a field holds a date: its format, pattern or description says so. */
function isDateField(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  if (schema.format === 'date' || schema.format === 'date-time') return true;
  return /YYYY-MM-DD/.test(schema.description ?? '') || (schema.pattern ?? '').includes('d{4}-');
}

/** The JSON object a request body holds, or null when it holds something else. */
function bodyObject(request: FuzzRequest): Record<string, unknown> | null {
  if (typeof request.body !== 'string') return null;
  try {
    const value: unknown = JSON.parse(request.body);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Requests one step from `base` (the plausible request that got deepest into the route): one
 * query parameter, path parameter or body field made hostile, a body field dropped, another
 * persona, or an odd header; the rest stays as it was, so the change reaches the handler.
 */
export function baseMutations(target: FuzzTarget, base: FuzzRequest): fc.Arbitrary<FuzzRequest> {
  const [basePath = '', baseQuery = ''] = base.url.split('?');
  const pairs = baseQuery ? baseQuery.split('&').map((pair) => pair.split('=') as Pair) : [];
  const object = bodyObject(base);
  const segments = basePath.split('/');
  const paramIndexes = target.path
    .split('/')
    .flatMap((piece, i) => (piece.startsWith(':') || piece === '*' ? [i] : []));
  const mutations: fc.Arbitrary<Omit<Partial<FuzzRequest>, 'labels'> & { labels: string[] }>[] = [
    fc
      .tuple(
        fc.constantFrom<PersonaName>('anonymous', 'junk', 'member', 'service'),
        fc.constantFrom(...JUNK_AUTHORIZATION),
      )
      .map(([persona, junk]) => ({
        persona,
        ...(persona === 'junk' && { junkAuthorization: junk }),
        labels: [
          `as ${persona}${persona === 'junk' ? ` ${JSON.stringify(junk.slice(0, 30))}` : ''}`,
        ],
      })),
    oddHeaders.map((extra) => ({
      headers: { ...base.headers, ...extra.headers },
      labels: extra.labels,
    })),
  ];
  const names = [
    ...new Set([...pairs.map(([key]) => key), ...target.queryParams.map((p) => p.name)]),
  ];
  if (names.length > 0) {
    mutations.push(
      fc.tuple(fc.constantFrom(...names), hostileUrlPiece).map(([key, piece]) => ({
        url: `${basePath}?${joinPairs([...pairs.filter(([k]) => k !== key), [key, piece.encoded]])}`,
        labels: [`?${key} ${piece.label}`],
      })),
    );
  }
  if (paramIndexes.length > 0) {
    mutations.push(
      fc.tuple(fc.constantFrom(...paramIndexes), hostileUrlPiece).map(([index, piece]) => {
        const path = segments
          .map((segment, i) => (i === index ? piece.encoded : segment))
          .join('/');
        return {
          url: baseQuery ? `${path}?${baseQuery}` : path,
          labels: [`${target.path.split('/')[index]} ${piece.label}`],
        };
      }),
    );
  }
  if (object) {
    const keys = Object.keys(object);
    const key =
      keys.length > 0
        ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 10 }))
        : fc.string({ maxLength: 10 });
    mutations.push(
      fc.tuple(key, hostileValue).map(([field, value]) => ({
        body: JSON.stringify({ ...object, [field]: value }),
        labels: [`body field ${JSON.stringify(field)} hostile`],
      })),
    );
    if (keys.length > 0) {
      mutations.push(
        fc.constantFrom(...keys).map((field) => {
          const copy = { ...object };
          delete copy[field];
          return { body: JSON.stringify(copy), labels: [`body field ${field} dropped`] };
        }),
      );
    }
  }
  return fc
    .tuple(fc.oneof(...mutations), remoteAddress)
    .map(([change, address]) => ({ ...base, ...change, remoteAddress: address }));
}

/**
 * Fixed cases every route gets whatever the seed, each from the plausible request `base` with
 * one thing changed: each query parameter set to a NUL, to its first known value followed by
 * a NUL (`pkce_…%00`) and to its first edge values (a cursor in year 0); each date in the query
 * or the body set to each of {@link EDGE_DATES}; each path parameter set to a NUL, a lone surrogate, a bad escape and
 * an over-long value; and, where a body may be read, the classic bad bodies (wrong media types,
 * empty, malformed, prototype keys, NUL, too deep, not an object). A lone surrogate in a query
 * is left to the random runs: the query parser keeps such an escape as text.
 */
export function classicRequests(target: FuzzTarget, base: FuzzRequest): FuzzRequest[] {
  const [basePath = '', baseQuery = ''] = base.url.split('?');
  const pairs = baseQuery ? baseQuery.split('&').map((pair) => pair.split('=') as Pair) : [];
  const cases: FuzzRequest[] = [];
  const withUrl = (url: string, label: string): FuzzRequest => ({ ...base, url, labels: [label] });
  for (const param of target.queryParams) {
    const known = (target.hints.fieldValues?.[param.name] ?? [])
      .slice(0, 1)
      .map((value) => `${percentEncode(value)}%00`);
    const edges = (target.hints.edgeValues?.[param.name] ?? []).slice(0, 2).map(percentEncode);
    for (const value of ['%00', ...known, ...edges]) {
      const query = joinPairs([
        ...pairs.filter(([key]) => key !== param.name),
        [param.name, value],
      ]);
      cases.push(withUrl(`${basePath}?${query}`, `?${param.name}=${value}`));
    }
  }
  // Each date alone, and all of a route's dates at once (a range whose ends are both in year
  // 9999 gets past "from and to go together").
  const dateParams = target.queryParams.filter((p) => isDateField(p.schema)).map((p) => p.name);
  const dateSets =
    dateParams.length > 1 ? [...dateParams.map((n) => [n]), dateParams] : [dateParams];
  for (const names of dateSets.filter((set) => set.length > 0)) {
    for (const value of EDGE_DATES) {
      const query = joinPairs([
        ...pairs.filter(([key]) => !names.includes(key)),
        ...names.map((name): Pair => [name, percentEncode(value)]),
      ]);
      cases.push(withUrl(`${basePath}?${query}`, `?${names.join('&')}=${value} (edge date)`));
    }
  }
  const object = bodyObject(base);
  const dateFields = new Set(
    target.bodySchemas.flatMap((schema) =>
      Object.entries(schema.properties ?? {}).flatMap(([key, field]) =>
        isDateField(field) || (field.anyOf ?? []).some(isDateField) ? [key] : [],
      ),
    ),
  );
  const fieldSets = [...dateFields].map((field) => [field]);
  if (dateFields.size > 1) fieldSets.push([...dateFields]);
  for (const fields of object ? fieldSets : []) {
    for (const value of EDGE_DATES) {
      const dates = Object.fromEntries(fields.map((field) => [field, value]));
      cases.push({
        ...base,
        body: JSON.stringify({ ...object, ...dates }),
        labels: [`body ${fields.join(', ')} = ${value} (edge date)`],
      });
    }
  }
  const segments = target.path.split('/');
  const baseSegments = basePath.split('/');
  segments.forEach((segment, index) => {
    if (!segment.startsWith(':') && segment !== '*') return;
    for (const value of ['%00', '%ED%A0%80', '%ZZ', 'x'.repeat(101)]) {
      const path = baseSegments.map((piece, i) => (i === index ? value : piece)).join('/');
      cases.push(
        withUrl(
          baseQuery ? `${path}?${baseQuery}` : path,
          `${segment} = ${value.length > 20 ? `${value.slice(0, 5)}…` : value}`,
        ),
      );
    }
  });
  if (!['GET', 'HEAD'].includes(target.method)) {
    const bodies: [string, string | undefined, string][] = [
      ['{"a":1}', 'text/plain', 'text/plain body'],
      [
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
        'multipart/form-data; boundary=x',
        'multipart body',
      ],
      ['{"a":1}', undefined, 'JSON with no content-type'],
      ['{"a":"\u00e9"}', 'application/json; charset=latin1', 'JSON with a latin1 charset'],
      ['', 'application/json', 'empty JSON body'],
      ['{', 'application/json', 'malformed JSON'],
      ['{"__proto__":{"isAdmin":true}}', 'application/json', '__proto__ key'],
      [
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        'application/json',
        'constructor.prototype keys',
      ],
      ['{"a":"\\u0000"}', 'application/json', 'NUL in a string'],
      ['{"a":"\\ud800"}', 'application/json', 'lone surrogate in a string'],
      [`${'['.repeat(40)}${']'.repeat(40)}`, 'application/json', 'nested 40 deep'],
      ['[]', 'application/json', 'an array body'],
    ];
    for (const [body, contentType, label] of bodies) {
      const headers = { ...base.headers };
      delete headers['content-type'];
      if (contentType) headers['content-type'] = contentType;
      cases.push({ ...base, headers, body, labels: [label] });
    }
  }
  return cases;
}
