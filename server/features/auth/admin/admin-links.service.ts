import type { z } from 'zod';
import {
  GENERATE_LINK_TYPES,
  type GenerateLinkType,
  type generateLinkBodySchema,
  type inviteBodySchema,
} from '../../../../common/features/auth/admin.contract';
import type { AuthUserRow } from '../../../db/schema';
import { cleanMetadata, createAccount } from '../account.service';
import type { AuthContext } from '../auth-context';
import { AuthError, validationFailed } from '../auth-error';
import { findUserByEmail, updateUser } from '../auth.repository';
import { assertPasswordAcceptable, requireValidEmail } from '../credentials';
import { issueEmailToken, sendEmailLink } from '../email-links.service';
import type { MailKind } from '../../../mail/mail-templates';
import { hashPassword } from '../password-hash';
import { isAllowedRedirect } from '../redirect-url';
import { loadPresentedUser } from '../session.service';
import { mergeMetadata } from '../user.service';
import { emailExists } from './admin-users.service';

type GenerateLinkBody = z.output<typeof generateLinkBodySchema>;
type InviteBody = z.output<typeof inviteBodySchema>;

const isLinkType = (type: string): type is GenerateLinkType =>
  (GENERATE_LINK_TYPES as readonly string[]).includes(type);

/** The stored token each generated link type uses. */
const mailKinds: Record<GenerateLinkType, MailKind> = {
  signup: 'signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change_current: 'email_change',
  email_change_new: 'email_change',
};

/** An unconfirmed account for an invited or signed-up address (no password for an invite). */
function createPendingAccount(
  ctx: AuthContext,
  email: string,
  data: GenerateLinkBody['data'],
  encryptedPassword: string | null,
) {
  return createAccount(ctx, {
    email,
    encryptedPassword,
    data: cleanMetadata(data),
    isConfirmed: false,
  });
}

/** Resolves who the link is for, creating the account a signup or invite link needs. */
async function prepareUser(
  ctx: AuthContext,
  type: GenerateLinkType,
  email: string,
  body: GenerateLinkBody,
  existing: AuthUserRow | null,
): Promise<{ user: AuthUserRow; stamp: Partial<AuthUserRow>; to: string }> {
  const now = ctx.clock.now();
  if (type === 'signup' || type === 'invite') {
    if (existing?.emailConfirmedAt) throw emailExists();
    let user = existing;
    if (!user) {
      let hash: string | null = null;
      if (type === 'signup') {
        if (!body.password) throw validationFailed('Signup requires a valid password');
        assertPasswordAcceptable(body.password, ctx.config.auth.passwordMinLength);
        hash = await hashPassword(body.password);
      }
      user = await createPendingAccount(ctx, email, body.data, hash);
    } else if (type === 'signup' && body.data) {
      user = await updateUser(ctx.db, user.id, {
        userMetadata: mergeMetadata(user.userMetadata, body.data),
      });
    }
    return { user, stamp: type === 'invite' ? { invitedAt: now } : {}, to: email };
  }
  if (!existing) throw new AuthError(404, 'user_not_found', 'User with this email not found');
  if (type === 'magiclink' || type === 'recovery') {
    return { user: existing, stamp: {}, to: existing.email ?? email };
  }
  const newEmail = requireValidEmail(body.new_email, 'An email address is required');
  const owner = await findUserByEmail(ctx.db, newEmail);
  if (owner && owner.id !== existing.id) throw emailExists();
  const to = type === 'email_change_current' ? (existing.email ?? email) : newEmail;
  return { user: existing, stamp: { emailChange: newEmail }, to };
}

/**
 * `POST /admin/generate_link` (GoTrue's `adminGenerateLink`): issues the token of a signup,
 * invite, magic link, recovery or email change link without mailing it, and answers the user
 * with `action_link`, `email_otp`, `hashed_token`, `verification_type` and `redirect_to`.
 * A magic link for an unknown address becomes a signup link (with a random password); an
 * email change link stores the new address, and either link applies it when used.
 * @throws AuthError 400 `validation_failed`, 404 `user_not_found`, 422 `email_exists`,
 * 422 `weak_password`.
 */
export async function generateLink(
  ctx: AuthContext,
  body: GenerateLinkBody,
  requestRedirect: string,
) {
  const email = requireValidEmail(body.email, 'An email address is required');
  const requested = body.type ?? '';
  if (!isLinkType(requested)) {
    throw validationFailed(`Invalid email action link type requested: ${requested}`);
  }
  const redirectTo = isAllowedRedirect(body.redirect_to, ctx.config.siteUrl)
    ? new URL(body.redirect_to!, ctx.config.siteUrl).toString()
    : requestRedirect;
  const existing = await findUserByEmail(ctx.db, email);
  let type = requested;
  let request = body;
  if (type === 'magiclink' && !existing) {
    type = 'signup';
    request = { ...body, password: crypto.randomUUID() + crypto.randomUUID() };
  }
  const { user, stamp, to } = await prepareUser(ctx, type, email, request, existing);
  const issued = await issueEmailToken(ctx, ctx.db, {
    user,
    kind: mailKinds[type],
    to,
    redirectTo,
    pkce: null,
    stamp,
  });
  return {
    ...(await loadPresentedUser(ctx.db, issued.user)),
    action_link: issued.link ?? '',
    email_otp: issued.otp,
    hashed_token: issued.tokenHash,
    redirect_to: redirectTo,
    verification_type: type,
  };
}

/**
 * `POST /invite` (GoTrue's `Invite`): creates an unconfirmed account without a password (and
 * the member's profile) unless the address already has one, stamps `invited_at` and mails the
 * invite link (type `invite`); the invited member confirms by following it.
 * @throws AuthError 400 `validation_failed`, 422 `email_exists` for a confirmed account.
 */
export async function inviteUser(ctx: AuthContext, body: InviteBody, redirectTo: string) {
  const email = requireValidEmail(body.email, 'An email address is required');
  const existing = await findUserByEmail(ctx.db, email);
  if (existing?.emailConfirmedAt) throw emailExists();
  const user = existing ?? (await createPendingAccount(ctx, email, body.data, null));
  const invited = await sendEmailLink(ctx, ctx.db, {
    user,
    kind: 'invite',
    to: user.email ?? email,
    redirectTo,
    pkce: null,
    checkFrequency: false,
    stamp: { invitedAt: ctx.clock.now() },
  });
  return loadPresentedUser(ctx.db, invited);
}
