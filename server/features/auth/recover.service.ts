import type { z } from 'zod';
import type { recoverBodySchema } from '../../../common/features/auth/auth.contract';
import type { AuthContext } from './auth-context';
import { overRequestRateLimit } from './auth-error';
import { findUserByEmail } from './auth.repository';
import { requireValidEmail } from './credentials';
import { isMailIntervalRefusal, sendEmailLink } from './email-links.service';
import { parsePkceChallenge } from './pkce';

type RecoverBody = z.output<typeof recoverBodySchema>;

/** Rate-limit key of spec §9's "3 password reset requests per email per hour". */
export const recoverLimitKey = (email: string) => `auth:recover:${email}`;

/**
 * Takes one of the address's reset requests (every request counts, known address or not) and
 * refuses the one past the limit with 429 `over_request_rate_limit` "… Please try again after
 * <ISO time>". The slot is taken in one atomic statement, so parallel requests cannot slip through.
 */
async function takeRecoverSlot(ctx: AuthContext, email: string): Promise<void> {
  const slot = await ctx.rateLimiter.take(recoverLimitKey(email), ctx.config.auth.recoverRequests);
  if (!slot.isAllowed) {
    throw overRequestRateLimit(
      'Too many password reset requests for this email.',
      slot.windowEndsAt,
      ctx.clock.now(),
    );
  }
}

/**
 * `POST /recover` (reference §7, §8): mails a password reset link to the address, with a PKCE
 * flow state (`recovery`) when the request carries a challenge. Answers `{}` whether or not an
 * account has that address; 429 past spec §9's per-address limit or the 60 s mail interval.
 */
export async function requestPasswordRecovery(
  ctx: AuthContext,
  body: RecoverBody,
  redirectTo: string,
): Promise<Record<string, never>> {
  const email = requireValidEmail(body.email, 'Password recovery requires an email');
  const pkce = parsePkceChallenge(body.code_challenge, body.code_challenge_method);
  await takeRecoverSlot(ctx, email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return {};
  try {
    await sendEmailLink(ctx, ctx.db, {
      user,
      kind: 'recovery',
      to: user.email ?? email,
      redirectTo,
      pkce,
    });
  } catch (err) {
    // A request refused by the per-email minimum interval sent nothing: it does not use up one
    // of the hour's requests.
    if (isMailIntervalRefusal(err)) await ctx.rateLimiter.giveBack(recoverLimitKey(email));
    throw err;
  }
  return {};
}
