import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Accounts of the GoTrue-compatible auth service (`/auth/v1`). */
export const authUsers = pgTable(
  'auth_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    aud: text('aud').notNull().default('authenticated'),
    role: text('role').notNull().default('authenticated'),
    email: text('email'),
    encryptedPassword: text('encrypted_password'),
    emailConfirmedAt: at('email_confirmed_at'),
    /** When an admin last invited the address (`POST /invite`, invite links). */
    invitedAt: at('invited_at'),
    confirmationToken: text('confirmation_token'),
    confirmationSentAt: at('confirmation_sent_at'),
    recoveryToken: text('recovery_token'),
    recoverySentAt: at('recovery_sent_at'),
    emailChange: text('email_change'),
    emailChangeToken: text('email_change_token'),
    emailChangeSentAt: at('email_change_sent_at'),
    reauthenticationToken: text('reauthentication_token'),
    reauthenticationSentAt: at('reauthentication_sent_at'),
    lastSignInAt: at('last_sign_in_at'),
    appMetadata: jsonb('app_metadata').$type<Record<string, unknown>>().notNull().default({}),
    userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
    bannedUntil: at('banned_until'),
    /** Set by an admin's soft delete: the row stays, its addresses are obfuscated. */
    deletedAt: at('deleted_at'),
    /** Signed in anonymously and has not added an address yet (GoTrue's `is_anonymous`). */
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('auth_users_email_key').on(sql`lower(${table.email})`),
    // The suspended members, read once per statement by every visibility rule (issue 26).
    index('auth_users_banned_until_idx')
      .on(table.bannedUntil)
      .where(sql`${table.bannedUntil} is not null`),
  ],
);

/** How a user signs in: `email` for every account here (OAuth providers add more later). */
export const authIdentities = pgTable(
  'auth_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerId: text('provider_id').notNull(),
    identityData: jsonb('identity_data').$type<Record<string, unknown>>().notNull().default({}),
    email: text('email'),
    lastSignInAt: at('last_sign_in_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('auth_identities_provider_key').on(table.provider, table.providerId),
    index('auth_identities_user_idx').on(table.userId),
  ],
);

/** A signed-in device: its id is the access token's `session_id`. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    aal: text('aal').notNull().default('aal1'),
    factorId: uuid('factor_id'),
    /** Authentication methods, newest first: `[{ method, timestamp }]` (the JWT's `amr`). */
    amr: jsonb('amr').$type<{ method: string; timestamp: number }[]>().notNull().default([]),
    userAgent: text('user_agent'),
    ip: text('ip'),
    refreshedAt: at('refreshed_at'),
    /**
     * The third-party app (OAuth server client) the session was granted to, or null for our own
     * sign-ins. Its tokens carry `client_id` and sign the member in to that app only.
     */
    oauthClientId: uuid('oauth_client_id').references(() => authOauthClients.id, {
      onDelete: 'cascade',
    }),
    /** The scopes the member granted that app (space-separated), null for our own sign-ins. */
    oauthScopes: text('oauth_scopes'),
    ...timestamps,
  },
  (table) => [
    index('auth_sessions_user_idx').on(table.userId),
    index('auth_sessions_oauth_client_idx').on(table.oauthClientId),
  ],
);

/** Rotating refresh tokens (stored hashed); `parent` links each to the one it replaced. */
export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    parentHash: text('parent_hash'),
    revoked: boolean('revoked').notNull().default(false),
    ...timestamps,
  },
  (table) => [index('auth_refresh_tokens_session_idx').on(table.sessionId)],
);

/** PKCE flow state: the code challenge waiting for its verifier (single use). */
export const authFlowStates = pgTable(
  'auth_flow_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    authCode: text('auth_code').notNull().unique(),
    codeChallenge: text('code_challenge').notNull(),
    codeChallengeMethod: text('code_challenge_method').notNull(),
    authenticationMethod: text('authentication_method').notNull(),
    providerType: text('provider_type').notNull().default('email'),
    authCodeIssuedAt: at('auth_code_issued_at'),
    ...timestamps,
  },
  (table) => [index('auth_flow_states_user_idx').on(table.userId, table.authenticationMethod)],
);

/** TOTP factors for multi-factor authentication. */
export const authMfaFactors = pgTable(
  'auth_mfa_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    friendlyName: text('friendly_name'),
    factorType: text('factor_type').notNull().default('totp'),
    status: text('status').notNull().default('unverified'),
    /** The TOTP shared secret (base32); null for a WebAuthn factor. */
    secret: text('secret'),
    /** A WebAuthn factor's security key, stored once the factor is verified. */
    webauthnCredential: jsonb('webauthn_credential').$type<FactorWebauthnCredential>(),
    webauthnAaguid: uuid('webauthn_aaguid'),
    lastChallengedAt: at('last_challenged_at'),
    ...timestamps,
  },
  (table) => [index('auth_mfa_factors_user_idx').on(table.userId)],
);

/**
 * The security key of a WebAuthn second factor (GoTrue's `web_authn_credential`): credential id
 * and COSE public key in base64url, the signature counter last seen, transports, synced or not.
 */
export interface FactorWebauthnCredential {
  id: string;
  publicKey: string;
  counter: number;
  transports: string[];
  isBackedUp: boolean;
}

/** What a WebAuthn factor's challenge asked: create a credential or sign with it. */
export interface FactorWebauthnSession {
  type: 'create' | 'request';
  challenge: string;
}

/** A pending MFA challenge (expires after 300 s). */
export const authMfaChallenges = pgTable('auth_mfa_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  factorId: uuid('factor_id')
    .notNull()
    .references(() => authMfaFactors.id, { onDelete: 'cascade' }),
  ip: text('ip'),
  /** For a WebAuthn factor: the ceremony this challenge opened and its random challenge. */
  webauthnSession: jsonb('webauthn_session').$type<FactorWebauthnSession>(),
  verifiedAt: at('verified_at'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Passkeys (GoTrue's `webauthn_credentials`): the credential's id and COSE public key in
 * base64url, the authenticator's signature counter (to refuse a cloned key's replay), its
 * transports and whether it is synced (backed up).
 */
export const authWebauthnCredentials = pgTable(
  'auth_webauthn_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    aaguid: uuid('aaguid'),
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    isBackupEligible: boolean('backup_eligible').notNull().default(false),
    isBackedUp: boolean('backed_up').notNull().default(false),
    friendlyName: text('friendly_name').notNull().default(''),
    lastUsedAt: at('last_used_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('auth_webauthn_credentials_credential_id_key').on(table.credentialId),
    index('auth_webauthn_credentials_user_idx').on(table.userId),
  ],
);

/**
 * A WebAuthn challenge handed out by `/passkeys/.../options`: answered once, within its
 * lifetime (GoTrue's `webauthn_challenges`). A registration challenge belongs to a member; a
 * sign-in challenge to nobody yet (discoverable credentials name their member).
 */
export const authWebauthnChallenges = pgTable(
  'auth_webauthn_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    challengeType: text('challenge_type').notNull(),
    challenge: text('challenge').notNull(),
    userVerification: text('user_verification').notNull().default('preferred'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    index('auth_webauthn_challenges_expires_idx').on(table.expiresAt),
    check(
      'auth_webauthn_challenges_type_check',
      sql`${table.challengeType} in ('registration', 'authentication')`,
    ),
  ],
);

/** Every email the app sends, kept for the team (and for newcomers without SMTP). */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    kind: text('kind').notNull(),
    link: text('link'),
    sentAt: at('sent_at'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_to_created_idx').on(table.toAddress, table.createdAt.desc())],
);

/**
 * Third-party apps registered with our OAuth 2.1 server (GoTrue's `oauth_clients`): by an admin
 * (`manual`) or by the app itself (`dynamic`, when allowed). Only the secret's SHA-256 is kept.
 */
export const authOauthClients = pgTable('auth_oauth_clients', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientSecretHash: text('client_secret_hash'),
  registrationType: text('registration_type').notNull(),
  clientType: text('client_type').notNull(),
  tokenEndpointAuthMethod: text('token_endpoint_auth_method').notNull(),
  clientName: text('client_name'),
  clientUri: text('client_uri'),
  logoUri: text('logo_uri'),
  redirectUris: jsonb('redirect_uris').$type<string[]>().notNull(),
  grantTypes: jsonb('grant_types').$type<string[]>().notNull(),
  ...timestamps,
});

/**
 * One "Sign in with Magic Community" request (GoTrue's `oauth_authorizations`): made by
 * `/oauth/authorize`, answered on the consent screen, its code exchanged once at `/oauth/token`.
 */
export const authOauthAuthorizations = pgTable(
  'auth_oauth_authorizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The id the consent screen is given (32 random alphanumerics). */
    authorizationId: text('authorization_id').notNull().unique(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => authOauthClients.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    redirectUri: text('redirect_uri').notNull(),
    scope: text('scope').notNull(),
    state: text('state'),
    resource: text('resource'),
    nonce: text('nonce'),
    codeChallenge: text('code_challenge').notNull(),
    codeChallengeMethod: text('code_challenge_method').notNull(),
    /** pending, approved, denied or expired. */
    status: text('status').notNull().default('pending'),
    /** Set when approved; its SHA-256 is what `/oauth/token` looks up. */
    authorizationCodeHash: text('authorization_code_hash').unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    approvedAt: at('approved_at'),
  },
  (table) => [index('auth_oauth_authorizations_expires_idx').on(table.expiresAt)],
);

/** What a member allowed an app (GoTrue's `oauth_consents`): one row per member and app. */
export const authOauthConsents = pgTable(
  'auth_oauth_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => authOauthClients.id, { onDelete: 'cascade' }),
    /** Space-separated. */
    scopes: text('scopes').notNull(),
    grantedAt: at('granted_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (table) => [uniqueIndex('auth_oauth_consents_user_client_idx').on(table.userId, table.clientId)],
);

export type AuthUserRow = typeof authUsers.$inferSelect;
export type AuthIdentityRow = typeof authIdentities.$inferSelect;
export type AuthSessionRow = typeof authSessions.$inferSelect;
export type AuthFactorRow = typeof authMfaFactors.$inferSelect;
export type WebauthnCredentialRow = typeof authWebauthnCredentials.$inferSelect;
export type WebauthnChallengeRow = typeof authWebauthnChallenges.$inferSelect;
export type OauthClientRow = typeof authOauthClients.$inferSelect;
export type OauthAuthorizationRow = typeof authOauthAuthorizations.$inferSelect;
