import { z } from 'zod';

/**
 * Request bodies of the GoTrue-compatible `/auth/v1` (see shared/reference/gotrue-api.md).
 * auth-js sends extra keys (gotrue_meta_security, options) and nulls for absent optionals:
 * objects are loose and optional strings accept null.
 */
/** An optional string field: auth-js sends null for absent ones. */
export const optionalText = z.string().max(10_000).nullish();
/** Metadata objects (`data`, `user_metadata`, `app_metadata`). */
export const metadata = z.record(z.string(), z.unknown()).nullish();

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

export const tokenQuerySchema = z.looseObject({ grant_type: optionalText });

export const redirectQuerySchema = z.looseObject({ redirect_to: optionalText });

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

export const logoutQuerySchema = z.looseObject({ scope: optionalText });

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

export const verifyQuerySchema = z.looseObject({
  token: optionalText,
  type: optionalText,
  redirect_to: optionalText,
});

export const enrollFactorBodySchema = z.looseObject({
  factor_type: optionalText,
  friendly_name: optionalText,
  issuer: optionalText,
  phone: optionalText,
});

export const verifyFactorBodySchema = z.looseObject({
  challenge_id: optionalText,
  code: optionalText,
});
