import path from 'node:path';
import type { JWK } from 'jose';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../common/features/auth/password-rules';
import { isTimeZone } from '../common/features/activity/activity-dates';
import {
  PASSWORD_RESET_LIMIT,
  SIGN_IN_FAILURE_LIMIT,
  TELEMETRY_RATE_LIMIT,
} from '../common/limits';
import {
  DEFAULT_DATABASE_LIMITS,
  type DatabaseLimits,
  type DatabasePooling,
} from './db/database-limits';
import { parseStorageUrl, type StorageSettings } from './features/uploads/storage-url';
import { parseJwtKeys } from './lib/jwt-keys';
import { fromProjectRoot } from './lib/project-root';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A variable set to blank text (`PORT=`) counts as unset, so it gets its default. */
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A whole number with a default, a blank value counting as unset. */
const positiveInt = (fallback: number, min: number, max: number) =>
  z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`)
      .default(fallback),
  );

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Every environment variable the server reads. This is the only place `process.env` is read.
 * Each entry documents itself; the README lists the same variables.
 */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
  ),
  HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_LISTEN_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_POOLING: z.preprocess(
    blankAsUnset,
    z.enum(['session', 'transaction']).default('session'),
  ),
  DATABASE_POOL_SIZE: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(1).max(200).default(10),
  ),
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt(
    DEFAULT_DATABASE_LIMITS.statementTimeoutMs,
    0,
    3_600_000,
  ),
  DATABASE_LOCK_TIMEOUT_MS: positiveInt(DEFAULT_DATABASE_LIMITS.lockTimeoutMs, 0, 3_600_000),
  HEALTH_DATABASE_TIMEOUT_MS: positiveInt(2000, 100, 60_000),
  METRICS_TOKEN: optionalText.pipe(
    z
      .string()
      .min(16, 'must be at least 16 characters (it guards the metrics)')
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .optional(),
  ),
  STORAGE_URL: optionalText,
  STORAGE_ACCESS_KEY_ID: optionalText,
  STORAGE_SECRET_ACCESS_KEY: optionalText,
  HTTP_CONNECTION_TIMEOUT_MS: positiveInt(60_000, 1000, 3_600_000),
  HTTP_HEADERS_TIMEOUT_MS: positiveInt(15_000, 1000, 600_000),
  HTTP_REQUEST_TIMEOUT_MS: positiveInt(120_000, 1000, 3_600_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: positiveInt(65_000, 1000, 600_000),
  HTTP_MAX_REQUESTS_PER_SOCKET: positiveInt(1000, 1, 1_000_000),
  HEAVY_ROUTE_RATE_LIMIT_PER_MINUTE: positiveInt(300, 1, 1_000_000),
  SITE_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, message: 'must be an absolute http:// or https:// URL' })
      .optional(),
  ),
  JWT_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  JWT_KEYS: optionalText.transform((text, context) => {
    if (text === undefined) return undefined;
    try {
      return parseJwtKeys(text);
    } catch (err) {
      context.addIssue({ code: 'custom', message: (err as Error).message });
      return z.NEVER;
    }
  }),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/.+/, 'must look like smtp://user:pass@host:587')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().default('Magic Community <no-reply@localhost>'),
  LOG_LEVEL: z
    .enum(logLevels, { message: `must be one of ${logLevels.join(', ')}` })
    .default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  AUTH_ACCESS_TOKEN_TTL_SECONDS: positiveInt(3600, 300, 7 * 86_400),
  AUTH_REFRESH_REUSE_INTERVAL_SECONDS: positiveInt(10, 0, 3600),
  AUTH_DISABLE_SIGNUP: booleanFlag.default(false),
  AUTH_AUTOCONFIRM: z.preprocess(blankAsUnset, booleanFlag.optional()),
  AUTH_PASSWORD_MIN_LENGTH: positiveInt(PASSWORD_MIN_LENGTH, 6, PASSWORD_MAX_LENGTH),
  AUTH_SIGNIN_FAILURES_MAX: positiveInt(SIGN_IN_FAILURE_LIMIT.max, 1, 1_000_000),
  AUTH_SIGNIN_FAILURES_WINDOW_SECONDS: positiveInt(SIGN_IN_FAILURE_LIMIT.windowSeconds, 1, 86_400),
  AUTH_RECOVER_MAX: positiveInt(PASSWORD_RESET_LIMIT.max, 1, 1_000_000),
  AUTH_RECOVER_WINDOW_SECONDS: positiveInt(PASSWORD_RESET_LIMIT.windowSeconds, 1, 86_400),
  AUTH_RATE_LIMIT_TOKEN_PER_5_MIN: positiveInt(150, 1, 10_000_000),
  AUTH_PASSKEY_ENABLED: booleanFlag.default(true),
  AUTH_MFA_WEBAUTHN_ENABLED: booleanFlag.default(true),
  AUTH_ANONYMOUS_ENABLED: booleanFlag.default(false),
  AUTH_RATE_LIMIT_ANONYMOUS_PER_HOUR: positiveInt(30, 1, 10_000_000),
  AUTH_OAUTH_SERVER_ENABLED: booleanFlag.default(false),
  AUTH_OAUTH_SERVER_ALLOW_DYNAMIC_REGISTRATION: booleanFlag.default(false),
  AUTH_OAUTH_SERVER_AUTHORIZATION_PATH: z
    .string()
    .trim()
    .regex(/^\/[A-Za-z0-9/_-]*$/, 'must be a path of the web app such as /oauth/consent')
    .default('/oauth/consent'),
  AUTH_RATE_LIMIT_OAUTH_CLIENT_REGISTER_PER_HOUR: positiveInt(10, 1, 10_000_000),
  AUTH_RATE_LIMIT_PASSKEY_PER_5_MIN: positiveInt(30, 1, 10_000_000),
  WEBAUTHN_RP_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9.-]+$/i, 'must be a host name such as magic-community.example')
      .optional(),
  ),
  WEBAUTHN_RP_ORIGINS: optionalText.pipe(
    z
      .string()
      .transform((text) => text.split(',').map((origin) => origin.trim().replace(/\/+$/, '')))
      .pipe(
        z
          .array(z.url({ protocol: /^https?$/, message: 'must list http:// or https:// origins' }))
          .min(1),
      )
      .optional(),
  ),
  WEBAUTHN_RP_NAME: z.string().trim().min(1).default('Magic Community'),
  AUTH_RATE_LIMIT_VERIFY_PER_5_MIN: positiveInt(30, 1, 10_000_000),
  AUTH_RATE_LIMIT_OTP_PER_5_MIN: positiveInt(30, 1, 10_000_000),
  AUTH_RATE_LIMIT_MFA_PER_MINUTE: positiveInt(15, 1, 10_000_000),
  AUTH_EMAIL_MIN_INTERVAL_SECONDS: positiveInt(60, 0, 3600),
  AUTH_MANUAL_LINKING_ENABLED: booleanFlag.default(false),
  REALTIME_MAX_CONNECTIONS_PER_IP: positiveInt(50, 1, 1_000_000),
  TELEMETRY_RATE_LIMIT_PER_MINUTE: positiveInt(TELEMETRY_RATE_LIMIT.max, 1, 1_000_000),
  JOBS_POLL_INTERVAL_MS: positiveInt(5000, 10, 3_600_000),
  SITE_TIME_ZONE: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .refine(isTimeZone, 'must be an IANA time zone name such as America/New_York')
      .default('America/New_York'),
  ),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(0).max(120_000).default(10_000),
  ),
  CLOCK_START: optionalText.pipe(
    z.iso
      .datetime({ offset: true, message: 'must be an ISO instant such as 2027-01-15T11:00:00Z' })
      .optional(),
  ),
});

/** OAuth providers the auth service can offer; each is on when its client id and secret are set. */
export const OAUTH_PROVIDER_NAMES = ['github', 'google', 'gitlab', 'discord'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDER_NAMES)[number];

const absoluteUrl = optionalText.pipe(
  z
    .url({ protocol: /^https?$/, message: 'must be an absolute http:// or https:// URL' })
    .optional(),
);

/** `AUTH_EXTERNAL_<PROVIDER>_CLIENT_ID`, `_SECRET`, and the optional `_URL` and `_REDIRECT_URI`. */
const oauthEnvironmentSchema = z.object(
  Object.fromEntries(
    OAUTH_PROVIDER_NAMES.flatMap((name) => {
      const prefix = `AUTH_EXTERNAL_${name.toUpperCase()}`;
      return [
        [`${prefix}_CLIENT_ID`, optionalText],
        [`${prefix}_SECRET`, optionalText],
        [`${prefix}_URL`, absoluteUrl],
        [`${prefix}_REDIRECT_URI`, absoluteUrl],
      ];
    }),
  ) as Record<string, typeof optionalText>,
);

/** One configured OAuth provider. */
export interface OAuthProviderConfig {
  clientId: string;
  secret: string;
  /** Replaces the origin of the provider's endpoints (self-hosted GitLab, GitHub Enterprise). */
  url: string | undefined;
  /** Where the provider sends the browser back; default `${SITE_URL}/auth/v1/callback`. */
  redirectUri: string;
}

function readOAuthProviders(
  env: Record<string, string | undefined>,
  siteUrl: string,
): Partial<Record<OAuthProviderName, OAuthProviderConfig>> {
  const parsed = oauthEnvironmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data as Record<string, string | undefined>;
  const providers: Partial<Record<OAuthProviderName, OAuthProviderConfig>> = {};
  for (const name of OAUTH_PROVIDER_NAMES) {
    const prefix = `AUTH_EXTERNAL_${name.toUpperCase()}`;
    const clientId = values[`${prefix}_CLIENT_ID`];
    const secret = values[`${prefix}_SECRET`];
    if (!clientId && !secret) continue;
    if (!clientId || !secret) {
      throw new ConfigError(
        `Invalid configuration: ${prefix}_CLIENT_ID and ${prefix}_SECRET must be set together`,
      );
    }
    providers[name] = {
      clientId,
      secret,
      url: values[`${prefix}_URL`]?.replace(/\/+$/, ''),
      redirectUri: values[`${prefix}_REDIRECT_URI`] ?? `${siteUrl}/auth/v1/callback`,
    };
  }
  return providers;
}

/** The server's configuration, resolved and validated. */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute directory for the embedded database, uploads and generated secrets. */
  dataDir: string;
  /** PostgreSQL connection string; absent means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * A direct PostgreSQL connection string for what holds a session (LISTEN, migrations); absent
   * means `databaseUrl`. Needed when `databaseUrl` is a PgBouncer in transaction pooling.
   */
  databaseListenUrl: string | undefined;
  /** `transaction`: `databaseUrl` pools per transaction (PgBouncer); see `docs/pgbouncer.md`. */
  databasePooling: DatabasePooling;
  databasePoolSize: number;
  /**
   * `statement_timeout` and `lock_timeout` of the app's PostgreSQL connections (0: none); past
   * them a request is answered 503 with `Retry-After`. PGlite cannot apply them.
   */
  databaseLimits: DatabaseLimits;
  /**
   * How long `/healthz` waits for its database ping before it answers: a slower ping reads as
   * a busy database (200), or as down (503) while an outage is going on.
   */
  healthDatabaseTimeoutMs: number;
  /**
   * The bearer token of `GET /metrics` (Prometheus format); unset (the default), there is no
   * such route, so the figures are never public by accident.
   */
  metricsToken: string | undefined;
  /**
   * Where photos are kept: `${dataDir}/uploads` (the default) or an S3-compatible bucket
   * (`STORAGE_URL`), which several app processes on several hosts can share.
   */
  storage: StorageSettings;
  /** Timeouts and limits of the HTTP server's connections. */
  http: HttpLimits;
  /**
   * Requests to heavy routes (the OpenAPI document, sitemaps, the search page) one address may
   * make a minute without signing in.
   */
  heavyRoutesPerMinute: number;
  /** Public origin of the site, used in links and canonical URLs (no trailing slash). */
  siteUrl: string;
  /**
   * The site's time zone (IANA name), in which days begin and end for activity summaries;
   * Walt Disney World's own by default.
   */
  siteTimeZone: string;
  /** HS256 secret for access tokens; when absent one is generated and kept in `dataDir`. */
  jwtSecret: string | undefined;
  /**
   * The access tokens' signing and verifying keys (`JWT_KEYS`, GoTrue's `GOTRUE_JWT_KEYS`
   * format); when absent an ES256 pair is generated and kept in `dataDir`.
   */
  jwtKeys: JWK[] | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: (typeof logLevels)[number];
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  /** Open `/realtime` sockets one client address may hold on one process. */
  realtimeMaxConnectionsPerIp: number;
  /** Browser error reports and log entries (`/api/errors`, `/api/logs`) one address may send a minute. */
  telemetryPerMinute: number;
  /** Longest wait of the job runner between two looks for due jobs (a due job wakes it sooner). */
  jobsPollIntervalMs: number;
  /** The auth service (`/auth/v1`): lifetimes, switches and rate limits. */
  auth: AuthConfig;
  /** Directory of the built web app (`vite build` output). */
  webDistDir: string;
  /** Serve the built web app and the SPA fallback (off in API-only tests). */
  serveWeb: boolean;
  /**
   * `CLOCK_START`: the app's clock reads this instant until the server listens, then runs on in
   * real time (browser tests of reminders); never in production. Absent: the system clock.
   */
  clockStart: Date | undefined;
}

/** Timeouts and limits of the HTTP server's connections (Node's `http.Server`). */
export interface HttpLimits {
  /** A connection with no byte read or written this long is closed. */
  connectionTimeoutMs: number;
  /** A request whose headers have not all arrived this long after it began gets 408. */
  headersTimeoutMs: number;
  /** A request (headers and body) that has not all arrived this long after it began gets 408. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this long (above a proxy's idle timeout). */
  keepAliveTimeoutMs: number;
  /** Requests one connection may carry; the last is answered with `Connection: close`. */
  maxRequestsPerSocket: number;
}

/** Settings of the GoTrue-compatible auth service; defaults follow the spec and GoTrue. */
export interface AuthConfig {
  accessTokenTtlSeconds: number;
  /** A revoked refresh token may still be exchanged this long after its rotation. */
  refreshReuseIntervalSeconds: number;
  isSignupDisabled: boolean;
  /** Accounts are confirmed at once (default when no SMTP server is configured). */
  isAutoconfirm: boolean;
  /**
   * Shortest password the server accepts (GoTrue's `GOTRUE_PASSWORD_MIN_LENGTH`), answered with
   * `weak_password`. The web's own rule stays spec §5's 8 characters.
   */
  passwordMinLength: number;
  /** Failed sign-ins allowed per email per window (spec §9: 5 per 15 minutes). */
  signInFailures: { max: number; windowSeconds: number };
  /** Password reset requests per email per window (spec §9: 3 per hour). */
  recoverRequests: { max: number; windowSeconds: number };
  /** Per-IP limits of GoTrue's buckets. */
  ipLimits: {
    token: { max: number; windowSeconds: number };
    verify: { max: number; windowSeconds: number };
    otp: { max: number; windowSeconds: number };
    mfa: { max: number; windowSeconds: number };
    passkey: { max: number; windowSeconds: number };
    /** Anonymous sign-ins (GoTrue's `RATE_LIMIT_ANONYMOUS_USERS`, per hour). */
    anonymous: { max: number; windowSeconds: number };
    /** Apps registering themselves with the OAuth server (GoTrue: 10 per hour). */
    oauthClientRegister: { max: number; windowSeconds: number };
  };
  /** Minimum time between two emails of the same kind to one user. */
  emailMinIntervalSeconds: number;
  /** OAuth providers that are switched on (none by default). */
  oauthProviders: Partial<Record<OAuthProviderName, OAuthProviderConfig>>;
  /** Signed-in users may link more OAuth identities (`GET /user/identities/authorize`). */
  isManualLinkingEnabled: boolean;
  /** Passkey sign-in (GoTrue's `[auth.passkey]` and `[auth.webauthn]`). */
  passkeys: PasskeyConfig;
  /**
   * Security keys as a second factor (GoTrue's `[auth.mfa.web_authn]` enroll and verify), bound
   * to the same relying party as passkeys.
   */
  isWebauthnFactorEnabled: boolean;
  /**
   * Anonymous sign-ins (auth-js's `signInAnonymously`, GoTrue's `[auth] enable_anonymous_sign_ins`):
   * a member without an address, who browses as a member but publishes nothing until they add one.
   */
  isAnonymousSignInEnabled: boolean;
  /** GoTrue's OAuth 2.1 server: "Sign in with Magic Community" for third-party apps. */
  oauthServer: OauthServerConfig;
}

/** GoTrue's `[auth.oauth_server]`. */
export interface OauthServerConfig {
  /** Off by default (`AUTH_OAUTH_SERVER_ENABLED`): every OAuth server route answers 404. */
  isEnabled: boolean;
  /** Apps may register themselves at `POST /oauth/clients/register` (RFC 7591). */
  isDynamicRegistrationAllowed: boolean;
  /** The web app's consent screen, which `/oauth/authorize` sends the member to. */
  authorizationPath: string;
  /** How long a request may wait for the member's answer and its code for the app (10 min). */
  authorizationTtlSeconds: number;
  /** The scope of a request that names none (GoTrue's default). */
  defaultScope: string;
}

/** The WebAuthn relying party passkeys are bound to, and GoTrue's limits on them. */
export interface PasskeyConfig {
  isEnabled: boolean;
  /** Host name passkeys are registered for (`WEBAUTHN_RP_ID`; default: SITE_URL's host). */
  rpId: string;
  /** Origins a ceremony may come from (`WEBAUTHN_RP_ORIGINS`; default: SITE_URL's origin). */
  rpOrigins: string[];
  /** The name the browser shows when it asks to create a passkey. */
  rpName: string;
  /** GoTrue's `max_passkeys_per_user`. */
  maxPerUser: number;
  /** How long a registration or sign-in challenge may be answered (GoTrue: 5 minutes). */
  challengeTtlSeconds: number;
}

/** Thrown when the environment holds a value the server cannot run with. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** PgBouncer's transaction pooling needs a direct connection beside it (`docs/pgbouncer.md`). */
function checkDatabasePooling(e: {
  DATABASE_URL?: string;
  DATABASE_LISTEN_URL?: string;
  DATABASE_POOLING: DatabasePooling;
}): void {
  if (e.DATABASE_LISTEN_URL && !e.DATABASE_URL) {
    throw new ConfigError('Invalid configuration: DATABASE_LISTEN_URL needs DATABASE_URL');
  }
  if (e.DATABASE_POOLING === 'transaction' && !(e.DATABASE_URL && e.DATABASE_LISTEN_URL)) {
    throw new ConfigError(
      'Invalid configuration: DATABASE_POOLING=transaction needs DATABASE_URL and DATABASE_LISTEN_URL (a direct connection for LISTEN and migrations)',
    );
  }
}

/**
 * Parses the environment into an {@link AppConfig}.
 * @throws ConfigError with a one-line message naming the variable and the problem.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  checkDatabasePooling(e);
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration: HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS',
    );
  }
  let storage: StorageSettings;
  try {
    storage = parseStorageUrl(e.STORAGE_URL, {
      accessKeyId: e.STORAGE_ACCESS_KEY_ID,
      secretAccessKey: e.STORAGE_SECRET_ACCESS_KEY,
    });
  } catch (err) {
    throw new ConfigError(`Invalid configuration: STORAGE_URL ${(err as Error).message}`);
  }
  if (e.CLOCK_START && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: CLOCK_START is for tests only and is refused when NODE_ENV is production',
    );
  }
  const portForUrl = e.PORT === 0 ? 3000 : e.PORT;
  const siteUrl = (e.SITE_URL ?? `http://localhost:${portForUrl}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseListenUrl: e.DATABASE_LISTEN_URL,
    databasePooling: e.DATABASE_POOLING,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseLimits: {
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.DATABASE_LOCK_TIMEOUT_MS,
    },
    healthDatabaseTimeoutMs: e.HEALTH_DATABASE_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN,
    storage,
    http: {
      connectionTimeoutMs: e.HTTP_CONNECTION_TIMEOUT_MS,
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxRequestsPerSocket: e.HTTP_MAX_REQUESTS_PER_SOCKET,
    },
    heavyRoutesPerMinute: e.HEAVY_ROUTE_RATE_LIMIT_PER_MINUTE,
    siteUrl,
    siteTimeZone: e.SITE_TIME_ZONE,
    jwtSecret: e.JWT_SECRET,
    jwtKeys: e.JWT_KEYS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    realtimeMaxConnectionsPerIp: e.REALTIME_MAX_CONNECTIONS_PER_IP,
    telemetryPerMinute: e.TELEMETRY_RATE_LIMIT_PER_MINUTE,
    jobsPollIntervalMs: e.JOBS_POLL_INTERVAL_MS,
    auth: {
      accessTokenTtlSeconds: e.AUTH_ACCESS_TOKEN_TTL_SECONDS,
      refreshReuseIntervalSeconds: e.AUTH_REFRESH_REUSE_INTERVAL_SECONDS,
      isSignupDisabled: e.AUTH_DISABLE_SIGNUP,
      isAutoconfirm: e.AUTH_AUTOCONFIRM ?? !e.SMTP_URL,
      passwordMinLength: e.AUTH_PASSWORD_MIN_LENGTH,
      signInFailures: {
        max: e.AUTH_SIGNIN_FAILURES_MAX,
        windowSeconds: e.AUTH_SIGNIN_FAILURES_WINDOW_SECONDS,
      },
      recoverRequests: { max: e.AUTH_RECOVER_MAX, windowSeconds: e.AUTH_RECOVER_WINDOW_SECONDS },
      ipLimits: {
        token: { max: e.AUTH_RATE_LIMIT_TOKEN_PER_5_MIN, windowSeconds: 300 },
        verify: { max: e.AUTH_RATE_LIMIT_VERIFY_PER_5_MIN, windowSeconds: 300 },
        otp: { max: e.AUTH_RATE_LIMIT_OTP_PER_5_MIN, windowSeconds: 300 },
        mfa: { max: e.AUTH_RATE_LIMIT_MFA_PER_MINUTE, windowSeconds: 60 },
        passkey: { max: e.AUTH_RATE_LIMIT_PASSKEY_PER_5_MIN, windowSeconds: 300 },
        anonymous: { max: e.AUTH_RATE_LIMIT_ANONYMOUS_PER_HOUR, windowSeconds: 3600 },
        oauthClientRegister: {
          max: e.AUTH_RATE_LIMIT_OAUTH_CLIENT_REGISTER_PER_HOUR,
          windowSeconds: 3600,
        },
      },
      emailMinIntervalSeconds: e.AUTH_EMAIL_MIN_INTERVAL_SECONDS,
      oauthProviders: readOAuthProviders(env, siteUrl),
      isManualLinkingEnabled: e.AUTH_MANUAL_LINKING_ENABLED,
      passkeys: {
        isEnabled: e.AUTH_PASSKEY_ENABLED,
        rpId: e.WEBAUTHN_RP_ID ?? new URL(siteUrl).hostname,
        rpOrigins: e.WEBAUTHN_RP_ORIGINS ?? [new URL(siteUrl).origin],
        rpName: e.WEBAUTHN_RP_NAME,
        maxPerUser: 10,
        challengeTtlSeconds: 300,
      },
      isWebauthnFactorEnabled: e.AUTH_MFA_WEBAUTHN_ENABLED,
      isAnonymousSignInEnabled: e.AUTH_ANONYMOUS_ENABLED,
      oauthServer: {
        isEnabled: e.AUTH_OAUTH_SERVER_ENABLED,
        isDynamicRegistrationAllowed: e.AUTH_OAUTH_SERVER_ALLOW_DYNAMIC_REGISTRATION,
        authorizationPath: e.AUTH_OAUTH_SERVER_AUTHORIZATION_PATH,
        authorizationTtlSeconds: 600,
        defaultScope: 'email',
      },
    },
    webDistDir: fromProjectRoot('dist', 'web'),
    serveWeb: true,
    clockStart: e.CLOCK_START ? new Date(e.CLOCK_START) : undefined,
    ...overrides,
  };
}

/** PostgreSQL server the tests also run against when set (CI sets it); read only by test helpers. */
export function readTestDatabaseUrl(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const value = env.TEST_DATABASE_URL?.trim();
  return value ? value : undefined;
}

const fuzzSettingsSchema = z.object({
  FUZZ_SEED: positiveInt(20_251_125, 0, 2 ** 31 - 1),
  FUZZ_RUNS: positiveInt(20, 0, 100_000),
  FUZZ_RAW_RUNS: positiveInt(2, 0, 100_000),
});

/**
 * Settings of the property-based fuzz test (`server/app-fuzz.test.ts`); read only by it. A fixed
 * seed by default, so a run is reproducible: `FUZZ_SEED` changes it, `FUZZ_RUNS` sets the random
 * requests per route and persona mix, `FUZZ_RAW_RUNS` the malformed raw-HTTP requests per route.
 */
export function readFuzzSettings(env: Record<string, string | undefined> = process.env): {
  seed: number;
  runs: number;
  rawRuns: number;
} {
  const parsed = fuzzSettingsSchema.parse(env);
  return { seed: parsed.FUZZ_SEED, runs: parsed.FUZZ_RUNS, rawRuns: parsed.FUZZ_RAW_RUNS };
}
