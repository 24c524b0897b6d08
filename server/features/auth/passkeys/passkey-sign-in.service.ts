import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { z } from 'zod';
import {
  authenticationCredentialSchema,
  type passkeyCeremonyBodySchema,
} from '../../../../common/features/auth/auth.contract';
import type { AuthContext, RequestInfo } from '../auth-context';
import { AuthError } from '../auth-error';
import { findUserById } from '../auth.repository';
import { startSession, type TokenResponse } from '../session.service';
import { consumeOpenChallenge, issueChallenge } from './passkey-challenges';
import { invalidCredentialResponse, verificationFailed } from './passkey-errors';
import { findCredentialByCredentialId, recordCredentialUse } from './passkeys.repository';
import { expectedRelyingParty } from './relying-party';

/** The `amr` method of a session begun with a passkey (GoTrue's `models.PasskeyLogin`). */
export const PASSKEY_AMR_METHOD = 'passkey';

/**
 * `POST /passkeys/authentication/options`: a challenge for a discoverable sign-in. No address is
 * asked and no credential listed, so the answer tells nobody which accounts have passkeys.
 */
export async function startPasskeySignIn(ctx: AuthContext) {
  const settings = ctx.config.auth.passkeys;
  const options = await generateAuthenticationOptions({
    rpID: settings.rpId,
    allowCredentials: [],
    userVerification: 'preferred',
    timeout: settings.challengeTtlSeconds * 1000,
  });
  return issueChallenge(ctx, { userId: null, challengeType: 'authentication', options });
}

/**
 * `POST /passkeys/authentication/verify`: the assertion is checked against the challenge (used
 * up whatever the outcome), the relying party, the stored public key and the signature counter
 * (a counter that does not move forward is a cloned key). The user handle must name the
 * passkey's owner. Then the member is signed in like with a password: an aal1 session, which a
 * member with a second factor must still raise.
 */
export async function finishPasskeySignIn(
  ctx: AuthContext,
  body: z.output<typeof passkeyCeremonyBodySchema>,
  request: RequestInfo,
): Promise<TokenResponse> {
  const challenge = await consumeOpenChallenge(ctx, body, 'authentication', null);
  const parsed = authenticationCredentialSchema.safeParse(body.credential);
  if (!parsed.success) throw invalidCredentialResponse();
  const assertion = parsed.data;
  const passkey = await findCredentialByCredentialId(ctx.db, assertion.id);
  if (!passkey) throw verificationFailed();
  const handle = assertion.response.userHandle;
  if (handle && isoBase64URL.toUTF8String(handle) !== passkey.userId) throw verificationFailed();
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response: assertion as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
      expectedChallenge: challenge.challenge,
      ...expectedRelyingParty(ctx),
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.signCount,
      },
      requireUserVerification: false,
    });
  } catch (err) {
    ctx.log.debug({ err }, 'passkey sign-in refused');
    throw verificationFailed();
  }
  if (!verification.verified) throw verificationFailed();

  const user = await findUserById(ctx.db, passkey.userId);
  if (!user) throw verificationFailed();
  if (user.email && !user.emailConfirmedAt) {
    throw new AuthError(403, 'email_not_confirmed', 'Email not confirmed');
  }
  if (user.bannedUntil && user.bannedUntil > ctx.clock.now()) {
    throw new AuthError(403, 'user_banned', 'User is banned');
  }
  const isRecorded = await recordCredentialUse(ctx.db, passkey, {
    signCount: verification.authenticationInfo.newCounter,
    isBackedUp: verification.authenticationInfo.credentialBackedUp,
    now: ctx.clock.now(),
  });
  // Another sign-in with the same counter got there first: this one is its replay.
  if (!isRecorded) throw verificationFailed();
  return startSession(ctx, user.id, PASSKEY_AMR_METHOD, request);
}
