import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SignJWT, decodeJwt, type JWTPayload } from 'jose';
import { expect } from 'vitest';
import { TEST_JWT_SECRET } from './build-test-app';
import { API_VERSION_HEADERS, uniqueMember, type SessionTokens } from './auth-test-client';

export type Answer = LightMyRequestResponse;

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, instead of `body`. */
  raw?: string;
  contentType?: string;
  token?: string;
  authorization?: string;
}

/** One request through `app.inject`, with the headers auth-js always sends. */
export function send(app: FastifyInstance, call: Call): Promise<Answer> {
  const headers: Record<string, string> = { ...API_VERSION_HEADERS };
  const payload = call.raw ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
  if (payload !== undefined || call.contentType) {
    headers['content-type'] = call.contentType ?? 'application/json;charset=UTF-8';
  }
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.authorization) headers.authorization = call.authorization;
  return app.inject({ method: call.method, url: call.url, headers, payload });
}

function describeAnswer(res: Answer) {
  return `${res.statusCode} ${res.body.slice(0, 300)}`;
}

/** A GoTrue error: the status, `{code, error_code, msg}` (reference §2) and the version header. */
export function expectAuthError(res: Answer, status: number, code?: string) {
  expect(res.statusCode, describeAnswer(res)).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['x-supabase-api-version']).toBe('2024-01-01');
  const body = res.json() as Record<string, unknown>;
  expect(body.code, describeAnswer(res)).toEqual(expect.any(String));
  expect(body.error_code).toBe(body.code);
  expect(body.msg).toEqual(expect.any(String));
  expect(String(body.msg).length).toBeGreaterThan(0);
  if (code) expect(body.code, describeAnswer(res)).toBe(code);
  return body;
}

/** The old OAuth body `{error, error_description}`, always 400 (reference §2). */
export function expectOAuthError(res: Answer, error: string, description?: string) {
  expect(res.statusCode, describeAnswer(res)).toBe(400);
  expect(res.headers['x-supabase-api-version']).toBe('2024-01-01');
  const body = res.json() as Record<string, unknown>;
  expect(body.error).toBe(error);
  expect(body.error_description).toEqual(description ?? expect.any(String));
}

/** Any 4xx in one of the two error shapes: never a 500, never a non-JSON body. */
export function expectClientError(res: Answer) {
  expect(res.statusCode, describeAnswer(res)).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, describeAnswer(res)).toBeLessThan(500);
  const body = res.json() as Record<string, unknown>;
  if ('error' in body && 'error_description' in body) {
    expectOAuthError(res, String(body.error));
  } else {
    expectAuthError(res, res.statusCode);
  }
}

/** A body a bit over the 1 MB limit, as valid JSON. */
export const OVERSIZED_BODY = JSON.stringify({ email: `${'a'.repeat(1024 * 1024)}@example.com` });

/** JSON nested deeper than the server accepts. */
export const DEEP_BODY = `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`;

/**
 * Transport-level bad bodies every JSON endpoint must refuse: [label, raw body, content type,
 * status, code]. Malformed JSON is `bad_json` and an oversized body `request_entity_too_large`
 * (reference §1); the others only need a 4xx in GoTrue's shape.
 */
export const transportCases: [string, string, string | undefined, number, string | undefined][] = [
  ['malformed JSON', '{"email": "a@b.c",', undefined, 400, 'bad_json'],
  ['a truncated body', '{', undefined, 400, 'bad_json'],
  ['a body over 1 MB', OVERSIZED_BODY, undefined, 413, 'request_entity_too_large'],
  ['a text/plain body', '{"email":"a@b.c"}', 'text/plain', 415, undefined],
  ['a form body', 'email=a%40b.c&password=x', 'application/x-www-form-urlencoded', 415, undefined],
  ['JSON nested 40 deep', DEEP_BODY, undefined, 400, undefined],
  ['a NUL character', '{"email":"a\\u0000@b.c","password":"x"}', undefined, 400, undefined],
  ['a __proto__ key', '{"__proto__":{"admin":true},"email":"a@b.c"}', undefined, 400, undefined],
];

/** Top-level JSON values that are not objects. */
export const nonObjectBodies: [string, string][] = [
  ['a top-level array', '[{"email":"a@b.c"}]'],
  ['a top-level string', '"a@b.c"'],
  ['a top-level number', '42'],
  ['a top-level null', 'null'],
];

/** Signs a member up through `/signup` with inject (autoconfirm: a session comes back). */
export async function signUpInject(app: FastifyInstance) {
  const member = uniqueMember('bad');
  const res = await send(app, {
    method: 'POST',
    url: '/auth/v1/signup',
    body: { email: member.email, password: member.password, data: { username: member.username } },
  });
  expect(res.statusCode, res.body).toBe(200);
  const session = res.json() as SessionTokens;
  const claims = decodeJwt(session.access_token);
  return { member, session, claims, userId: session.user.id };
}

/** Signs arbitrary claims as an access token (HS256 with the test secret unless told). */
export function signToken(
  claims: JWTPayload,
  options: { secret?: string; alg?: 'HS256' | 'HS384' | 'HS512'; expiresAt?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setIssuedAt(now - 10)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned token (`alg: none`) with the given claims. */
export function unsignedToken(claims: JWTPayload) {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

/** A valid token whose payload was changed after signing (the signature no longer matches). */
export function tamperedToken(token: string, changes: JWTPayload) {
  const [header, , signature] = token.split('.');
  return `${header}.${base64url({ ...decodeJwt(token), ...changes })}.${signature}`;
}

/** A signed-up member, as `signUpInject` returns it. */
export type Member = Awaited<ReturnType<typeof signUpInject>>;

/** The member's own claims, without the times (so they can be signed again). */
function claimsOf(member: Member): JWTPayload {
  const { iat: _iat, exp: _exp, ...claims } = member.claims;
  return claims;
}

/**
 * Bad `Authorization` headers and what an authenticated route must answer (reference §4):
 * [label, header for the member (undefined: none), status, accepted codes].
 */
export const badTokenCases: [
  string,
  (m: Member) => Promise<string | undefined>,
  number,
  string[],
][] = [
  ['no Authorization header', async () => undefined, 401, ['no_authorization']],
  ['a Basic header', async () => 'Basic YTpi', 401, ['no_authorization']],
  ['an empty Bearer', async () => 'Bearer ', 401, ['no_authorization']],
  ['a Bearer that is not a JWT', async () => 'Bearer not-a-jwt', 403, ['bad_jwt']],
  ['an alg none token', async (m) => `Bearer ${unsignedToken(m.claims)}`, 403, ['bad_jwt']],
  [
    'a token signed with another key',
    async (m) =>
      `Bearer ${await signToken(claimsOf(m), { secret: 'another-secret-another-secret-0123456789' })}`,
    403,
    ['bad_jwt'],
  ],
  [
    'an HS512 token',
    async (m) => `Bearer ${await signToken(claimsOf(m), { alg: 'HS512' })}`,
    403,
    ['bad_jwt'],
  ],
  [
    'an expired token',
    async (m) =>
      `Bearer ${await signToken(claimsOf(m), { expiresAt: Math.floor(Date.now() / 1000) - 60 })}`,
    403,
    ['bad_jwt'],
  ],
  [
    'a tampered payload',
    async (m) => `Bearer ${tamperedToken(m.session.access_token, { role: 'service_role' })}`,
    403,
    ['bad_jwt'],
  ],
  [
    'a non-UUID sub',
    async (m) => `Bearer ${await signToken({ ...claimsOf(m), sub: 'not-a-uuid' })}`,
    403,
    ['bad_jwt'],
  ],
  [
    'no sub (an anon key)',
    async () => `Bearer ${await signToken({ role: 'anon', iss: 'supabase' })}`,
    403,
    ['bad_jwt'],
  ],
  [
    'an unknown user',
    async (m) => `Bearer ${await signToken({ ...claimsOf(m), sub: crypto.randomUUID() })}`,
    403,
    ['user_not_found'],
  ],
  [
    'a session that does not exist',
    async (m) => `Bearer ${await signToken({ ...claimsOf(m), session_id: crypto.randomUUID() })}`,
    403,
    ['session_not_found'],
  ],
  [
    'a non-UUID session_id',
    async (m) => `Bearer ${await signToken({ ...claimsOf(m), session_id: 'nope' })}`,
    403,
    ['bad_jwt', 'session_not_found'],
  ],
];
