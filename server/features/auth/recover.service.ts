import type { z } from 'zod';
import type { recoverBodySchema } from '../../../common/features/auth/auth.contract';
import type { AuthContext } from './auth-context';
import { overRequestRateLimit } from './auth-error';
import { findUserByEmail } from './auth.repository';
import { requireValidEmail } from './credentials';
import { sendEmailLink } from './email-links.service';
import { parsePkceChallenge } from './pkce';

type RecoverBody = z.output<typeof recoverBodySchema>;

/** Rate-limit key of spec §9's "3 password reset requests per email per hour". */
export const recoverLimitKey = (email: string) => `auth:recover:${email}`;

/**
 * Counts a reset request for the address (every request counts, known address or not) and
 * refuses the one past the limit with 429 `over_request_rate_limit` "… Please try again after
 * <ISO time>". The count is one atomic statement, so parallel requests cannot slip through.
 */
async function countRecoverRequest(ctx: AuthContext, email: string): Promise<void> {
  const rule = ctx.config.auth.recoverRequests;
  const window = await ctx.rateLimiter.record(recoverLimitKey(email), rule);
  if (window.count > rule.max) {
    throw overRequestRateLimit(
      'Too many password reset requests for this email.',
      window.windowEndsAt,
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
  await countRecoverRequest(ctx, email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return {};
  await sendEmailLink(ctx, ctx.db, {
    user,
    kind: 'recovery',
    to: user.email ?? email,
    redirectTo,
    pkce,
  });
  return {};
}
