import { useSyncExternalStore } from 'react';

/**
 * How many pages' code (their lazy chunks) the app is waiting for to show the page the member
 * went to. Counted only where a render asked for the page (`page()` in the router), never for a
 * download started ahead of time (hover, focus), so a hover never shows progress.
 */
let waiting = 0;
/** Numbers each spell of waiting (from the first page's code asked for to the last one come). */
let spell = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Marks the wait for one page's code; the returned function ends it (once). */
export function beginPageCodeWait(): () => void {
  if (waiting === 0) spell += 1;
  waiting += 1;
  notify();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    waiting -= 1;
    notify();
  };
}

/** Waits for `load` as a page's code (see `beginPageCodeWait`). */
export function asPageCodeWait<T>(load: Promise<T>): Promise<T> {
  const end = beginPageCodeWait();
  return load.finally(end);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The spell of waiting in progress (a number), or null while no page waits for its code. */
export function usePageCodeWait(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => (waiting > 0 ? spell : null),
    () => null,
  );
}
