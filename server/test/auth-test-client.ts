import { GoTrueClient, type AuthChangeEvent, type SupportedStorage } from '@supabase/auth-js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { createOffsetClock } from '../lib/clock';
import { testConfig, type TestContext } from './build-test-app';

/** The header auth-js sends on every request and GoTrue echoes (reference §1, §2). */
export const API_VERSION_HEADERS = { 'x-supabase-api-version': '2024-01-01' } as const;

export type OffsetClock = ReturnType<typeof createOffsetClock>;

/** A test app with a movable clock, listening on 127.0.0.1 for the real auth-js client. */
export interface AuthServer {
  app: FastifyInstance;
  clock: OffsetClock;
  /** `http://127.0.0.1:<port>/auth/v1` */
  authUrl: string;
  config: AppConfig;
}

/**
 * Config overrides that lift GoTrue's per-IP buckets (every test request comes from 127.0.0.1),
 * so tests about other rules are not cut short by them. The per-email sign-in limit is kept.
 */
export function relaxedIpLimits(): Partial<AppConfig> {
  const auth = testConfig().auth;
  const generous = { max: 100_000, windowSeconds: 300 };
  return {
    auth: {
      ...auth,
      ipLimits: {
        token: generous,
        verify: generous,
        otp: generous,
        mfa: generous,
        passkey: generous,
        anonymous: generous,
        oauthClientRegister: generous,
      },
    },
  };
}

/**
 * Inside a `describeEachDatabase` body: a second app on the same database, built with an offset
 * clock the tests can move, listening on an ephemeral port of 127.0.0.1. Closed after the block.
 */
export function useAuthServer(
  ctx: () => TestContext,
  overrides: Partial<AppConfig> = relaxedIpLimits(),
): () => AuthServer {
  let server: AuthServer | undefined;
  beforeAll(async () => {
    const clock = createOffsetClock();
    const config = testConfig(overrides);
    const app = await buildApp(config, { database: ctx().handle, clock });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    server = { app, clock, authUrl: `${address}/auth/v1`, config };
  }, 60_000);
  afterAll(async () => {
    await server?.app.close();
  }, 30_000);
  return () => {
    if (!server) throw new Error('auth test server is not ready');
    return server;
  };
}

/** Browser-like storage kept in memory, one per client (like one browser profile). */
export function createMemoryStorage(): SupportedStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: async (key) => items.get(key) ?? null,
    setItem: async (key, value) => {
      items.set(key, value);
    },
    removeItem: async (key) => {
      items.delete(key);
    },
  };
}

export interface TestAuthClient {
  auth: GoTrueClient;
  /** Every auth event the client emitted, in order. */
  events: AuthChangeEvent[];
  storage: ReturnType<typeof createMemoryStorage>;
}

/**
 * The official GoTrueClient configured like the web app (PKCE unless told otherwise, persisted
 * session, passkeys on), no timers.
 */
export async function createAuthClient(
  server: Pick<AuthServer, 'authUrl'>,
  flowType: 'pkce' | 'implicit' = 'pkce',
): Promise<TestAuthClient> {
  const storage = createMemoryStorage();
  const auth = new GoTrueClient({
    url: server.authUrl,
    storageKey: 'sb-test-auth-token',
    flowType,
    persistSession: true,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    storage,
    experimental: { passkey: true },
  });
  const events: AuthChangeEvent[] = [];
  // INITIAL_SESSION comes asynchronously after initialize(): wait for it, so `events` then
  // holds only what the test's own calls cause.
  await new Promise<void>((resolve) => {
    auth.onAuthStateChange((event) => {
      events.push(event);
      if (event === 'INITIAL_SESSION') resolve();
    });
  });
  return { auth, events, storage };
}

let sequence = 0;

/** A fresh email address and a valid, unused username. */
export function uniqueMember(prefix = 'fan') {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}${Math.floor(Math.random() * 1e4)}`;
  return {
    email: `${prefix}.${tag}@example.com`,
    username: `${prefix}_${tag}`.slice(0, 30),
    password: 'Castle-Dreams-42',
  };
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** A plain `fetch` to the listening server, with auth-js's version header; parses JSON. */
export async function rawFetch(
  server: AuthServer,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...API_VERSION_HEADERS };
  if (init.body !== undefined) headers['content-type'] = 'application/json;charset=UTF-8';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${server.authUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

/** Tokens of a session answered by `/signup` or `/token`. */
export interface SessionTokens {
  access_token: string;
  refresh_token: string;
  user: { id: string };
}

/** Signs a new member up through `/signup` (autoconfirm: the answer is a session). */
export async function signUpRaw(server: AuthServer, member = uniqueMember()) {
  const res = await rawFetch(server, '/signup', {
    body: { email: member.email, password: member.password, data: { username: member.username } },
  });
  if (res.status !== 200) throw new Error(`signup failed: ${JSON.stringify(res.body)}`);
  return { member, session: res.body as SessionTokens };
}

/** Signs in with the password grant; returns the session tokens. */
export async function signInRaw(server: AuthServer, email: string, password: string) {
  const res = await rawFetch(server, '/token?grant_type=password', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body as SessionTokens;
}
