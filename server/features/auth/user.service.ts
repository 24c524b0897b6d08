import type { z } from 'zod';
import type { userUpdateBodySchema } from '../../../common/features/auth/auth.contract';
import type { AuthContext } from './auth-context';
import type { AuthenticatedRequest } from './auth-guard';
import { AuthError } from './auth-error';
import { linkEmailToAnonymousMember } from './anonymous-linking';
import { findUserByEmail, listFactors, updateEmailIdentity, updateUser } from './auth.repository';
import { assertPasswordAcceptable, requireValidEmail } from './credentials';
import { assertMailFrequency, sendEmailLink } from './email-links.service';
import { endSessions } from './session-end.service';
import { hashPassword, verifyPassword } from './password-hash';
import { parsePkceChallenge } from './pkce';
import { assertReauthenticationNonce } from './reauthenticate.service';
import { resolveRedirect } from './redirect-url';
import { loadPresentedUser } from './session.service';

type UserUpdate = z.output<typeof userUpdateBodySchema>;

/** Shallow merge of metadata where a `null` value deletes the key (reference §3). */
export function mergeMetadata(current: Record<string, unknown>, patch: Record<string, unknown>) {
  const merged = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * `PUT /user` (reference §7): metadata merge; a password change (strength, must differ, ends
 * every other session; a `nonce` from /reauthenticate, when sent, must be valid); an email
 * change (immediate with autoconfirm, else a confirmation mail to the new address). Changing
 * email or password needs aal2 once a factor is verified. An anonymous member adds their first
 * address this way (and only with it a password), which makes them an ordinary member.
 */
export async function updateCurrentUser(
  ctx: AuthContext,
  auth: AuthenticatedRequest,
  body: UserUpdate,
  redirectTo: string | null | undefined,
) {
  let user = auth.user;
  if (body.app_metadata) {
    throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
  }
  const isSensitive = !!body.password || (!!body.email && body.email !== user.email);
  if (isSensitive && auth.session?.aal !== 'aal2') {
    const factors = await listFactors(ctx.db, user.id);
    if (factors.some((factor) => factor.status === 'verified')) {
      throw new AuthError(
        401,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
    }
  }
  if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  if (user.isAnonymous && body.password && !body.email) {
    throw new AuthError(
      422,
      'validation_failed',
      'Updating password of an anonymous user without an email or phone is not allowed',
    );
  }

  // Check everything first, so that a refused request changes nothing.
  let encryptedPassword: string | null = null;
  if (body.password) {
    assertPasswordAcceptable(body.password, ctx.config.auth.passwordMinLength);
    if (body.nonce) assertReauthenticationNonce(ctx, user, body.nonce);
    if (await verifyPassword(body.password, user.encryptedPassword)) {
      throw new AuthError(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
    encryptedPassword = await hashPassword(body.password);
  }
  let newEmail: string | null = null;
  if (body.email) {
    const email = requireValidEmail(body.email, 'An email address is required');
    if (email !== user.email) {
      const owner = await findUserByEmail(ctx.db, email);
      if (owner && owner.id !== user.id) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      newEmail = email;
    }
  }
  const isEmailConfirmedByMail = !!newEmail && !ctx.config.auth.isAutoconfirm;
  const pkce = isEmailConfirmedByMail
    ? parsePkceChallenge(body.code_challenge, body.code_challenge_method)
    : null;
  if (isEmailConfirmedByMail) assertMailFrequency(ctx, user.emailChangeSentAt);

  user = await ctx.db.transaction(async (tx) => {
    let updated = user;
    if (body.data) {
      updated = await updateUser(tx, user.id, {
        userMetadata: mergeMetadata(user.userMetadata, body.data),
      });
    }
    if (encryptedPassword) {
      updated = await updateUser(tx, user.id, {
        encryptedPassword,
        recoveryToken: null,
        confirmationToken: null,
        reauthenticationToken: null,
      });
      await endSessions(ctx, tx, { userId: user.id, exceptSessionId: auth.session?.id });
    }
    if (newEmail && !isEmailConfirmedByMail && user.isAnonymous) {
      updated = await linkEmailToAnonymousMember(tx, updated, newEmail, ctx.clock.now());
    } else if (newEmail && !isEmailConfirmedByMail) {
      updated = await updateUser(tx, user.id, {
        email: newEmail,
        emailChange: null,
        emailChangeToken: null,
      });
      await updateEmailIdentity(tx, user.id, newEmail);
    } else if (newEmail) {
      updated = await updateUser(tx, user.id, { emailChange: newEmail });
    }
    return updated;
  });

  // A member who just left anonymity may publish from their next request on.
  if (auth.user.isAnonymous && !user.isAnonymous && auth.session) {
    ctx.sessionGate.forget([auth.session.id]);
  }

  // Mail goes out after the commit (see AuthContext).
  if (newEmail && isEmailConfirmedByMail) {
    user = await sendEmailLink(ctx, ctx.db, {
      user,
      kind: 'email_change',
      to: newEmail,
      redirectTo: resolveRedirect(redirectTo, ctx.config.siteUrl),
      pkce,
      checkFrequency: false,
    });
  }
  return loadPresentedUser(ctx.db, user);
}
