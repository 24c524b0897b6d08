import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { z } from 'zod';
import {
  registrationCredentialSchema,
  type passkeyCeremonyBodySchema,
} from '../../../../common/features/auth/auth.contract';
import type { AuthContext } from '../auth-context';
import { AuthError } from '../auth-error';
import type { AuthenticatedRequest } from '../auth-guard';
import { listFactors } from '../auth.repository';
import { invalidCredentialResponse, verificationFailed } from './passkey-errors';
import { passkeyNameFor } from './passkey-names';
import { presentPasskeyCreated } from './passkey.presenter';
import { consumeOpenChallenge, issueChallenge } from './passkey-challenges';
import { countCredentials, insertCredential, listCredentials } from './passkeys.repository';
import { expectedRelyingParty, namesOf, userHandleOf } from './relying-party';

type CeremonyBody = z.output<typeof passkeyCeremonyBodySchema>;

const tooManyPasskeys = () =>
  new AuthError(422, 'too_many_passkeys', 'Maximum number of passkeys reached');

/**
 * GoTrue's `requirePasskeyManagementAAL`: a member with a verified second factor adds or removes
 * passkeys only from an aal2 session, so a stolen password alone cannot plant a way back in.
 */
export async function requirePasskeyManagementAal(
  ctx: AuthContext,
  auth: AuthenticatedRequest,
): Promise<void> {
  const factors = await listFactors(ctx.db, auth.user.id);
  const hasVerifiedFactor = factors.some((factor) => factor.status === 'verified');
  if (hasVerifiedFactor && auth.session?.aal !== 'aal2') {
    throw new AuthError(
      403,
      'insufficient_aal',
      'AAL2 session is required to manage passkeys when MFA is enabled',
    );
  }
}

/**
 * `POST /passkeys/registration/options`: creation options for a discoverable credential
 * (resident key required), excluding the member's existing passkeys, with a challenge stored
 * for 5 minutes.
 */
export async function startPasskeyRegistration(ctx: AuthContext, auth: AuthenticatedRequest) {
  await requirePasskeyManagementAal(ctx, auth);
  const settings = ctx.config.auth.passkeys;
  const existing = await listCredentials(ctx.db, auth.user.id);
  if (existing.length >= settings.maxPerUser) throw tooManyPasskeys();
  const options = await generateRegistrationOptions({
    rpName: settings.rpName,
    rpID: settings.rpId,
    userID: userHandleOf(auth.user.id),
    ...namesOf(auth.user),
    timeout: settings.challengeTtlSeconds * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((credential) => ({ id: credential.credentialId })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    supportedAlgorithmIDs: [-7, -257, -8],
  });
  return issueChallenge(ctx, { userId: auth.user.id, challengeType: 'registration', options });
}

/**
 * `POST /passkeys/registration/verify`: checks the new credential against the challenge (used up
 * whatever the outcome), the relying party id and origin, and stores it under the name of its
 * provider. 422 `webauthn_credential_exists` when that credential is already registered.
 */
export async function finishPasskeyRegistration(
  ctx: AuthContext,
  auth: AuthenticatedRequest,
  body: CeremonyBody,
) {
  await requirePasskeyManagementAal(ctx, auth);
  const challenge = await consumeOpenChallenge(ctx, body, 'registration', auth.user.id);
  const parsed = registrationCredentialSchema.safeParse(body.credential);
  if (!parsed.success) throw invalidCredentialResponse();
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: parsed.data as Parameters<typeof verifyRegistrationResponse>[0]['response'],
      expectedChallenge: challenge.challenge,
      ...expectedRelyingParty(ctx),
      requireUserVerification: false,
    });
  } catch (err) {
    ctx.log.debug({ err }, 'passkey registration refused');
    throw verificationFailed();
  }
  if (!verification.verified) throw verificationFailed();
  const info = verification.registrationInfo;
  const aaguid = /^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(info.aaguid) ? null : info.aaguid;
  const created = await ctx.db.transaction(async (tx) => {
    if ((await countCredentials(tx, auth.user.id)) >= ctx.config.auth.passkeys.maxPerUser) {
      throw tooManyPasskeys();
    }
    const row = await insertCredential(tx, {
      userId: auth.user.id,
      credentialId: info.credential.id,
      publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
      aaguid,
      signCount: info.credential.counter,
      transports: info.credential.transports ?? [],
      isBackupEligible: info.credentialDeviceType === 'multiDevice',
      isBackedUp: info.credentialBackedUp,
      friendlyName: passkeyNameFor(aaguid),
    });
    if (!row) {
      throw new AuthError(
        422,
        'webauthn_credential_exists',
        'This credential is already registered',
      );
    }
    return row;
  });
  return presentPasskeyCreated(created);
}
