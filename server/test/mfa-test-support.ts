import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { createOffsetClock } from '../lib/clock';
import { testConfig } from './build-test-app';
import { createTestDatabase, testEngines } from './test-database';
import { base32Decode } from '../features/auth/mfa/base32';
import { generateTotp } from '../features/auth/mfa/totp';

/** What an MFA test block works with (test-only helpers; the server never imports this file). */
export interface MfaTestContext {
  app: FastifyInstance;
  db: Database;
  clock: ReturnType<typeof createOffsetClock>;
  config: AppConfig;
  /** `http://127.0.0.1:<port>/auth/v1` when the app listens. */
  authUrl: string;
}

/** Test config whose per-IP buckets never get in the way (every request is from 127.0.0.1). */
export function mfaTestConfig(ipLimitMfa = 100_000): AppConfig {
  const base = testConfig();
  const generous = { max: 100_000, windowSeconds: 300 };
  return {
    ...base,
    auth: {
      ...base.auth,
      ipLimits: {
        token: generous,
        verify: generous,
        otp: generous,
        mfa: { max: ipLimitMfa, windowSeconds: 60 },
        passkey: generous,
        anonymous: generous,
        oauthClientRegister: generous,
      },
    },
  };
}

/**
 * Declares `body` once per test engine, with an app on a fresh database, an offset clock the
 * tests can move, listening on an ephemeral port of 127.0.0.1.
 */
export function describeMfa(
  title: string,
  body: (context: () => MfaTestContext) => void,
  config: AppConfig = mfaTestConfig(),
): void {
  describe.each(testEngines)(`${title} [%s]`, (engine) => {
    let context: MfaTestContext | undefined;
    let handle: DatabaseHandle | undefined;
    beforeAll(async () => {
      handle = await createTestDatabase(engine);
      const clock = createOffsetClock();
      const app = await buildApp(config, { database: handle, clock });
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      context = { app, db: handle.db, clock, config, authUrl: `${address}/auth/v1` };
    }, 60_000);
    afterAll(async () => {
      await context?.app.close();
      await handle?.close();
    }, 30_000);
    body(() => {
      if (!context) throw new Error('test app is not ready');
      return context;
    });
  });
}

/** A GoTrue error body (reference §2). */
export interface ErrorBody {
  code?: string;
  message?: string;
}

/** Status and parsed body of an injected request. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  /** The answer, or the error body when the request was refused. */
  body: T & ErrorBody;
}

/** An `/auth/v1` request through `inject`, with auth-js's version header. */
export async function authRequest<T = Record<string, unknown>>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown; ip?: string; rawBody?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'x-supabase-api-version': '2024-01-01' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  const res = await app.inject({
    method,
    url: `/auth/v1${path}`,
    headers,
    remoteAddress: options.ip ?? '127.0.0.1',
    ...(hasBody ? { payload: options.rawBody ?? JSON.stringify(options.body) } : {}),
  });
  return { status: res.statusCode, body: (res.body ? res.json() : {}) as T & ErrorBody };
}

/** The session part of a token response. */
export interface TestSession {
  access_token: string;
  refresh_token: string;
  user: { id: string; email: string; factors?: { id: string; status: string }[] };
}

let sequence = 0;

/** A fresh member's credentials (valid email, username and password). */
export function newMember() {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}${Math.floor(Math.random() * 1e4)}`;
  return {
    email: `mfa.${tag}@example.com`,
    password: 'Castle-Dreams-42',
    username: `mfa_${tag}`.slice(0, 30),
  };
}

/** Signs a new member up (autoconfirm, so the answer is a session). */
export async function signUpMember(app: FastifyInstance) {
  const member = newMember();
  const res = await authRequest<TestSession>(app, 'POST', '/signup', {
    body: { email: member.email, password: member.password, data: { username: member.username } },
  });
  if (res.status !== 200) throw new Error(`signup failed: ${JSON.stringify(res.body)}`);
  return { member, session: res.body };
}

/** Signs in with the password grant (a new aal1 session). */
export async function signInMember(app: FastifyInstance, email: string, password: string) {
  const res = await authRequest<TestSession>(app, 'POST', '/token?grant_type=password', {
    body: { email, password },
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The TOTP code an authenticator app would show for `secret` at `timeMs`. */
export function totpCode(secret: string, timeMs: number): string {
  return generateTotp(base32Decode(secret), timeMs);
}

/** A 6-digit code that is none of the codes within ±2 steps of `timeMs`. */
export function wrongTotpCode(secret: string, timeMs: number): string {
  const near = new Set([-2, -1, 0, 1, 2].map((step) => totpCode(secret, timeMs + step * 30_000)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!near.has(candidate)) return candidate;
  }
}

/** The answer of `POST /factors`. */
export interface Enrolled {
  id: string;
  type: string;
  friendly_name: string;
  totp: { qr_code: string; secret: string; uri: string };
}

/** A UUID in its hyphenated form. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Requests of the MFA endpoints against a test block's app. */
export function mfaHelpers(ctx: () => MfaTestContext) {
  const enroll = (token: string, body: Record<string, unknown> = { factor_type: 'totp' }) =>
    authRequest<Enrolled>(ctx().app, 'POST', '/factors', { token, body });
  const challenge = (token: string, factorId: string, ip?: string) =>
    authRequest<{ id: string; type: string; expires_at: number }>(
      ctx().app,
      'POST',
      `/factors/${factorId}/challenge`,
      { token, body: { factorId }, ip },
    );
  const verify = (token: string, factorId: string, body: Record<string, unknown>, ip?: string) =>
    authRequest<TestSession & Record<string, unknown>>(
      ctx().app,
      'POST',
      `/factors/${factorId}/verify`,
      { token, body, ip },
    );
  const unenroll = (token: string, factorId: string) =>
    authRequest(ctx().app, 'DELETE', `/factors/${factorId}`, { token });
  const now = () => ctx().clock.now().getTime();

  /** A member with a verified TOTP factor; `session` is the aal2 session. */
  async function memberWithVerifiedFactor() {
    const { member, session } = await signUpMember(ctx().app);
    const factor = (await enroll(session.access_token)).body;
    const ch = (await challenge(session.access_token, factor.id)).body;
    const res = await verify(session.access_token, factor.id, {
      challenge_id: ch.id,
      code: totpCode(factor.totp.secret, now()),
    });
    expect(res.status).toBe(200);
    return { member, factor, session: res.body };
  }
  return { enroll, challenge, verify, unenroll, now, memberWithVerifiedFactor };
}
