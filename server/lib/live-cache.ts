import { afterRequestCommit } from '../db/request-transaction';

/**
 * A value read from the database and kept in memory by one process (the live figures of the
 * guide pages): concurrent readers share one read; it is read again after its source said it
 * changed ({@link LiveSource.changed}, called once a write's transaction has committed) or
 * after `maxAgeMs`, which bounds how long it can lag behind writes this process did not see
 * (another server process, an account deleted in its own transaction). A read that fails is
 * forgotten: the next use tries again.
 */
export interface LiveSource {
  /** The data behind the value changed: every cache of it reads it again on its next use. */
  changed(): void;
  /** Bumped by each {@link changed}. */
  generation(): number;
}

/** A source of change notices, one per kind of live value (review figures, top tips). */
export function createLiveSource(): LiveSource {
  let generation = 0;
  return {
    // In a request transaction (an Idempotency-Key request) the write commits when the request
    // ends: a read before that would cache what was there before it.
    changed: () =>
      afterRequestCommit(() => {
        generation += 1;
      }),
    generation: () => generation,
  };
}

/** A value and a key that changes exactly when it does (to key what is rendered from it). */
export interface LiveSnapshot<T> {
  key: string;
  value: T;
}

/** One process's cache of a live value: `read` runs at most once per change or `maxAgeMs`. */
export function createLiveCache<T>(
  source: LiveSource,
  maxAgeMs: number,
  read: () => Promise<LiveSnapshot<T>>,
): () => Promise<LiveSnapshot<T>> {
  let kept: { generation: number; readAt: number; snapshot: Promise<LiveSnapshot<T>> } | null =
    null;
  return () => {
    const now = Date.now();
    const generation = source.generation();
    if (kept && kept.generation === generation && now - kept.readAt < maxAgeMs) {
      return kept.snapshot;
    }
    const entry = { generation, readAt: now, snapshot: read() };
    kept = entry;
    entry.snapshot.catch(() => {
      if (kept === entry) kept = null;
    });
    return entry.snapshot;
  };
}
