import type { Executor } from '../db/client';

/** Work another feature does in the same transaction when something happens. */
export type TransactionHook<Event> = (tx: Executor, event: Event) => Promise<void>;

/** A list of hooks for one kind of event: features add theirs, the owner of the event runs them. */
export interface TransactionHooks<Event> {
  /** Has `hook` run for every event (adding the same function again is a no-op). */
  add(hook: TransactionHook<Event>): void;
  /** Runs the hooks for `event`, one after the other, in `tx`. */
  run(tx: Executor, event: Event): Promise<void>;
}

/**
 * Hooks that keep a lower feature free of imports of the features that react to it (issue 27: no
 * import cycle between features). The lower feature owns the list and runs it in its transaction;
 * a higher one adds its hook when its routes are registered.
 */
export function createTransactionHooks<Event>(): TransactionHooks<Event> {
  const hooks = new Set<TransactionHook<Event>>();
  return {
    add: (hook) => void hooks.add(hook),
    async run(tx, event) {
      for (const hook of hooks) await hook(tx, event);
    },
  };
}
