import { z } from 'zod';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../../text-rules';

/**
 * Request bodies of the GoTrue-compatible `/auth/v1` (see shared/reference/gotrue-api.md).
 * auth-js sends extra keys (gotrue_meta_security, options) and nulls for absent optionals:
 * objects are loose and optional strings accept null.
 */
/** An optional string field: auth-js sends null for absent ones. */
export const optionalText = z.string().max(10_000).nullish();
/** Metadata objects (`data`, `user_metadata`, `app_metadata`). */
export const metadata = z.record(z.string(), z.unknown()).nullish();

/** Longest query parameter `/auth/v1` reads: a return address with its own query fits. */
export const QUERY_TEXT_MAX = 4096;
/** Longest path parameter (the router's own limit, `maxParamLength`, is the same). */
export const PATH_PARAM_MAX = 100;

/**
 * A query parameter: at most {@link QUERY_TEXT_MAX} characters of text PostgreSQL can store
 * (no NUL, no unpaired surrogate), absent or null when not given; a repeated one (an array) is
 * refused. Every query parameter `/auth/v1` reads goes through it.
 */
export const queryText = z
  .string()
  .max(QUERY_TEXT_MAX, `must be at most ${QUERY_TEXT_MAX} characters`)
  .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)
  .nullish();

/**
 * A path parameter (an id): at most {@link PATH_PARAM_MAX} characters of storable text. Any
 * other string passes, so a malformed id still gets GoTrue's 404 from the service.
 */
export const pathParam = z
  .string()
  .max(PATH_PARAM_MAX, `must be at most ${PATH_PARAM_MAX} characters`)
  .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

export const pkceFields = {
  code_challenge: optionalText,
  code_challenge_method: optionalText,
};

export const signupBodySchema = z.looseObject({
  email: optionalText,
  phone: optionalText,
  password: optionalText,
  data: metadata,
  ...pkceFields,
});

export const passwordGrantBodySchema = z.looseObject({
  email: optionalText,
  phone: optionalText,
  password: optionalText,
});

export const refreshGrantBodySchema = z.looseObject({ refresh_token: optionalText });

export const pkceGrantBodySchema = z.looseObject({
  auth_code: optionalText,
  code_verifier: optionalText,
});

/** `grant_type=id_token`: an OpenID Connect ID token from an enabled provider. */
export const idTokenGrantBodySchema = z.looseObject({
  id_token: optionalText,
  provider: optionalText,
  issuer: optionalText,
  nonce: optionalText,
  access_token: optionalText,
});

/** `POST /token?grant_type=`. */
export const tokenQuerySchema = z.looseObject({ grant_type: queryText });

/** `?redirect_to=` of the routes that send mail or redirect (reference §1). */
export const redirectQuerySchema = z.looseObject({ redirect_to: queryText });

export const userUpdateBodySchema = z.looseObject({
  app_metadata: metadata,
  email: optionalText,
  password: optionalText,
  data: metadata,
  nonce: optionalText,
  phone: optionalText,
  current_password: optionalText,
  ...pkceFields,
});

/** `POST /logout?scope=`. */
export const logoutQuerySchema = z.looseObject({ scope: queryText });

export const recoverBodySchema = z.looseObject({ email: optionalText, ...pkceFields });

export const otpBodySchema = z.looseObject({
  email: optionalText,
  phone: optionalText,
  data: metadata,
  create_user: z.boolean().nullish(),
  ...pkceFields,
});

export const resendBodySchema = z.looseObject({
  type: optionalText,
  email: optionalText,
  phone: optionalText,
  ...pkceFields,
});

export const verifyBodySchema = z.looseObject({
  type: optionalText,
  email: optionalText,
  phone: optionalText,
  token: optionalText,
  token_hash: optionalText,
  redirect_to: optionalText,
});

/** `GET /verify?token=&type=&redirect_to=` (the link of a mail). */
export const verifyQuerySchema = z.looseObject({
  token: queryText,
  type: queryText,
  redirect_to: queryText,
});

/** `GET /authorize` and `GET /user/identities/authorize`: the OAuth provider and PKCE. */
export const authorizeQuerySchema = z.looseObject({
  provider: queryText,
  redirect_to: queryText,
  scopes: queryText,
  code_challenge: queryText,
  code_challenge_method: queryText,
  skip_http_redirect: queryText,
});

/** `GET /callback`: what the OAuth provider sends back. */
export const callbackQuerySchema = z.looseObject({
  code: queryText,
  state: queryText,
  error: queryText,
  error_description: queryText,
});

/** `{factorId}` of `/factors/{factorId}/…`. */
export const factorParamsSchema = z.object({ factorId: pathParam });

/** `{identityId}` of `DELETE /user/identities/{identityId}`. */
export const identityParamsSchema = z.object({ identityId: pathParam });

export const enrollFactorBodySchema = z.looseObject({
  factor_type: optionalText,
  friendly_name: optionalText,
  issuer: optionalText,
  phone: optionalText,
});

export const verifyFactorBodySchema = z.looseObject({
  challenge_id: optionalText,
  code: optionalText,
  /** A WebAuthn factor's answer: `{ type: 'create' | 'request', credential_response }`. */
  webauthn: z.unknown().optional(),
});

/** The `webauthn` field of a WebAuthn factor's verify; auth-js also sends `rpId`/`rpOrigins`. */
export const webauthnFactorAnswerSchema = z.looseObject({
  type: z.unknown().optional(),
  credential_response: z.unknown().optional(),
});

/** `{passkeyId}` of `/passkeys/{passkeyId}` and the admin API's passkey routes. */
export const passkeyParamsSchema = z.object({ passkeyId: pathParam });

/** The answer to a passkey challenge (`/passkeys/registration|authentication/verify`). */
export const passkeyCeremonyBodySchema = z.looseObject({
  challenge_id: optionalText,
  credential: z.unknown().optional(),
});

/** `PATCH /passkeys/{passkeyId}`: GoTrue reads only the new name. */
export const passkeyUpdateBodySchema = z.looseObject({ friendly_name: optionalText });

const base64url = z
  .string()
  .min(1)
  .max(20_000)
  .regex(/^[A-Za-z0-9_-]+={0,2}$/);
const credentialFields = {
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).nullish(),
};

/** What `navigator.credentials.create()` answered, serialized as auth-js sends it. */
export const registrationCredentialSchema = z.looseObject({
  ...credentialFields,
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});

/** What `navigator.credentials.get()` answered, serialized as auth-js sends it. */
export const authenticationCredentialSchema = z.looseObject({
  ...credentialFields,
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.nullish(),
  }),
});
