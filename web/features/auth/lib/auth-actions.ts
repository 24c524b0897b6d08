import type { Factor } from '@supabase/auth-js';
import { authToasts, tryAgainAt } from '../../../../common/features/auth/auth-messages';
import { findEmailProblem, normalizeEmail } from '../../../../common/features/auth/email-rules';
import { toast } from '../../../components/ui/use-toast';
import { loadAuthClient } from '../../../lib/auth-loader';
import {
  createAttemptLimiter,
  formatRetryTime,
  RESET_LIMIT,
  SIGN_IN_LIMIT,
  type KeyValueStore,
} from './attempt-limits';
import {
  countsAsFailedSignIn,
  describeAuthError,
  isRateLimited,
  needsHigherAssurance,
  rateLimitedUntil,
  type AuthFailure,
} from './auth-errors';
import { markSignOutIntent } from '../../../lib/sign-out-intent';
import { fetchSuspensionNotice, toastSuspensionNotice } from './suspension-notice';

/**
 * The auth flows of spec §2, §4, §5 and §8 on top of auth-js: checks, the limits' mirror,
 * the calls, and the toasts that report them. Shared by the dialog, the /auth page, the reset
 * page and the profile's security settings.
 */

const browserStore = (): KeyValueStore | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

const signInLimiter = createAttemptLimiter('signin', SIGN_IN_LIMIT, browserStore);
const resetLimiter = createAttemptLimiter('reset', RESET_LIMIT, browserStore);

export function toastError(failure: AuthFailure): void {
  toast({ ...authToasts.error, description: failure.message, variant: 'destructive' });
}

function toastBlocked(kind: 'signin' | 'reset', until: number | null, fallback?: string): void {
  toast({
    ...(kind === 'signin' ? authToasts.tooManyAttempts : authToasts.tooManyResets),
    description: until === null ? fallback : tryAgainAt(formatRetryTime(until)),
    variant: 'destructive',
  });
}

/** Normalises an email (spec §5) and checks it; a problem is toasted ('Invalid Email') and returned. */
export function checkEmail(raw: string): { email: string; problem: string | null } {
  const email = normalizeEmail(raw);
  const problem = findEmailProblem(email);
  if (problem) toast({ ...authToasts.invalidEmail, description: problem, variant: 'destructive' });
  return { email, problem };
}

type AuthClient = Awaited<ReturnType<typeof loadAuthClient>>['authClient'];

/** Signed in at aal1 while a verified factor asks for aal2. */
export async function needsSecondFactor(client?: AuthClient): Promise<boolean> {
  const authClient = client ?? (await loadAuthClient()).authClient;
  const { data } = await authClient.mfa.getAuthenticatorAssuranceLevel();
  return data?.currentLevel === 'aal1' && data.nextLevel === 'aal2';
}

export type SignInResult = 'signed-in' | 'mfa' | 'failed';

/**
 * An existing session is refreshed (spec §4); 'none' when there is none (or it could not be
 * kept), 'mfa' when it still needs the second factor.
 */
export async function refreshExistingSession(): Promise<'none' | 'signed-in' | 'mfa'> {
  const { authClient } = await loadAuthClient();
  const { data } = await authClient.getSession();
  if (!data.session) return 'none';
  const { data: refreshed, error } = await authClient.refreshSession();
  if (error || !refreshed.session) return 'none';
  return (await needsSecondFactor(authClient)) ? 'mfa' : 'signed-in';
}

export async function signInWithEmail(rawEmail: string, password: string): Promise<SignInResult> {
  const { email, problem } = checkEmail(rawEmail);
  if (problem) return 'failed';
  const blockedUntil = signInLimiter.blockedUntil(email);
  if (blockedUntil !== null) {
    toastBlocked('signin', blockedUntil);
    return 'failed';
  }
  const existing = await refreshExistingSession();
  if (existing === 'mfa') return 'mfa';
  if (existing === 'signed-in') {
    toast(authToasts.signedIn);
    return 'signed-in';
  }
  const { authClient } = await loadAuthClient();
  const { error } = await authClient.signInWithPassword({ email, password });
  if (error) {
    const failure = describeAuthError(error);
    if (isRateLimited(failure)) {
      const until = rateLimitedUntil(failure);
      if (until !== null) signInLimiter.blockUntil(email, until);
      toastBlocked('signin', until, failure.message);
      return 'failed';
    }
    if (failure.code === 'user_banned') {
      const notice = await fetchSuspensionNotice(email, password);
      if (notice) {
        toastSuspensionNotice(notice);
        return 'failed';
      }
    }
    // The failure is counted and reported as itself ('Invalid login credentials' for the 5th
    // too): only the next attempt within the window meets 'Too Many Attempts', as the server
    // answers it (spec §9: 5 failed attempts per email per 15 minutes).
    if (countsAsFailedSignIn(failure)) signInLimiter.record(email);
    toastError(failure);
    return 'failed';
  }
  signInLimiter.reset(email);
  if (await needsSecondFactor(authClient)) return 'mfa';
  toast(authToasts.signedIn);
  return 'signed-in';
}

export async function requestPasswordReset(rawEmail: string): Promise<boolean> {
  const { email, problem } = checkEmail(rawEmail);
  if (problem) return false;
  const blockedUntil = resetLimiter.blockedUntil(email);
  if (blockedUntil !== null) {
    toastBlocked('reset', blockedUntil);
    return false;
  }
  const { authClient } = await loadAuthClient();
  const { error } = await authClient.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}/auth/callback?next=/reset-password`,
  });
  if (error) {
    const failure = describeAuthError(error);
    if (isRateLimited(failure)) {
      const until = rateLimitedUntil(failure);
      if (until !== null) resetLimiter.blockUntil(email, until);
      toastBlocked('reset', until, failure.message);
    } else {
      toastError(failure);
    }
    return false;
  }
  resetLimiter.record(email);
  toast(authToasts.checkEmail);
  return true;
}

export interface SignUpInput {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

export async function signUpMember(input: SignUpInput): Promise<'signed-in' | 'verify' | 'failed'> {
  const { authClient } = await loadAuthClient();
  const { data, error } = await authClient.signUp({
    email: input.email,
    password: input.password,
    options: {
      data: {
        first_name: input.firstName,
        last_name: input.lastName,
        username: input.username,
      },
      emailRedirectTo: `${window.location.origin}/auth/callback`,
    },
  });
  if (error) {
    toastError(describeAuthError(error));
    return 'failed';
  }
  if (data.session) {
    toast(authToasts.accountCreatedSignedIn);
    return 'signed-in';
  }
  toast(authToasts.accountCreatedVerify);
  return 'verify';
}

/** The member's verified second factors (the ones a sign-in can be finished with), by type. */
export async function listVerifiedSecondFactors(): Promise<{
  totp: Factor[];
  webauthn: Factor[];
}> {
  const { authClient } = await loadAuthClient();
  const { data, error } = await authClient.mfa.listFactors();
  if (error) throw error;
  return { totp: data.totp, webauthn: data.webauthn };
}

/** Checks a 6-digit code against a factor (challenge + verify); failures are toasted. */
export async function verifyTotpCode(factorId: string, code: string): Promise<boolean> {
  const { authClient } = await loadAuthClient();
  const { error } = await authClient.mfa.challengeAndVerify({ factorId, code });
  if (error) {
    toastError(describeAuthError(error));
    return false;
  }
  return true;
}

/** 'mfa' when the server wants the second factor first (the member has one, the session is aal1). */
export async function updatePassword(password: string): Promise<'updated' | 'mfa' | 'failed'> {
  const { authClient } = await loadAuthClient();
  const { error } = await authClient.updateUser({ password });
  if (error) {
    const failure = describeAuthError(error);
    if (needsHigherAssurance(failure)) return 'mfa';
    toastError(failure);
    return 'failed';
  }
  return 'updated';
}

export async function signOutMember(scope: 'local' | 'global'): Promise<boolean> {
  markSignOutIntent();
  const { authClient } = await loadAuthClient();
  const { error } = await authClient.signOut({ scope });
  if (error) {
    toastError(describeAuthError(error));
    return false;
  }
  return true;
}
