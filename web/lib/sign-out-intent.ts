/**
 * Marks a sign-out the member asked for, so that the SIGNED_OUT event it causes (here, and in
 * other tabs through auth-js's broadcast) is not mistaken for an expired session.
 */
const INTENT_KEY = 'magic-community-sign-out-at';
const INTENT_VALID_MS = 15_000;

let intendedAt = 0;

export function markSignOutIntent(): void {
  intendedAt = Date.now();
  try {
    localStorage.setItem(INTENT_KEY, String(intendedAt));
  } catch {
    // Other tabs will show a notice; this one still knows.
  }
}

export function wasSignOutIntended(now: number = Date.now()): boolean {
  let stored = 0;
  try {
    stored = Number(localStorage.getItem(INTENT_KEY)) || 0;
  } catch {
    stored = 0;
  }
  return now - Math.max(intendedAt, stored) < INTENT_VALID_MS;
}
