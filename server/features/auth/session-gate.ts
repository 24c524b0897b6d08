/** What a signed-in request needs to know of the session behind its access token. */
export interface SessionState {
  userId: string;
  bannedUntil: Date | null;
  deletedAt: Date | null;
  /** Whether the member has a verified second factor (then only `aal2` tokens act for them). */
  hasVerifiedFactor: boolean;
  /** Signed in anonymously, no address added yet: they read as a member but publish nothing. */
  isAnonymous: boolean;
}

/**
 * The one place `/api` and `/realtime` learn whether a session is still alive. States are kept
 * for a short time so that a busy member costs one query a second, not one per request;
 * sessions ended here or on another process are dropped as soon as the news arrives
 * ({@link SessionGate.forget}), and the time limit bounds how stale a state can be if it never
 * does.
 */
export interface SessionGate {
  /**
   * The session's state, or null when it has ended. Database errors are thrown, never turned
   * into "signed out".
   */
  read(sessionId: string): Promise<SessionState | null>;
  /** Forgets what is known of these sessions: the next read asks the database. */
  forget(sessionIds: Iterable<string>): void;
}

/** How long a session's state is trusted without asking the database again. */
export const SESSION_STATE_TTL_MS = 1000;
/** Sessions remembered at most (the oldest are dropped first). */
const MAX_ENTRIES = 10_000;

interface Entry {
  state: SessionState | null;
  readAt: number;
}

/** A {@link SessionGate} over `load`, which reads one session's state from the database. */
export function createSessionGate(
  load: (sessionId: string) => Promise<SessionState | null>,
  options: { ttlMs?: number; maxEntries?: number } = {},
): SessionGate {
  const ttlMs = options.ttlMs ?? SESSION_STATE_TTL_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<SessionState | null>>();
  // Bumped by every forget: a read that started before it must not store what it read.
  let generation = 0;

  const remember = (sessionId: string, entry: Entry) => {
    entries.delete(sessionId);
    entries.set(sessionId, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };

  return {
    read(sessionId) {
      const entry = entries.get(sessionId);
      const now = performance.now();
      if (entry && now - entry.readAt < ttlMs) return Promise.resolve(entry.state);
      const pending = loading.get(sessionId);
      if (pending) return pending;
      const startedIn = generation;
      const read = load(sessionId)
        .then((state) => {
          if (generation === startedIn) remember(sessionId, { state, readAt: now });
          return state;
        })
        .finally(() => {
          if (loading.get(sessionId) === read) loading.delete(sessionId);
        });
      loading.set(sessionId, read);
      return read;
    },
    forget(sessionIds) {
      generation += 1;
      for (const sessionId of sessionIds) {
        entries.delete(sessionId);
        loading.delete(sessionId);
      }
    },
  };
}
