/**
 * The scopes a third-party app can ask for when it signs a member in with Magic Community (our
 * OAuth 2.1 server), in plain words. Shared by the consent page and the Connected apps card.
 */

/** The scopes the server knows, in the order they are shown. */
export const knownScopes = ['openid', 'email', 'profile', 'phone', 'offline_access'] as const;

export type KnownScope = (typeof knownScopes)[number];

/** What each known scope lets the app do, as the member reads it. */
export const scopeLabels: Record<KnownScope, string> = {
  openid: 'Confirm it’s you',
  email: 'See your email address',
  profile: 'See your username, display name and profile photo',
  phone: 'See your phone number',
  offline_access: 'Stay connected when you’re away',
};

export interface ScopeDescription {
  scope: string;
  /** The plain words, or the scope itself when the site has no words for it. */
  label: string;
  isKnown: boolean;
}

const isKnownScope = (scope: string): scope is KnownScope =>
  (knownScopes as readonly string[]).includes(scope);

/**
 * The scopes of an answer (a space-separated `scope` string or a list) in plain words: each
 * once, the known ones first in their usual order, then any others as the app named them.
 */
export function describeScopes(
  scopes: string | readonly string[] | null | undefined,
): ScopeDescription[] {
  const names = typeof scopes === 'string' ? scopes.split(/\s+/) : (scopes ?? []);
  const unique = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
  const known = knownScopes.filter((scope) => unique.includes(scope));
  const others = unique.filter((scope) => !isKnownScope(scope));
  return [
    ...known.map((scope) => ({ scope, label: scopeLabels[scope], isKnown: true })),
    ...others.map((scope) => ({ scope, label: scope, isKnown: false })),
  ];
}
