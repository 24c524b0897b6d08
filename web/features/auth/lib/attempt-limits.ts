import { PASSWORD_RESET_LIMIT, SIGN_IN_FAILURE_LIMIT } from '../../../../common/limits';
/**
 * The browser's mirror of the auth server's limits (spec §9): 5 failed sign-ins per email per
 * 15 minutes (only failures count, a success resets the counter) and 3 password-reset requests
 * per email per hour. Fixed windows like the server's, kept in local storage so a reload does not
 * reset them; a 429 from the server blocks until the time it gives.
 */

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

export const SIGN_IN_LIMIT: AttemptLimit = {
  max: SIGN_IN_FAILURE_LIMIT.max,
  windowMs: SIGN_IN_FAILURE_LIMIT.windowSeconds * 1000,
};
export const RESET_LIMIT: AttemptLimit = {
  max: PASSWORD_RESET_LIMIT.max,
  windowMs: PASSWORD_RESET_LIMIT.windowSeconds * 1000,
};

export type LimitKind = 'signin' | 'reset';

/** The part of `Storage` the limiter uses (local storage in the browser, a Map in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface WindowRecord {
  /** When the current window started (ms since epoch). */
  start: number;
  count: number;
  /** Set from a server answer (429): blocked until then whatever the count says. */
  blockedUntil?: number;
}

const KEY_PREFIX = 'magic-community-limits';

/** A short, stable digest of the address, so the browser does not keep emails in clear text. */
export function emailDigest(email: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < email.length; i += 1) {
    hash ^= email.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export interface AttemptLimiter {
  /** When the email may try again, or null when it is not blocked. */
  blockedUntil(email: string): number | null;
  /** Counts one attempt (a failure, or a reset request); returns the block time if now blocked. */
  record(email: string): number | null;
  /** Forgets the email's attempts (after a successful sign-in). */
  reset(email: string): void;
  /** Blocks the email until `until` (the server said so). */
  blockUntil(email: string, until: number): void;
}

export function createAttemptLimiter(
  kind: LimitKind,
  limit: AttemptLimit,
  getStore: () => KeyValueStore | null,
  now: () => number = Date.now,
): AttemptLimiter {
  const keyOf = (email: string) => `${KEY_PREFIX}:${kind}:${emailDigest(email)}`;

  const read = (email: string): WindowRecord | null => {
    try {
      const raw = getStore()?.getItem(keyOf(email));
      if (!raw) return null;
      const value = JSON.parse(raw) as Partial<WindowRecord>;
      if (typeof value.start !== 'number' || typeof value.count !== 'number') return null;
      return {
        start: value.start,
        count: value.count,
        blockedUntil: typeof value.blockedUntil === 'number' ? value.blockedUntil : undefined,
      };
    } catch {
      return null;
    }
  };

  const write = (email: string, record: WindowRecord | null) => {
    try {
      const store = getStore();
      if (!store) return;
      if (record) store.setItem(keyOf(email), JSON.stringify(record));
      else store.removeItem(keyOf(email));
    } catch {
      // Storage full or disabled: the server still enforces the limit.
    }
  };

  const blockedUntil = (email: string): number | null => {
    const record = read(email);
    if (!record) return null;
    const time = now();
    if (record.blockedUntil !== undefined && record.blockedUntil > time) return record.blockedUntil;
    const windowEnd = record.start + limit.windowMs;
    if (record.count >= limit.max && time < windowEnd) return windowEnd;
    return null;
  };

  return {
    blockedUntil,
    record(email) {
      const time = now();
      const current = read(email);
      const isCurrentWindow = current !== null && time < current.start + limit.windowMs;
      const next: WindowRecord = isCurrentWindow
        ? { ...current, count: current.count + 1 }
        : { start: time, count: 1 };
      if (next.blockedUntil !== undefined && next.blockedUntil <= time) delete next.blockedUntil;
      write(email, next);
      return blockedUntil(email);
    },
    reset(email) {
      write(email, null);
    },
    blockUntil(email, until) {
      const time = now();
      if (until <= time) return;
      const current = read(email);
      const base =
        current && time < current.start + limit.windowMs ? current : { start: time, count: 0 };
      write(email, { ...base, blockedUntil: Math.max(until, base.blockedUntil ?? 0) });
    },
  };
}

const ISO_TIME = /(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2}))/;
const AFTER_SECONDS = /after (\d+) seconds?/i;

/**
 * The time a rate-limit answer says to wait for: an ISO-8601 time in the message ("… Please try
 * again after 2026-11-22T01:02:03.000Z"), or GoTrue's "… after N seconds". Null when neither.
 */
export function retryTimeFromMessage(message: string, now: number = Date.now()): number | null {
  const iso = ISO_TIME.exec(message);
  if (iso) {
    const time = Date.parse(iso[1]!);
    if (!Number.isNaN(time)) return time;
  }
  const seconds = AFTER_SECONDS.exec(message);
  if (seconds) return now + Number(seconds[1]) * 1000;
  return null;
}

/**
 * The time to show in 'Please try again at {time}': rounded up to the next whole minute, so that
 * trying again at the time shown always works.
 */
export function formatRetryTime(until: number, locale?: string, timeZone?: string): string {
  const minute = 60 * 1000;
  const rounded = Math.ceil(until / minute) * minute;
  return new Date(rounded).toLocaleTimeString(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}
