import { requestStepUp } from '../../../lib/step-up';
import { describeAuthError, needsHigherAssurance } from './auth-errors';

/**
 * Runs an auth-js call that needs the second factor when the member has one (GoTrue's
 * `insufficient_aal`, 403 or 422): asks for it once (the code or security key prompt), then
 * runs the call again.
 */
export async function withStepUp<T extends { error: unknown }>(call: () => Promise<T>): Promise<T> {
  const result = await call();
  if (!result.error || !needsHigherAssurance(describeAuthError(result.error))) return result;
  return (await requestStepUp()) ? call() : result;
}
