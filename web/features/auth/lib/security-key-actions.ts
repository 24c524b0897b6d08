import type { Factor } from '@supabase/auth-js';
import { loadAuthClient } from '../../../lib/auth-loader';
import { findFactorNameProblem } from './factor-names';
import {
  describeSecurityKeyFailure,
  securityKeyMessages,
  type SecurityKeyProblem,
} from './security-key-errors';
import { withStepUp } from './with-step-up';

/**
 * Security keys as a second factor on top of auth-js (GoTrue's WebAuthn factors,
 * `/auth/v1/factors`): add one in the security settings, use one after the password. Listing
 * and removing go through the factor list of `mfa-actions.ts`.
 */

type AuthClient = Awaited<ReturnType<typeof loadAuthClient>>['authClient'];

/** The relying party auth-js sends along (the server checks its own, from its settings). */
const relyingParty = () => ({
  rpId: window.location.hostname,
  rpOrigins: [window.location.origin],
});

const isUnfinishedKey = (factor: Factor) =>
  factor.factor_type === 'webauthn' && factor.status === 'unverified';

/** The member's security keys: verified WebAuthn factors (an unfinished one is not a key). */
export const verifiedSecurityKeys = (factors: Factor[]) =>
  factors.filter((factor) => factor.factor_type === 'webauthn' && factor.status === 'verified');

/** Set once the server said security keys are off, for the rest of this page load. */
let isTurnedOffHere = false;

/** Whether the server said security keys are switched off on this site. */
export const securityKeysTurnedOff = () => isTurnedOffHere;

function noted(problem: SecurityKeyProblem): SecurityKeyProblem {
  if (problem.isTurnedOff) isTurnedOffHere = true;
  return problem;
}

/** Removes unfinished keys (a closed browser prompt leaves one behind); best effort. */
async function dropUnfinishedKeys(authClient: AuthClient, factors?: Factor[]): Promise<void> {
  const all = factors ?? (await authClient.mfa.listFactors()).data?.all ?? [];
  for (const factor of all.filter(isUnfinishedKey)) {
    await authClient.mfa.unenroll({ factorId: factor.id });
  }
}

/**
 * Registers a security key named `name` (enrol, the browser's prompt, verify): the session is
 * aal2 afterwards. Asks for the second step first when the member already has one and has not
 * used it in this session. Returns the problem to show instead when it did not work.
 */
export async function addSecurityKey(name: string): Promise<'added' | SecurityKeyProblem> {
  const { authClient } = await loadAuthClient();
  const friendlyName = name.trim();
  const listed = await authClient.mfa.listFactors();
  if (listed.error) return describeSecurityKeyFailure(listed.error, 'add');
  const others = listed.data.all.filter((factor) => !isUnfinishedKey(factor));
  // When the server refuses an enrolment, auth-js removes the verified key that has the same
  // name (to undo a half-done one): a name already in use is never sent.
  if (findFactorNameProblem(friendlyName, others) === 'taken') {
    return { kind: 'failed', message: securityKeyMessages.nameTaken };
  }
  await dropUnfinishedKeys(authClient, listed.data.all);
  const { error } = await withStepUp(() =>
    authClient.mfa.webauthn.register({ friendlyName, webauthn: relyingParty() }),
  );
  if (!error) return 'added';
  await dropUnfinishedKeys(authClient).catch(() => undefined);
  return noted(describeSecurityKeyFailure(error, 'add'));
}

/**
 * The second step with a security key (challenge, the browser's prompt, verify): the session is
 * aal2 once it says 'verified'. Otherwise the problem to show.
 */
export async function verifyWithSecurityKey(
  factorId: string,
): Promise<'verified' | SecurityKeyProblem> {
  const { authClient } = await loadAuthClient();
  const { error } = await authClient.mfa.webauthn.authenticate({
    factorId,
    webauthn: relyingParty(),
  });
  return error ? noted(describeSecurityKeyFailure(error, 'use')) : 'verified';
}
