const BASE_NAME = 'Authenticator app';

/**
 * A friendly name no other factor uses yet ('Authenticator app', 'Authenticator app 2', …): the
 * server refuses two factors with the same name.
 */
export function nextFactorName(factors: { friendly_name?: string | null }[]): string {
  const taken = new Set(factors.map((f) => f.friendly_name).filter(Boolean));
  let name = BASE_NAME;
  for (let n = 2; taken.has(name); n += 1) name = `${BASE_NAME} ${n}`;
  return name;
}
