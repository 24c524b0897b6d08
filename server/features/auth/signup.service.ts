import { MISSING_CREDENTIALS_MESSAGE } from '../../../common/features/auth/auth-messages';
import type { z } from 'zod';
import type { signupBodySchema } from '../../../common/features/auth/auth.contract';
import { cleanMetadata, createAccount, createAnonymousAccount } from './account.service';
import type { AuthContext, RequestInfo } from './auth-context';
import { AuthError, validationFailed } from './auth-error';
import { findUserByEmail } from './auth.repository';
import { assertPasswordAcceptable, requireValidEmail } from './credentials';
import { sendEmailLink } from './email-links.service';
import { hashPassword } from './password-hash';
import { parsePkceChallenge } from './pkce';
import { resolveRedirect } from './redirect-url';
import { loadPresentedUser, startSession } from './session.service';
import { presentUser } from './user.presenter';

type SignupBody = z.output<typeof signupBodySchema>;

/** GoTrue reads a sign-up with neither email nor phone nor password as an anonymous sign-in. */
export const isAnonymousSignUp = (body: SignupBody) => !body.email && !body.phone && !body.password;

/**
 * GoTrue's `SignupAnonymously` (auth-js's `signInAnonymously`): when the site allows it
 * (`AUTH_ANONYMOUS_ENABLED`), a new member without an address, signed in at once (`amr`
 * `anonymous`, `is_anonymous` in the token). They browse as a member; `/api` refuses what they
 * would publish until they add an email (`PUT /user`).
 */
export async function signUpAnonymously(ctx: AuthContext, body: SignupBody, request: RequestInfo) {
  if (!ctx.config.auth.isAnonymousSignInEnabled) {
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  if (ctx.config.auth.isSignupDisabled) {
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  }
  const user = await createAnonymousAccount(ctx, cleanMetadata(body.data));
  return startSession(ctx, user.id, 'anonymous', request);
}

/**
 * `POST /signup` (reference §7): creates the account, its email identity and the member's
 * profile in one transaction. With autoconfirm the answer is a session; otherwise a
 * confirmation mail goes out and the answer is the bare user. Without email, phone and
 * password (auth-js's `signInAnonymously`) it answers GoTrue's 422 `anonymous_provider_disabled`.
 */
export async function signUp(
  ctx: AuthContext,
  body: SignupBody,
  redirectTo: string | null | undefined,
  request: RequestInfo,
) {
  if (!body.email && !body.phone) {
    // With a password it is a sign-up missing its address (spec §5's message).
    if (body.password) throw validationFailed(MISSING_CREDENTIALS_MESSAGE);
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  if (ctx.config.auth.isSignupDisabled) {
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  }
  if (body.phone && !body.email)
    throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  if (body.email && body.phone)
    throw validationFailed('Only an email address or phone number should be provided on signup.');
  if (!body.password) throw validationFailed('Signup requires a valid password');
  const email = requireValidEmail(body.email, 'An email address is required');
  assertPasswordAcceptable(body.password, ctx.config.auth.passwordMinLength);
  const pkce = parsePkceChallenge(body.code_challenge, body.code_challenge_method);
  const redirect = resolveRedirect(redirectTo, ctx.config.siteUrl);
  const isAutoconfirm = ctx.config.auth.isAutoconfirm;
  const data = cleanMetadata(body.data);

  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    if (existing.emailConfirmedAt) {
      if (isAutoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
      // Reveal nothing: a user-shaped answer with a random id and no identities.
      const now = ctx.clock.now();
      return presentUser(
        {
          ...existing,
          id: crypto.randomUUID(),
          userMetadata: {},
          emailConfirmedAt: null,
          confirmationSentAt: now,
          lastSignInAt: null,
          createdAt: now,
          updatedAt: now,
        },
        [],
        [],
      );
    }
    const resent = await sendEmailLink(ctx, ctx.db, {
      user: existing,
      kind: 'signup',
      to: email,
      redirectTo: redirect,
      pkce,
    });
    return loadPresentedUser(ctx.db, resent);
  }

  const user = await createAccount(ctx, {
    email,
    encryptedPassword: await hashPassword(body.password),
    data,
    isConfirmed: isAutoconfirm,
  });

  if (isAutoconfirm) return startSession(ctx, user.id, 'password', request);
  const sent = await sendEmailLink(ctx, ctx.db, {
    user,
    kind: 'signup',
    to: email,
    redirectTo: redirect,
    pkce,
    checkFrequency: false,
  });
  return loadPresentedUser(ctx.db, sent);
}
