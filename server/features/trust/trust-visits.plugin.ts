import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { describeDatabaseUnavailability } from '../../db/database-unavailable';
import { recordVisit } from './trust.repository';
import { createVisitMeter } from './visit-meter';

/**
 * The `/api` reads that count as reading an item for the trust levels: a page of the feed or of
 * a list of posts, tips or reviews, and an item's page with its comments (the app shows posts in
 * full in the feed, so a feed page is read as one item too).
 */
export const READ_ROUTES: ReadonlySet<string> = new Set([
  '/api/feed',
  '/api/posts/:id',
  '/api/posts/:id/comments',
  '/api/groups/:id/posts',
  '/api/profiles/:id/posts',
  '/api/events/:id',
  '/api/events/:id/comments',
  '/api/tips',
  '/api/tips/:id',
  '/api/reviews',
  '/api/reviews/:id',
  '/api/catalogue/:slug/reviews',
  '/api/checklists/:id',
  '/api/contests/:id',
  '/api/creators/:id',
  '/api/activity/:date',
]);

/**
 * Records the days each member uses the app and how much they read (`member_visits`), the trust
 * levels' "days visited" and "items read": on every signed-in `/api` request, after the session
 * check, at most a few small writes per member per day (see visit-meter.ts). A failed write
 * never fails the request (nor logs its statement): the day's next read step writes it again.
 */
export const trustVisitsPlugin = fp(async (app: FastifyInstance) => {
  const meter = createVisitMeter();
  app.addHook('onRequest', async (request) => {
    const viewer = request.viewer;
    if (!viewer || !request.url.startsWith('/api/')) return;
    const isRead = request.method === 'GET' && READ_ROUTES.has(request.routeOptions.url ?? '');
    const day = app.clock.now().toISOString().slice(0, 10);
    const itemsRead = meter.note(viewer.userId, day, isRead);
    if (itemsRead === null) return;
    try {
      await recordVisit(app.database.db, viewer.userId, day, itemsRead);
    } catch (err) {
      // Not tried again at once (a database outage must not double every request's work): the
      // day's next read step writes the row again. An outage is logged once by the database's
      // own tracker; anything else in one line, without the statement.
      if (describeDatabaseUnavailability(err) === null) {
        const cause = (err as { cause?: { message?: unknown } }).cause?.message;
        request.log.warn(
          { reason: typeof cause === 'string' ? cause : 'unknown' },
          'The visit of the member could not be recorded',
        );
      }
    }
  });
});
