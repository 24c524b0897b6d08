import { type MatrixRow, type MatrixRequest, anyMember, everyone } from './matrix-row';
import { expect } from 'vitest';
import { createEventAs } from './events-test-support';
import type { TestContext } from './build-test-app';
import { createMember, type TestMember } from './sign-in';

/**
 * The calendar routes' rows of the authorization matrix (`server/authorization-matrix.test.ts`),
 * which spreads them into its table: expected statuses per persona (anon, member, other, aal1,
 * banned, admin, service) and the request of each route. An event's `.ics` is for anyone who may
 * see the event (a public one here); the feed link is each member's own; the feed itself needs
 * no sign-in (its secret is the key).
 */

type Row = MatrixRow;
interface Scene {
  ctx: TestContext;
  member: TestMember;
  other: TestMember;
  target: TestMember;
}

/** A public event by a fresh organizer; its id. */
async function publicEvent(scene: Scene): Promise<string> {
  const organizer = await createMember(scene.ctx.db);
  return (await createEventAs(scene.ctx, organizer, { title: 'Matrix meet-up' })).id;
}

/** The path of a fresh member's calendar feed (`/api/calendar/{secret}.ics`). */
async function feedPath(scene: Scene): Promise<string> {
  const owner = await createMember(scene.ctx.db);
  const res = await scene.ctx.app.inject({
    method: 'PUT',
    url: '/api/calendar/feed',
    headers: owner.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return new URL((res.json() as { url: string }).url).pathname;
}

// prettier-ignore
export const eventExtrasMatrixRows: Record<string, Row> = {
  'GET /api/events/{id}/calendar.ics':        everyone(200),
  'GET /api/calendar/feed':                   anyMember(200),
  'PUT /api/calendar/feed':                   anyMember(200),
  'DELETE /api/calendar/feed':                anyMember(200),
  'GET /api/calendar/{secret}.ics':           everyone(200),
};

export const eventExtrasMatrixRequests: Record<string, (scene: Scene) => Promise<MatrixRequest>> = {
  'GET /api/events/{id}/calendar.ics': async (s) => ({
    method: 'GET',
    url: `/api/events/${await publicEvent(s)}/calendar.ics`,
  }),
  'GET /api/calendar/feed': async () => ({ method: 'GET', url: '/api/calendar/feed' }),
  'PUT /api/calendar/feed': async () => ({ method: 'PUT', url: '/api/calendar/feed' }),
  'DELETE /api/calendar/feed': async () => ({ method: 'DELETE', url: '/api/calendar/feed' }),
  'GET /api/calendar/{secret}.ics': async (s) => ({ method: 'GET', url: await feedPath(s) }),
};
