import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rateLimited } from '../lib/app-error';
import {
  decrementWindow,
  deleteEndedWindows,
  deleteWindow,
  incrementWindow,
  type WindowCount,
} from './rate-limit.repository';

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

/** The outcome of taking a slot: whether it was within the limit, and the window's state. */
export interface SlotTaken extends WindowCount {
  isAllowed: boolean;
}

/**
 * Database-backed fixed-window rate limits, shared by every app process. Every limit takes its
 * slot before the work is done, in one atomic increment-and-compare, so parallel requests can
 * never all pass a check that none of them has counted yet; a refused request gives its slot
 * straight back, so only requests that were let through count.
 */
export interface RateLimiter {
  /** Takes a slot; throws a 429 AppError (with Retry-After) when it goes over `max`. */
  consume(key: string, rule: RateLimitRule, message?: string): Promise<WindowCount>;
  /** Takes a slot and says whether it was within `max`, without throwing (callers answer). */
  take(key: string, rule: RateLimitRule): Promise<SlotTaken>;
  /** Gives one slot back (the work it was taken for did not count after all). */
  giveBack(key: string): Promise<void>;
  /** Forgets `key` (a success resets the counter). */
  reset(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const { db } = app.database;
  const take = async (key: string, rule: RateLimitRule): Promise<SlotTaken> => {
    const now = app.clock.now();
    const window = await incrementWindow(db, key, rule.windowSeconds, now);
    if (window.count <= rule.max) return { ...window, isAllowed: true };
    // A refused request did no work, so it keeps no slot: a burst past the limit cannot use up
    // the slots that requests given back (or the window's later requests) would need.
    await decrementWindow(db, key, now);
    return { count: window.count - 1, windowEndsAt: window.windowEndsAt, isAllowed: false };
  };
  const limiter: RateLimiter = {
    async consume(key, rule, message = 'Too many requests. Please try again later.') {
      const slot = await take(key, rule);
      if (!slot.isAllowed) {
        const retryAfterMs = slot.windowEndsAt.getTime() - app.clock.now().getTime();
        throw rateLimited(message, retryAfterMs / 1000);
      }
      return { count: slot.count, windowEndsAt: slot.windowEndsAt };
    },
    take,
    giveBack: (key) => decrementWindow(db, key, app.clock.now()),
    reset: (key) => deleteWindow(db, key),
  };
  app.decorate('rateLimiter', limiter);

  const timer = setInterval(() => {
    deleteEndedWindows(db, app.clock.now()).catch((err: unknown) =>
      app.log.warn({ err }, 'could not prune rate limit windows'),
    );
  }, PRUNE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
