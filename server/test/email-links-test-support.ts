import { GoTrueClient, type AuthChangeEvent, type SupportedStorage } from '@supabase/auth-js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { createOffsetClock } from '../lib/clock';
import { testConfig, type TestContext } from './build-test-app';
import { listOutboxMail } from '../features/auth/mail/outbox.repository';

/** Test-only helpers of the email-link tests (not imported by the server). */

export interface LiveAuthApp {
  app: FastifyInstance;
  db: Database;
  clock: ReturnType<typeof createOffsetClock>;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `${origin}/auth/v1` */
  authUrl: string;
  config: AppConfig;
}

/** Test config: confirmation mails on (no autoconfirm), per-IP buckets out of the way. */
export function emailLinksConfig(auth: Partial<AppConfig['auth']> = {}): Partial<AppConfig> {
  const base = testConfig().auth;
  const generous = { max: 100_000, windowSeconds: 300 };
  return {
    auth: {
      ...base,
      isAutoconfirm: false,
      ipLimits: { token: generous, verify: generous, otp: generous, mfa: generous },
      ...auth,
    },
  };
}

/**
 * Inside a `describeEachDatabase` body: an app on the block's database with a clock the tests
 * move, listening on 127.0.0.1 for the real auth-js client; closed after the block.
 */
export function useLiveAuthApp(
  ctx: () => TestContext,
  overrides: Partial<AppConfig> = emailLinksConfig(),
): () => LiveAuthApp {
  let live: LiveAuthApp | undefined;
  beforeAll(async () => {
    const clock = createOffsetClock();
    const config = testConfig(overrides);
    const app = await buildApp(config, { database: ctx().handle, clock });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    live = { app, db: ctx().db, clock, origin, authUrl: `${origin}/auth/v1`, config };
  }, 60_000);
  afterAll(async () => {
    await live?.app.close();
  }, 30_000);
  return () => {
    if (!live) throw new Error('live auth app is not ready');
    return live;
  };
}

/** Browser-like storage kept in memory. */
export function memoryStorage(): SupportedStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** The official client, in Node, with its events recorded (INITIAL_SESSION already passed). */
export async function createClient(live: LiveAuthApp, flowType: 'pkce' | 'implicit' = 'pkce') {
  const auth = new GoTrueClient({
    url: live.authUrl,
    storageKey: 'sb-email-links-auth-token',
    flowType,
    persistSession: true,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    storage: memoryStorage(),
  });
  const events: AuthChangeEvent[] = [];
  await new Promise<void>((resolve) => {
    auth.onAuthStateChange((event) => {
      events.push(event);
      if (event === 'INITIAL_SESSION') resolve();
    });
  });
  return { auth, events };
}

let sequence = 0;

/** A fresh address, username and password. */
export function newMember(prefix = 'link') {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}${Math.floor(Math.random() * 1e4)}`;
  return {
    email: `${prefix}.${tag}@example.com`,
    username: `${prefix}_${tag}`.slice(0, 30),
    password: 'Castle-Dreams-42',
  };
}

/** The newest outbox mail to an address (optionally of one kind). */
export async function latestMail(db: Database, to: string, kind?: string) {
  const mails = await listOutboxMail(db, to, 20);
  const mail = mails.find((row) => !kind || row.kind === kind);
  if (!mail) throw new Error(`no ${kind ?? ''} mail to ${to}`);
  return mail;
}

/** How many outbox mails went to an address. */
export async function countMail(db: Database, to: string): Promise<number> {
  return (await listOutboxMail(db, to, 1000)).length;
}

/** The 6-digit code of a mail's text part. */
export function codeOf(text: string): string {
  const code = /Your code: (\d{6})/.exec(text)?.[1];
  if (!code) throw new Error('no code in mail');
  return code;
}

/**
 * Opens a mail link against the listening app (the link names SITE_URL) without following the
 * redirect; answers the status and the parsed Location.
 */
export async function openLink(live: LiveAuthApp, link: string) {
  const url = new URL(link);
  const res = await fetch(`${live.origin}${url.pathname}${url.search}`, { redirect: 'manual' });
  const location = res.headers.get('location');
  return { status: res.status, location: location ? new URL(location) : null };
}

/** The parameters of a URL fragment. */
export const fragmentOf = (url: URL) => new URLSearchParams(url.hash.slice(1));

/** Moves the app's clock forward by seconds. */
export const advance = (live: LiveAuthApp, seconds: number) => live.clock.advance(seconds * 1000);
