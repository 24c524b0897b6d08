import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../plugins/rate-limit.plugin';
import type { Mailer } from '../../mail/mailer';
import type { SessionGate } from './session-gate';
import type { TokenKeys } from './token-keys';

/**
 * What every auth flow needs, built once when the auth routes are registered.
 * Inside a `ctx.db.transaction(tx => …)` callback use only `tx`: PGlite has one connection, so a
 * query on `ctx.db` (or a mail, which writes the outbox) while the transaction is open waits
 * forever. Send mail after the transaction.
 */
export interface AuthContext {
  db: Database;
  config: AppConfig;
  /** The HS256 secret: OAuth state tokens, and access tokens without a key id. */
  secret: Uint8Array;
  /** The keys that sign and verify access tokens. */
  tokenKeys: TokenKeys;
  /** `iss` claim of access tokens: `${SITE_URL}/auth/v1`. */
  issuer: string;
  clock: Clock;
  log: FastifyBaseLogger;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  /** What `/api` and `/realtime` know of sessions: told at once when sessions end here. */
  sessionGate: SessionGate;
}

/** Who made a request, for session rows and MFA challenges. */
export interface RequestInfo {
  ip: string;
  userAgent: string | null;
}

export const nowSeconds = (clock: Clock) => Math.floor(clock.now().getTime() / 1000);
