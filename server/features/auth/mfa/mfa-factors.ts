import type { AuthFactorRow, AuthSessionRow } from '../../../db/schema';
import type { Executor } from '../../../db/client';
import type { AuthenticatedRequest } from '../auth-guard';
import { mfaErrors } from './mfa-errors';
import { findUserFactor } from './mfa.repository';

/** Unverified factors older than this are purged at the next enrolment (GoTrue: 300 s). */
export const FACTOR_EXPIRY_MS = 300_000;
/** A challenge can be verified for this long (`MFA_CHALLENGE_EXPIRY_DURATION`). */
export const CHALLENGE_EXPIRY_SECONDS = 300;
/** Most factors a user may have, and most verified ones (GoTrue's defaults). */
export const MAX_FACTORS = 10;
/** The `amr` method a TOTP verification records. */
export const TOTP_AMR_METHOD = 'totp';
/** The `amr` method a security-key verification records (GoTrue's `models.MFAWebAuthn`). */
export const WEBAUTHN_AMR_METHOD = 'mfa/webauthn';

/** The `amr` method a factor of this type records when it raises a session to aal2. */
export const amrMethodOf = (factorType: string) =>
  factorType === 'webauthn' ? WEBAUTHN_AMR_METHOD : TOTP_AMR_METHOD;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID in its usual hyphenated form. */
export const isUuid = (value: string) => UUID.test(value);

/** The session behind the access token; MFA needs one. */
export function requireSession(auth: AuthenticatedRequest): AuthSessionRow {
  if (!auth.session) throw mfaErrors.sessionRequired();
  return auth.session;
}

/** GoTrue's `loadFactor`: 404 `validation_failed` for a non-UUID, 404 `mfa_factor_not_found`. */
export async function loadOwnedFactor(
  db: Executor,
  userId: string,
  factorId: string,
): Promise<AuthFactorRow> {
  if (!isUuid(factorId)) throw mfaErrors.invalidFactorId();
  const factor = await findUserFactor(db, userId, factorId);
  if (!factor) throw mfaErrors.factorNotFound();
  return factor;
}
