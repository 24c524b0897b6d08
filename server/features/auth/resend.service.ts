import type { z } from 'zod';
import type { resendBodySchema } from '../../../common/features/auth/auth.contract';
import type { AuthContext } from './auth-context';
import { AuthError, validationFailed } from './auth-error';
import { findUserByEmail } from './auth.repository';
import { requireValidEmail } from './credentials';
import { sendEmailLink } from './email-links.service';
import { parsePkceChallenge } from './pkce';

type ResendBody = z.output<typeof resendBodySchema>;

const RESEND_TYPES = ['signup', 'email_change', 'sms', 'phone_change'];

/**
 * `POST /resend` (reference §7): sends the sign-up confirmation or the email-change link again
 * (60 s apart at least). A silent `{}` when there is nothing to resend: unknown address,
 * already confirmed, no pending change. Phone types are refused: there is no SMS provider.
 */
export async function resendLink(
  ctx: AuthContext,
  body: ResendBody,
  redirectTo: string,
): Promise<Record<string, never>> {
  const type = body.type ?? '';
  if (!RESEND_TYPES.includes(type)) {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  }
  if (type === 'signup' && !body.email) {
    throw validationFailed('Type provided requires an email address');
  }
  if (type === 'sms' && !body.phone)
    throw validationFailed('Type provided requires a phone number');
  if (body.email && body.phone) {
    throw validationFailed('Only an email address or phone number should be provided.');
  }
  if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!body.email || type === 'phone_change') return {};
  const email = requireValidEmail(body.email, 'Type provided requires an email address');
  const pkce = parsePkceChallenge(body.code_challenge, body.code_challenge_method);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return {};
  if (type === 'signup') {
    if (user.emailConfirmedAt) return {};
    await sendEmailLink(ctx, ctx.db, {
      user,
      kind: 'signup',
      to: user.email ?? email,
      redirectTo,
      pkce,
    });
    return {};
  }
  if (!user.emailChange) return {};
  await sendEmailLink(ctx, ctx.db, {
    user,
    kind: 'email_change',
    to: user.emailChange,
    redirectTo,
    pkce,
  });
  return {};
}
