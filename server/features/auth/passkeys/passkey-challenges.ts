import type { z } from 'zod';
import type { passkeyCeremonyBodySchema } from '../../../../common/features/auth/auth.contract';
import type { AuthContext } from '../auth-context';
import { AuthError, validationFailed } from '../auth-error';
import type { WebauthnChallengeRow } from '../../../db/schema';
import { consumeChallenge, insertChallenge, type ChallengeType } from './passkeys.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Stores the challenge of a ceremony's options for 5 minutes and answers GoTrue's shape:
 * `{ challenge_id, options, expires_at }` (Unix seconds).
 */
export async function issueChallenge<Options extends { challenge: string }>(
  ctx: AuthContext,
  ceremony: { userId: string | null; challengeType: ChallengeType; options: Options },
) {
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + ctx.config.auth.passkeys.challengeTtlSeconds * 1000);
  const challenge = await insertChallenge(ctx.db, {
    userId: ceremony.userId,
    challengeType: ceremony.challengeType,
    challenge: ceremony.options.challenge,
    userVerification: 'preferred',
    expiresAt,
    now,
  });
  return {
    challenge_id: challenge.id,
    options: ceremony.options,
    expires_at: Math.floor(expiresAt.getTime() / 1000),
  };
}

/**
 * Checks a ceremony body's fields (GoTrue's messages) and takes its challenge out of the store:
 * one answer per challenge, so a replayed answer finds nothing. 400
 * `webauthn_challenge_not_found` for an unknown, used or another member's challenge, 400
 * `webauthn_challenge_expired` for one answered too late.
 */
export async function consumeOpenChallenge(
  ctx: AuthContext,
  body: z.output<typeof passkeyCeremonyBodySchema>,
  challengeType: ChallengeType,
  userId: string | null,
): Promise<WebauthnChallengeRow> {
  if (!body.challenge_id) throw validationFailed('challenge_id is required');
  if (body.credential === undefined || body.credential === null) {
    throw validationFailed('credential is required');
  }
  if (!UUID.test(body.challenge_id)) throw validationFailed('challenge_id must be a valid UUID');
  const challenge = await consumeChallenge(ctx.db, body.challenge_id, challengeType, userId);
  if (!challenge) {
    throw new AuthError(400, 'webauthn_challenge_not_found', 'Challenge not found or already used');
  }
  if (challenge.expiresAt <= ctx.clock.now()) {
    throw new AuthError(400, 'webauthn_challenge_expired', 'Challenge has expired');
  }
  return challenge;
}
