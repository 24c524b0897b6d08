/**
 * This process's drain before a graceful shutdown (SIGTERM in `server/main.ts`): `/healthz`
 * answers 503 so that a load balancer stops sending new requests here, while the requests it
 * still sends, and those in flight, are served as usual. The state belongs to the process (one
 * server per process); apps built by tests never drain.
 */

/** Health checks within this long before the signal mean a load balancer is checking. */
const CHECKER_WINDOW_MS = 30_000;
/** A checker looks at least this often within the window (HAProxy: every second or two). */
const CHECKER_MIN_CHECKS = 2;

interface DrainState {
  /** `performance.now()` when the drain began, or null while the process takes requests. */
  since: number | null;
  /** When the last few health checks arrived (to tell whether a load balancer is checking). */
  checks: number[];
  /** Health checks answered 503 since the drain began. */
  refusedChecks: number;
  /** When the last request other than a health check arrived. */
  lastRequestAt: number;
}

const state: DrainState = { since: null, checks: [], refusedChecks: 0, lastRequestAt: 0 };

/** Whether `/healthz` should answer 503 because this process is shutting down. */
export function isDraining(): boolean {
  return state.since !== null;
}

/** A health check arrived (it is answered 503 while draining). */
export function noteHealthCheck(): void {
  const now = performance.now();
  state.checks.push(now);
  if (state.checks.length > 8) state.checks.shift();
  if (state.since !== null) state.refusedChecks += 1;
}

/** A request other than a health check arrived. */
export function noteRequest(): void {
  state.lastRequestAt = performance.now();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Begins the drain and resolves when the load balancer has most likely stopped sending new
 * requests here: at once when no health checker was seen (nothing routes by them), else once a
 * check has been answered 503 and no other request has arrived for `quietMs`, and at the latest
 * after `maxMs`. What is still in flight then is the caller's to finish (`app.close()`).
 */
export async function drain(options: { maxMs: number; quietMs: number }): Promise<{
  waitedMs: number;
  reason: 'no health checker' | 'quiet' | 'time limit';
}> {
  const started = performance.now();
  state.since ??= started;
  state.refusedChecks = 0;
  const recentChecks = state.checks.filter((at) => started - at <= CHECKER_WINDOW_MS);
  if (recentChecks.length < CHECKER_MIN_CHECKS) return { waitedMs: 0, reason: 'no health checker' };
  for (;;) {
    const now = performance.now();
    if (now - started >= options.maxMs) return { waitedMs: now - started, reason: 'time limit' };
    if (
      state.refusedChecks > 0 &&
      now - Math.max(state.lastRequestAt, started) >= options.quietMs
    ) {
      return { waitedMs: now - started, reason: 'quiet' };
    }
    await sleep(50);
  }
}
