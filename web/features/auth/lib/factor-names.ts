/** The name an authenticator app gets; a security key's default is {@link SECURITY_KEY_NAME}. */
const BASE_NAME = 'Authenticator app';
/** The default name of a member's first security key ('Security key 2' for the next, …). */
export const SECURITY_KEY_NAME = 'Security key';
/** Longest factor name the forms accept (as for passkeys). */
export const FACTOR_NAME_MAX = 120;

type Named = { friendly_name?: string | null };

/**
 * A friendly name no other factor uses yet ('Authenticator app', 'Authenticator app 2', …): the
 * server refuses two factors with the same name.
 */
export function nextFactorName(factors: Named[], baseName: string = BASE_NAME): string {
  const taken = new Set(factors.map((f) => f.friendly_name).filter(Boolean));
  let name = baseName;
  for (let n = 2; taken.has(name); n += 1) name = `${baseName} ${n}`;
  return name;
}

/**
 * What is wrong with a new factor's name (1 to 120 characters once trimmed, not the name of
 * one of `factors`), or null.
 */
export function findFactorNameProblem(
  name: string,
  factors: Named[],
): 'required' | 'too-long' | 'taken' | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > FACTOR_NAME_MAX) return 'too-long';
  if (factors.some((f) => f.friendly_name === trimmed)) return 'taken';
  return null;
}
