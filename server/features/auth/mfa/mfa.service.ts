import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { enrollFactorBodySchema } from '../../../../common/features/auth/auth.contract';
import type { AuthFactorRow, AuthSessionRow } from '../../../db/schema';
import type { AuthContext, RequestInfo } from '../auth-context';
import type { AuthenticatedRequest } from '../auth-guard';
import { listFactors } from '../auth.repository';
import { base32Encode } from './base32';
import { mfaErrors } from './mfa-errors';
import {
  FACTOR_EXPIRY_MS,
  CHALLENGE_EXPIRY_SECONDS,
  MAX_FACTORS,
  amrMethodOf,
  loadOwnedFactor,
  requireSession,
} from './mfa-factors';
import {
  deleteFactor,
  deleteStaleUnverifiedFactors,
  downgradeFactorSessions,
  insertChallenge,
  insertFactor,
  lockUser,
  markFactorChallenged,
} from './mfa.repository';
import { buildOtpauthUri } from './otpauth-uri';
import { renderQrCodeSvg } from './qr-code';
import { challengeWebauthnFactor } from './webauthn-factor.service';

/** The answer of `POST /factors`: a TOTP factor also carries its secret, key URI and QR code. */
export type EnrollResponse =
  | {
      id: string;
      type: 'totp';
      friendly_name: string;
      totp: { qr_code: string; secret: string; uri: string };
    }
  | { id: string; type: 'webauthn'; friendly_name: string };

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
 * Adds an unverified factor in one transaction per user: stale unverified factors go first,
 * then GoTrue's name and limit checks.
 */
async function createFactor(
  ctx: AuthContext,
  auth: AuthenticatedRequest,
  factor: { factorType: 'totp' | 'webauthn'; friendlyName: string; secret: string | null },
) {
  const session = requireSession(auth);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await lockUser(tx, auth.user.id);
    await deleteStaleUnverifiedFactors(
      tx,
      auth.user.id,
      new Date(now.getTime() - FACTOR_EXPIRY_MS),
    );
    assertCanEnroll(await listFactors(tx, auth.user.id), factor.friendlyName, session);
    return insertFactor(tx, {
      userId: auth.user.id,
      friendlyName: factor.friendlyName || null,
      factorType: factor.factorType,
      status: 'unverified',
      secret: factor.secret,
      createdAt: now,
      updatedAt: now,
    });
  });
}

/**
 * `POST /factors`: a new unverified factor. TOTP gets a fresh 20-byte secret, its key URI and
 * QR code; WebAuthn (a security key) gets its key at its first challenge and verify. Phone
 * factors are switched off.
 */
export async function enrollFactor(
  ctx: AuthContext,
  auth: AuthenticatedRequest,
  body: z.output<typeof enrollFactorBodySchema>,
): Promise<EnrollResponse> {
  requireSession(auth);
  const friendlyName = body.friendly_name ?? '';
  if (body.factor_type === 'webauthn') {
    if (!ctx.config.auth.isWebauthnFactorEnabled) throw mfaErrors.enrollDisabled('webauthn');
    const factor = await createFactor(ctx, auth, {
      factorType: 'webauthn',
      friendlyName,
      secret: null,
    });
    return { id: factor.id, type: 'webauthn', friendly_name: friendlyName };
  }
  if (body.factor_type === 'phone') throw mfaErrors.enrollDisabled('phone');
  if (body.factor_type !== 'totp') throw mfaErrors.badFactorType();

  const issuer = body.issuer || new URL(ctx.config.siteUrl).host;
  const secret = base32Encode(randomBytes(20));
  const uri = buildOtpauthUri({ issuer, accountName: auth.user.email ?? '', secret });
  const qrCode = await renderQrCodeSvg(uri);
  const factor = await createFactor(ctx, auth, { factorType: 'totp', friendlyName, secret });
  return {
    id: factor.id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: qrCode, secret, uri },
  };
}

/**
 * `POST /factors/{id}/challenge`: a challenge bound to the caller's IP, valid 300 s; a WebAuthn
 * factor's also carries the options for the browser's ceremony.
 */
export async function challengeFactor(
  ctx: AuthContext,
  auth: AuthenticatedRequest,
  factorId: string,
  request: RequestInfo,
) {
  requireSession(auth);
  const factor = await loadOwnedFactor(ctx.db, auth.user.id, factorId);
  if (factor.factorType === 'webauthn') {
    return challengeWebauthnFactor(ctx, auth, factor, request);
  }
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
    await downgradeFactorSessions(tx, factor.id, amrMethodOf(factor.factorType), ctx.clock.now());
  });
  return { id: factor.id };
}
