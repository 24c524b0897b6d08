import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { enrollFactorBodySchema } from '../../../../common/features/auth/auth.contract';
import type { AuthFactorRow, AuthSessionRow } from '../../../db/schema';
import type { Executor } from '../../../db/client';
import type { AuthContext, RequestInfo } from '../auth-context';
import type { AuthenticatedRequest } from '../auth-guard';
import { listFactors } from '../auth.repository';
import { base32Encode } from './base32';
import { mfaErrors } from './mfa-errors';
import {
  deleteFactor,
  deleteStaleUnverifiedFactors,
  downgradeFactorSessions,
  findUserFactor,
  insertChallenge,
  insertFactor,
  lockUser,
  markFactorChallenged,
} from './mfa.repository';
import { buildOtpauthUri } from './otpauth-uri';
import { renderQrCodeSvg } from './qr-code';

/** Unverified factors older than this are purged at the next enrolment (GoTrue: 300 s). */
export const FACTOR_EXPIRY_MS = 300_000;
/** A challenge can be verified for this long (`MFA_CHALLENGE_EXPIRY_DURATION`). */
export const CHALLENGE_EXPIRY_SECONDS = 300;
/** Most factors a user may have, and most verified ones (GoTrue's defaults). */
export const MAX_FACTORS = 10;
/** The `amr` method a TOTP verification records. */
export const TOTP_AMR_METHOD = 'totp';

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

/** The answer of `POST /factors` for a TOTP factor. */
export interface EnrollResponse {
  id: string;
  type: 'totp';
  friendly_name: string;
  totp: { qr_code: string; secret: string; uri: string };
}

/** GoTrue's `validateFactors`: name clash, factor limits, then aal2 once a factor is verified. */
function assertCanEnroll(factors: AuthFactorRow[], friendlyName: string, session: AuthSessionRow) {
  // Unlike GoTrue, a missing name never clashes with another missing name.
  if (friendlyName && factors.some((factor) => factor.friendlyName === friendlyName)) {
    throw mfaErrors.nameConflict(friendlyName);
  }
  const verifiedCount = factors.filter((factor) => factor.status === 'verified').length;
  if (factors.length >= MAX_FACTORS || verifiedCount >= MAX_FACTORS) {
    throw mfaErrors.tooManyFactors();
  }
  if (verifiedCount > 0 && session.aal !== 'aal2') throw mfaErrors.enrollNeedsAal2();
}

/**
 * `POST /factors`: a new unverified TOTP factor with a fresh 20-byte secret, its key URI and
 * QR code. Only `totp` can be enrolled; phone and WebAuthn are switched off.
 */
export async function enrollFactor(
  ctx: AuthContext,
  auth: AuthenticatedRequest,
  body: z.output<typeof enrollFactorBodySchema>,
): Promise<EnrollResponse> {
  const session = requireSession(auth);
  if (body.factor_type === 'phone' || body.factor_type === 'webauthn') {
    throw mfaErrors.enrollDisabled(body.factor_type);
  }
  if (body.factor_type !== 'totp') throw mfaErrors.badFactorType();

  const friendlyName = body.friendly_name ?? '';
  const issuer = body.issuer || new URL(ctx.config.siteUrl).host;
  const secret = base32Encode(randomBytes(20));
  const uri = buildOtpauthUri({ issuer, accountName: auth.user.email ?? '', secret });
  const qrCode = await renderQrCodeSvg(uri);

  const factor = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await lockUser(tx, auth.user.id);
    await deleteStaleUnverifiedFactors(
      tx,
      auth.user.id,
      new Date(now.getTime() - FACTOR_EXPIRY_MS),
    );
    assertCanEnroll(await listFactors(tx, auth.user.id), friendlyName, session);
    return insertFactor(tx, {
      userId: auth.user.id,
      friendlyName: friendlyName || null,
      factorType: 'totp',
      status: 'unverified',
      secret,
      createdAt: now,
      updatedAt: now,
    });
  });
  return {
    id: factor.id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: qrCode, secret, uri },
  };
}

/** `POST /factors/{id}/challenge`: a challenge bound to the caller's IP, valid 300 s. */
export async function challengeFactor(
  ctx: AuthContext,
  auth: AuthenticatedRequest,
  factorId: string,
  request: RequestInfo,
) {
  requireSession(auth);
  const factor = await loadOwnedFactor(ctx.db, auth.user.id, factorId);
  const now = ctx.clock.now();
  const challenge = await ctx.db.transaction(async (tx) => {
    const row = await insertChallenge(tx, { factorId: factor.id, ip: request.ip, createdAt: now });
    await markFactorChallenged(tx, factor.id, now);
    return row;
  });
  return {
    id: challenge.id,
    type: factor.factorType,
    expires_at: Math.floor(challenge.createdAt.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS,
  };
}

/**
 * `DELETE /factors/{id}`: a verified factor only from an aal2 session. Sessions whose aal2
 * came from the factor drop back to aal1.
 */
export async function unenrollFactor(
  ctx: AuthContext,
  auth: AuthenticatedRequest,
  factorId: string,
) {
  const session = requireSession(auth);
  const factor = await loadOwnedFactor(ctx.db, auth.user.id, factorId);
  if (factor.status === 'verified' && session.aal !== 'aal2') throw mfaErrors.unenrollNeedsAal2();
  await ctx.db.transaction(async (tx) => {
    await deleteFactor(tx, factor.id);
    await downgradeFactorSessions(tx, factor.id, TOTP_AMR_METHOD, ctx.clock.now());
  });
  return { id: factor.id };
}
