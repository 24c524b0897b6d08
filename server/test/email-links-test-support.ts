import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import {
  createAuthClient,
  relaxedIpLimits,
  useAuthServer,
  type AuthServer,
} from './auth-test-client';
import type { TestContext } from './build-test-app';
import { listOutboxMail } from '../mail/outbox.repository';

/** Test-only helpers of the email-link tests (not imported by the server). */

export interface LiveAuthApp extends AuthServer {
  db: Database;
  /** `http://127.0.0.1:<port>` */
  origin: string;
}

/** Test config: confirmation mails on (no autoconfirm), per-IP buckets out of the way. */
export function emailLinksConfig(auth: Partial<AppConfig['auth']> = {}): Partial<AppConfig> {
  return { auth: { ...relaxedIpLimits().auth!, isAutoconfirm: false, ...auth } };
}

/**
 * Inside a `describeEachDatabase` body: the auth test server (`useAuthServer`) with the block's
 * database and the site origin at hand.
 */
export function useLiveAuthApp(
  ctx: () => TestContext,
  overrides: Partial<AppConfig> = emailLinksConfig(),
): () => LiveAuthApp {
  const server = useAuthServer(ctx, overrides);
  return () => {
    const live = server();
    return { ...live, db: ctx().db, origin: live.authUrl.replace(/\/auth\/v1$/, '') };
  };
}

/** The official client, in Node, with its events recorded (INITIAL_SESSION already passed). */
export async function createClient(live: LiveAuthApp, flowType: 'pkce' | 'implicit' = 'pkce') {
  const { auth, events } = await createAuthClient(live, flowType);
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
