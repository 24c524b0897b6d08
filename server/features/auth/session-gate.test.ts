import { describe, expect, it } from 'vitest';
import { createSessionGate, type SessionState } from './session-gate';

const state = (userId: string): SessionState => ({
  userId,
  bannedUntil: null,
  deletedAt: null,
  hasVerifiedFactor: false,
  isAnonymous: false,
});

/** A loader over an in-memory table that counts its reads and can be held back. */
function table() {
  const rows = new Map<string, SessionState>();
  let reads = 0;
  let hold: Promise<void> | null = null;
  return {
    rows,
    reads: () => reads,
    holdReads() {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
    async load(sessionId: string) {
      reads += 1;
      const snapshot = rows.get(sessionId) ?? null;
      if (hold) await hold;
      return snapshot;
    },
  };
}

describe('createSessionGate', () => {
  it('reads a session once while its state is fresh, and again once it is stale', async () => {
    const sessions = table();
    sessions.rows.set('s1', state('u1'));
    const gate = createSessionGate((id) => sessions.load(id), { ttlMs: 40 });
    expect(await gate.read('s1')).toEqual(state('u1'));
    expect(await gate.read('s1')).toEqual(state('u1'));
    expect(sessions.reads()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    sessions.rows.delete('s1');
    expect(await gate.read('s1')).toBeNull();
    expect(sessions.reads()).toBe(2);
  });

  it('shares one database read between requests arriving together', async () => {
    const sessions = table();
    sessions.rows.set('s1', state('u1'));
    const gate = createSessionGate((id) => sessions.load(id));
    const release = sessions.holdReads();
    const reads = Array.from({ length: 20 }, () => gate.read('s1'));
    release();
    expect(await Promise.all(reads)).toEqual(Array.from({ length: 20 }, () => state('u1')));
    expect(sessions.reads()).toBe(1);
  });

  it('forgets ended sessions at once, even with a fresh state', async () => {
    const sessions = table();
    sessions.rows.set('s1', state('u1'));
    const gate = createSessionGate((id) => sessions.load(id), { ttlMs: 60_000 });
    expect(await gate.read('s1')).not.toBeNull();
    sessions.rows.delete('s1');
    gate.forget(['s1']);
    expect(await gate.read('s1')).toBeNull();
  });

  it('does not keep what a read saw before the session was forgotten during it', async () => {
    const sessions = table();
    sessions.rows.set('s1', state('u1'));
    const gate = createSessionGate((id) => sessions.load(id), { ttlMs: 60_000 });
    const release = sessions.holdReads();
    const stale = gate.read('s1');
    sessions.rows.delete('s1');
    gate.forget(['s1']);
    release();
    expect(await stale).not.toBeNull();
    expect(await gate.read('s1')).toBeNull();
  });

  it('passes database errors on instead of answering "signed out"', async () => {
    const gate = createSessionGate(() => Promise.reject(new Error('connection refused')));
    await expect(gate.read('s1')).rejects.toThrow('connection refused');
  });

  it('remembers at most maxEntries sessions, dropping the oldest', async () => {
    const sessions = table();
    for (const id of ['a', 'b', 'c']) sessions.rows.set(id, state(id));
    const gate = createSessionGate((id) => sessions.load(id), { ttlMs: 60_000, maxEntries: 2 });
    await gate.read('a');
    await gate.read('b');
    await gate.read('c');
    expect(sessions.reads()).toBe(3);
    await gate.read('c');
    await gate.read('b');
    expect(sessions.reads()).toBe(3);
    await gate.read('a');
    expect(sessions.reads()).toBe(4);
  });
});
