import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rateLimited } from '../lib/app-error';
import {
  deleteEndedWindows,
  deleteWindow,
  incrementWindow,
  readWindow,
  type WindowCount,
} from './rate-limit.repository';

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

/** Database-backed fixed-window rate limits, shared by every app process. */
export interface RateLimiter {
  /** Counts an attempt; throws a 429 AppError (with Retry-After) when it goes over `max`. */
  consume(key: string, rule: RateLimitRule, message?: string): Promise<WindowCount>;
  /** Whether `key` is already at its limit, without counting anything. */
  check(key: string, rule: RateLimitRule): Promise<{ isLimited: boolean; retryAt: Date | null }>;
  /** Counts a failure without throwing (for "only failures count" rules). */
  record(key: string, rule: RateLimitRule): Promise<WindowCount>;
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
  const limiter: RateLimiter = {
    async consume(key, rule, message = 'Too many requests. Please try again later.') {
      const now = app.clock.now();
      const window = await incrementWindow(db, key, rule.windowSeconds, now);
      if (window.count > rule.max) {
        throw rateLimited(message, (window.windowEndsAt.getTime() - now.getTime()) / 1000);
      }
      return window;
    },
    async check(key, rule) {
      const window = await readWindow(db, key, app.clock.now());
      const isLimited = !!window && window.count >= rule.max;
      return { isLimited, retryAt: isLimited ? window.windowEndsAt : null };
    },
    record: (key, rule) => incrementWindow(db, key, rule.windowSeconds, app.clock.now()),
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
