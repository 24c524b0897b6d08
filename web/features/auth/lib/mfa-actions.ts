import type { Factor } from '@supabase/auth-js';
import { loadAuthClient } from '../../../lib/auth-loader';
import { toastError } from './auth-actions';
import { describeAuthError } from './auth-errors';
import { nextFactorName } from './factor-names';
import { qrCodeImageSource } from './qr-code-source';
import { withStepUp } from './with-step-up';

/** Query key of the member's authenticator factors (cleared with everything on sign-out). */
export const factorsQueryKey = (userId: string) => ['auth', 'factors', userId] as const;

/** Every factor of the member, verified or not (GET /user → factors). */
export async function listAllFactors(): Promise<Factor[]> {
  const { authClient } = await loadAuthClient();
  const { data, error } = await authClient.mfa.listFactors();
  if (error) throw error;
  return data.all;
}

export interface TotpEnrolment {
  factorId: string;
  /** `data:image/svg+xml` URI of the QR code (auth-js builds it from the server's SVG). */
  qrCode: string;
  secret: string;
  uri: string;
}

/**
 * Starts adding an authenticator app (POST /factors). Unfinished earlier attempts are removed
 * first so their names do not clash. Failures are toasted (null).
 */
export async function startTotpEnrolment(existing: Factor[]): Promise<TotpEnrolment | null> {
  const { authClient } = await loadAuthClient();
  for (const factor of existing) {
    if (factor.factor_type === 'totp' && factor.status === 'unverified') {
      await authClient.mfa.unenroll({ factorId: factor.id });
    }
  }
  const verified = existing.filter((f) => f.status === 'verified');
  const { data, error } = await authClient.mfa.enroll({
    factorType: 'totp',
    friendlyName: nextFactorName(verified),
  });
  if (error) {
    toastError(describeAuthError(error));
    return null;
  }
  return {
    factorId: data.id,
    qrCode: qrCodeImageSource(data.totp.qr_code),
    secret: data.totp.secret,
    uri: data.totp.uri,
  };
}

/** Drops an unfinished enrolment (best effort: the server purges old ones too). */
export async function cancelTotpEnrolment(factorId: string): Promise<void> {
  const { authClient } = await loadAuthClient();
  await authClient.mfa.unenroll({ factorId });
}

/**
 * Removes a factor (DELETE /factors/{id}); a verified one needs the second step first, which is
 * asked for when the session has not used it yet. Then the session is refreshed so its assurance
 * level matches what the server now says. Failures are toasted (false).
 */
export async function removeFactor(factorId: string): Promise<boolean> {
  const { authClient } = await loadAuthClient();
  const { error } = await withStepUp(() => authClient.mfa.unenroll({ factorId }));
  if (error) {
    toastError(describeAuthError(error));
    return false;
  }
  await authClient.refreshSession();
  return true;
}
