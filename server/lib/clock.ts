/** The app's source of time, so tests can move it (rate-limit windows, token expiry). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that follows real time plus an offset the test controls. */
export function createOffsetClock(): Clock & { advance(ms: number): void } {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

/**
 * A clock that reads `start` until `run()` and from then on runs in real time (the server's
 * `CLOCK_START`, for browser tests that need a moment such as a booking window's opening): the
 * server calls `run()` once it listens, so a slow start-up takes nothing off the test's time.
 */
export function createStartedClock(
  start: Date,
  realNow: () => number = Date.now,
): Clock & { run(): void } {
  let runningSince: number | null = null;
  return {
    now: () => new Date(start.getTime() + (runningSince === null ? 0 : realNow() - runningSince)),
    run() {
      runningSince ??= realNow();
    },
  };
}
