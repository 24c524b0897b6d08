import {
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { z } from 'zod';
import {
  authenticationCredentialSchema,
  registrationCredentialSchema,
  webauthnFactorAnswerSchema,
  type verifyFactorBodySchema,
} from '../../../../common/features/auth/auth.contract';
import type { AuthFactorRow, AuthSessionRow, FactorWebauthnCredential } from '../../../db/schema';
import type { AuthContext, RequestInfo } from '../auth-context';
import { AuthError, validationFailed } from '../auth-error';
import type { AuthenticatedRequest } from '../auth-guard';
import { listFactors } from '../auth.repository';
import type { TokenResponse } from '../session.service';
import { listCredentials } from '../passkeys/passkeys.repository';
import { expectedRelyingParty, namesOf, userHandleOf } from '../passkeys/relying-party';
import { completeFactorVerification, loadOpenChallenge } from './factor-verification';
import { CHALLENGE_EXPIRY_SECONDS } from './mfa-factors';
import {
  advanceFactorCounter,
  insertChallenge,
  markFactorChallenged,
  storeFactorCredential,
} from './mfa.repository';

const keyRefused = () =>
  new AuthError(422, 'mfa_verification_failed', 'WebAuthn credential verification failed');
const invalidResponse = () => validationFailed('Invalid credential_response');

/** 422 unless security keys as a second factor are switched on (GoTrue's `VerifyEnabled`). */
export function requireWebauthnFactors(ctx: AuthContext): void {
  if (!ctx.config.auth.isWebauthnFactorEnabled) {
    throw new AuthError(
      422,
      'mfa_webauthn_verify_not_enabled',
      'MFA verification is disabled for WebAuthn',
    );
  }
}

/**
 * Creation options for a new security key: not discoverable (the factor names its key), and
 * excluding every key the member already has here, as a factor or as a passkey: one device
 * should not be both the way in and the proof that it is them.
 */
async function creationOptions(ctx: AuthContext, auth: AuthenticatedRequest) {
  const { rpId, rpName } = ctx.config.auth.passkeys;
  const [factors, passkeys] = await Promise.all([
    listFactors(ctx.db, auth.user.id),
    listCredentials(ctx.db, auth.user.id),
  ]);
  const factorKeys = factors.flatMap((factor) =>
    factor.webauthnCredential ? [{ id: factor.webauthnCredential.id }] : [],
  );
  return generateRegistrationOptions({
    rpName,
    rpID: rpId,
    userID: userHandleOf(auth.user.id),
    ...namesOf(auth.user),
    timeout: CHALLENGE_EXPIRY_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: [
      ...factorKeys,
      ...passkeys.map((passkey) => ({ id: passkey.credentialId })),
    ],
    authenticatorSelection: { residentKey: 'discouraged', userVerification: 'preferred' },
    supportedAlgorithmIDs: [-7, -257, -8],
  });
}

/** Request options naming the factor's own key, so only that key can answer. */
function requestOptions(ctx: AuthContext, credential: FactorWebauthnCredential) {
  return generateAuthenticationOptions({
    rpID: ctx.config.auth.passkeys.rpId,
    allowCredentials: [
      {
        id: credential.id,
        transports: credential.transports as AuthenticatorTransportFuture[],
      },
    ],
    userVerification: 'preferred',
    timeout: CHALLENGE_EXPIRY_SECONDS * 1000,
  });
}

/**
 * GoTrue's `challengeWebAuthnFactor`: an unverified factor gets creation options (`type:
 * create`), a verified one request options for its key (`type: request`). The challenge is
 * bound to the caller's IP and valid 300 s, like a TOTP one. The relying party is this server's
 * (`WEBAUTHN_RP_ID`, `WEBAUTHN_RP_ORIGINS`); the `rpId` a client suggests is not trusted.
 */
export async function challengeWebauthnFactor(
  ctx: AuthContext,
  auth: AuthenticatedRequest,
  factor: AuthFactorRow,
  request: RequestInfo,
) {
  requireWebauthnFactors(ctx);
  const credential = factor.status === 'verified' ? factor.webauthnCredential : null;
  const type = credential ? 'request' : 'create';
  const options = credential
    ? await requestOptions(ctx, credential)
    : await creationOptions(ctx, auth);
  const now = ctx.clock.now();
  const challenge = await ctx.db.transaction(async (tx) => {
    const row = await insertChallenge(tx, {
      factorId: factor.id,
      ip: request.ip,
      webauthnSession: { type, challenge: options.challenge },
      createdAt: now,
    });
    await markFactorChallenged(tx, factor.id, now);
    return row;
  });
  return {
    id: challenge.id,
    type: 'webauthn' as const,
    expires_at: Math.floor(challenge.createdAt.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS,
    webauthn: { type, credential_options: { publicKey: options } },
  };
}

/** The `webauthn` field of a verify, checked with GoTrue's messages. */
function readAnswer(body: z.output<typeof verifyFactorBodySchema>) {
  if (body.webauthn === undefined || body.webauthn === null) {
    throw validationFailed('WebAuthn config required');
  }
  const answer = webauthnFactorAnswerSchema.safeParse(body.webauthn);
  if (!answer.success) throw validationFailed('WebAuthn config required');
  const { type, credential_response: response } = answer.data;
  if (type !== 'create' && type !== 'request') {
    throw validationFailed('WebAuthn type must be create or request');
  }
  if (response === undefined || response === null) {
    throw validationFailed('credential_response required');
  }
  return { type, response } as const;
}

/** Checks a new key's attestation against the challenge; answers the key to store. */
async function verifyNewKey(ctx: AuthContext, response: unknown, expectedChallenge: string) {
  const parsed = registrationCredentialSchema.safeParse(response);
  if (!parsed.success) throw invalidResponse();
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: parsed.data as Parameters<typeof verifyRegistrationResponse>[0]['response'],
      expectedChallenge,
      ...expectedRelyingParty(ctx),
      requireUserVerification: false,
    });
  } catch (err) {
    ctx.log.debug({ err }, 'security key registration refused');
    throw keyRefused();
  }
  if (!verification.verified) throw keyRefused();
  const info = verification.registrationInfo;
  const credential: FactorWebauthnCredential = {
    id: info.credential.id,
    publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
    counter: info.credential.counter,
    transports: info.credential.transports ?? [],
    isBackedUp: info.credentialBackedUp,
  };
  const aaguid = /^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(info.aaguid) ? null : info.aaguid;
  return { credential, aaguid };
}

/** Checks an assertion by the factor's own key; answers the counter it now reports. */
async function verifyKeyAssertion(
  ctx: AuthContext,
  response: unknown,
  expectedChallenge: string,
  credential: FactorWebauthnCredential,
) {
  const parsed = authenticationCredentialSchema.safeParse(response);
  if (!parsed.success) throw invalidResponse();
  if (parsed.data.id !== credential.id) throw keyRefused();
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response: parsed.data as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
      expectedChallenge,
      ...expectedRelyingParty(ctx),
      credential: {
        id: credential.id,
        publicKey: isoBase64URL.toBuffer(credential.publicKey),
        counter: credential.counter,
      },
      requireUserVerification: false,
    });
  } catch (err) {
    ctx.log.debug({ err }, 'security key assertion refused');
    throw keyRefused();
  }
  if (!verification.verified) throw keyRefused();
  return verification.authenticationInfo.newCounter;
}

/**
 * GoTrue's `verifyWebAuthnFactor`. `create` answers an unverified factor's challenge with a new
 * key, which the factor keeps; `request` answers a verified factor's challenge with a signature
 * of that key, whose counter must move forward (a cloned key's replay fails). Either way the
 * challenge is used once and the session is raised to aal2 with `amr` `mfa/webauthn`.
 */
export async function verifyWebauthnFactor(
  ctx: AuthContext,
  verification: {
    session: AuthSessionRow;
    factor: AuthFactorRow;
    body: z.output<typeof verifyFactorBodySchema>;
    request: RequestInfo;
  },
): Promise<TokenResponse> {
  const { session, factor, body, request } = verification;
  requireWebauthnFactors(ctx);
  const answer = readAnswer(body);
  const challenge = await loadOpenChallenge(ctx, factor, body.challenge_id, request);
  const expected = challenge.webauthnSession;
  if (!expected || expected.type !== answer.type) throw keyRefused();

  if (answer.type === 'create') {
    if (factor.status === 'verified') throw keyRefused();
    const key = await verifyNewKey(ctx, answer.response, expected.challenge);
    return completeFactorVerification(ctx, {
      session,
      factor,
      challengeId: challenge.id,
      beforeRaise: (tx, now) => storeFactorCredential(tx, factor.id, { ...key, now }),
    });
  }
  const credential = factor.webauthnCredential;
  if (factor.status !== 'verified' || !credential) throw keyRefused();
  const next = await verifyKeyAssertion(ctx, answer.response, expected.challenge, credential);
  return completeFactorVerification(ctx, {
    session,
    factor,
    challengeId: challenge.id,
    beforeRaise: async (tx, now) => {
      const judged = credential.counter;
      if (!(await advanceFactorCounter(tx, factor.id, { judged, next, now }))) throw keyRefused();
    },
  });
}
