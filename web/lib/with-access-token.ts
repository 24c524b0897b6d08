import { ApiError } from './api-error';
import { getAccessToken } from './auth-loader';
import { endRejectedSession, recoverRejectedToken } from './session-recovery';
import { requestStepUp } from './step-up';

/** The error code of `/api` for a member session that still needs its second factor. */
export const INSUFFICIENT_AAL_CODE = 'insufficient_aal';

/**
 * The token to send a request again with after `/api` refused `token`, or null to give up. A 401
 * (expired in flight, or the session ended) gets one refresh ({@link recoverRejectedToken}); a
 * 403 `insufficient_aal` asks the member for their second factor. Anything else is the
 * request's own answer.
 */
export async function tokenAfterRefusal(
  refusal: { status: number; code: string },
  token: string,
): Promise<string | null> {
  if (refusal.status === 401) return recoverRejectedToken(token);
  if (refusal.status === 403 && refusal.code === INSUFFICIENT_AAL_CODE) {
    if (!(await requestStepUp())) return null;
    const next = await getAccessToken();
    return next && next !== token ? next : null;
  }
  return null;
}

/**
 * Runs `attempt` with the member's access token (null for visitors). When `/api` refuses that
 * token (an {@link ApiError} 401, or 403 `insufficient_aal`), the session is refreshed or
 * stepped up once and `attempt` runs again with the new token; a fresh token refused again
 * means the session has ended, and it is cleared. Other failures are thrown as they are.
 */
export async function withAccessToken<T>(
  attempt: (token: string | null) => Promise<T>,
): Promise<T> {
  const token = await getAccessToken();
  try {
    return await attempt(token);
  } catch (err) {
    if (!token || !(err instanceof ApiError)) throw err;
    const retryToken = await tokenAfterRefusal(err, token);
    if (!retryToken) throw err;
    try {
      return await attempt(retryToken);
    } catch (again) {
      if (again instanceof ApiError && again.status === 401) await endRejectedSession(retryToken);
      throw again;
    }
  }
}
