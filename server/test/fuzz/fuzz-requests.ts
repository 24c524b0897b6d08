import fc from 'fast-check';
import type { JsonSchema } from '../route-discovery';
import { bodyChoices, plausibleJsonBody, PNG_UPLOAD, type BodyChoice } from './hostile-bodies';
import {
  joinPairs,
  pathChoices,
  plausibleQueryPairs,
  queryChoices,
  type ParamSpec,
  type UrlChoice,
} from './hostile-urls';
import type { ValueHints } from './schema-values';

/** Who sends a request: nobody, a signed-in member, the service role, or a broken token. */
export type PersonaName = 'anonymous' | 'member' | 'service' | 'junk';

export const PERSONAS: readonly PersonaName[] = ['anonymous', 'member', 'service', 'junk'];

/** The part of the app a path belongs to, which decides the error shape it must answer in. */
export type Surface = 'api' | 'auth' | 'other';

/** Everything the fuzzer knows about one route (one method and path). */
export interface FuzzTarget {
  surface: Surface;
  method: string;
  /** The Fastify path (`/api/posts/:id`). */
  path: string;
  /** A name for reports: the operationId when there is one. */
  name: string;
  pathParams: ParamSpec[];
  queryParams: ParamSpec[];
  /** The documented media type of the body, if any. */
  mediaType?: string;
  /** Schemas a body may follow (documented, or the auth contracts' for `/auth/v1`). */
  bodySchemas: JsonSchema[];
  hints: ValueHints;
}

/** One request as the fuzzer sends it. */
export interface FuzzRequest {
  method: string;
  /** Path and query, encoded: `/api/posts/%00?limit=2`. */
  url: string;
  persona: PersonaName;
  /** The `Authorization` header of the junk persona. */
  junkAuthorization?: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  remoteAddress: string;
  /** What is hostile in it, for the report. */
  labels: string[];
}

/** `Authorization` values no server should accept. */
export const JUNK_AUTHORIZATION = [
  'Bearer',
  'Bearer ',
  'Bearer not-a-jwt',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZSI6InNlcnZpY2Vfcm9sZSJ9.',
  'Basic YTpi',
  'Token abc',
  `Bearer ${'a'.repeat(8_000)}`,
  'Bearer eyJhbGciOiJIUzI1NiJ9.e30.%00',
  'Bearer \t',
] as const;

/** Headers a client may send that the app reads (or that its plugins read). */
const ODD_HEADERS: Record<string, string>[] = [
  { accept: 'text/html' },
  { accept: 'application/xml;q=1, */*;q=0' },
  { 'accept-encoding': 'gzip, deflate, br' },
  { 'accept-encoding': 'identity;q=0, *;q=0' },
  { 'accept-encoding': 'x'.repeat(2_000) },
  { 'x-request-id': 'x'.repeat(5_000) },
  { 'x-request-id': '' },
  { 'x-supabase-api-version': '1999-99-99' },
  { apikey: 'not-a-key' },
  { origin: 'null' },
  { origin: 'http://evil.example' },
  { cookie: 'a=b; __proto__=x; sb-access-token=junk' },
  { 'if-none-match': '*' },
  { 'if-modified-since': 'not a date' },
  { 'x-forwarded-for': '::1, 300.1.1.1, junk' },
  { 'x-forwarded-host': 'evil.example' },
  { range: 'bytes=0-0,-1' },
];

/** Where a request comes from: varied, so per-address rate limits do not hide handlers. */
export const remoteAddress = fc.oneof(
  fc
    .tuple(fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 }))
    .map(([a, b, c]) => `10.${a}.${b}.${c}`),
  fc.nat(0xffff).map((n) => `fd00::${n.toString(16)}`),
);

type HeaderChoice = { headers: Record<string, string>; labels: string[] };

/** Usually no extra header; sometimes one the app or its plugins read, with an odd value. */
export const oddHeaders: fc.Arbitrary<HeaderChoice> = fc.oneof(
  { weight: 8, arbitrary: fc.constant<HeaderChoice>({ headers: {}, labels: [] }) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(...ODD_HEADERS)
      .map((headers) => ({ headers, labels: [`header ${Object.keys(headers)[0]}`] })),
  },
);

/** The parts a request is made of, before they are put together. */
interface RequestParts {
  path: UrlChoice;
  query: UrlChoice;
  body: BodyChoice;
  persona: PersonaName;
  junkAuthorization: string;
  extra: { headers: Record<string, string>; labels: string[] };
  remoteAddress: string;
}

/** Puts the parts of a request together. */
export function assembleRequest(
  target: Pick<FuzzTarget, 'method'>,
  parts: RequestParts,
): FuzzRequest {
  const headers: Record<string, string> = { ...parts.extra.headers };
  if (parts.body.contentType !== undefined) headers['content-type'] = parts.body.contentType;
  return {
    method: target.method,
    url: parts.query.text ? `${parts.path.text}?${parts.query.text}` : parts.path.text,
    persona: parts.persona,
    ...(parts.persona === 'junk' && { junkAuthorization: parts.junkAuthorization }),
    headers,
    ...(parts.body.body !== undefined && { body: parts.body.body }),
    remoteAddress: parts.remoteAddress,
    labels: [
      ...parts.path.labels,
      ...parts.query.labels,
      ...(parts.body.label === 'no body' ? [] : [parts.body.label]),
      ...parts.extra.labels,
      ...(parts.persona === 'junk'
        ? [`authorization ${JSON.stringify(parts.junkAuthorization.slice(0, 30))}`]
        : []),
    ],
  };
}

/**
 * Hostile requests to one route: each part (path parameters, query, body, headers) drawn from
 * its own arbitrary, so one request usually carries one or two hostile things and otherwise
 * plausible values; sent as the personas in `weights` (those that get past the route's guard
 * weigh more).
 */
export function fuzzRequests(
  target: FuzzTarget,
  weights: Record<PersonaName, number>,
): fc.Arbitrary<FuzzRequest> {
  const personas = PERSONAS.filter((p) => weights[p] > 0).map((p) => ({
    weight: weights[p],
    arbitrary: fc.constant(p),
  }));
  return fc
    .record({
      path: pathChoices(target.path, target.pathParams, target.hints),
      query: queryChoices(target.queryParams, target.hints),
      body: bodyChoices(target.mediaType, target.bodySchemas, target.hints),
      persona: fc.oneof(...personas),
      junkAuthorization: fc.constantFrom(...JUNK_AUTHORIZATION),
      extra: oddHeaders,
      remoteAddress,
    })
    .map((parts) => assembleRequest(target, parts));
}

/** A plausible body for a target: a schema-valid-ish JSON object, or a tiny PNG upload. */
function plausibleBody(target: FuzzTarget, hints: ValueHints, seed: number): BodyChoice {
  if (target.mediaType?.startsWith('multipart/')) return PNG_UPLOAD;
  if (target.bodySchemas.length === 0) return { label: 'no body' };
  const [body] = fc.sample(plausibleJsonBody(target.bodySchemas, hints), { seed, numRuns: 1 });
  return body ?? { label: 'no body' };
}

/**
 * A plausible request (nothing hostile) as `persona`: what probes send, and the base of the
 * fixed cases. With `onlyKnown`, fields take only their known values and optional query
 * parameters without any are left out; without it, any plausible value.
 */
export function plausibleRequest(
  target: FuzzTarget,
  persona: PersonaName,
  seed: number,
  onlyKnown: boolean,
): FuzzRequest {
  const hints = { ...target.hints, onlyKnown };
  const [path] = fc.sample(
    pathChoices(target.path, target.pathParams, hints).filter((p) => p.labels.length === 0),
    { seed, numRuns: 1 },
  );
  const [pairs] = fc.sample(plausibleQueryPairs(target.queryParams, hints), { seed, numRuns: 1 });
  return assembleRequest(target, {
    path: path ?? { text: target.path, labels: [] },
    query: { text: joinPairs(pairs ?? []), labels: [] },
    body: plausibleBody(target, hints, seed),
    persona,
    junkAuthorization: 'Bearer not-a-jwt',
    extra: { headers: {}, labels: [] },
    remoteAddress: '10.0.0.1',
  });
}
