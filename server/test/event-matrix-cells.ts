import {
  type MatrixRow,
  type MatrixRequest,
  anyMember,
  everyone,
  jsonRequest,
  staffOnly,
} from './matrix-row';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { instantToParkLocal } from '../../common/features/events/park-time';
import type { TestContext } from './build-test-app';
import { createMember, type TestMember } from './sign-in';

/**
 * The events' rows of the authorization matrix (`server/authorization-matrix.test.ts`), which
 * spreads them into its table: expected statuses per persona (anon, member, other, aal1,
 * banned, admin, service) and the request of each route. Reading a public event is for
 * everyone; the member of the matrix organizes the events of the cells that need one (staff
 * may manage them too). Some cells use an event of the member's private group: to everyone
 * outside it (staff included) it does not exist, 404.
 */

type Row = MatrixRow;
interface Scene {
  ctx: TestContext;
  member: TestMember;
  other: TestMember;
  target: TestMember;
}

/** The organizer's (or a comment author's) own: others are refused (403), staff may. */
const ownerOrStaff = (status: number): Row => [401, status, 403, 403, 401, status, 401];
/** A private group's event, written to: its members only, everyone else 404. */
const ownerElseMissing = (status: number): Row => [401, status, 404, 403, 401, 404, 401];
/** A private group's event, read: its members only; everyone else (aal1 reads as a visitor) 404. */
const membersElseMissing = (status: number): Row => [404, status, 404, 404, 404, 404, 404];

const DAY_MS = 24 * 60 * 60 * 1000;
const parkTimeIn = (days: number) => instantToParkLocal(new Date(Date.now() + days * DAY_MS));

async function inject(
  scene: Scene,
  who: TestMember,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
) {
  const res = await scene.ctx.app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as Record<string, unknown>;
}

const eventBody = () => ({
  title: 'Matrix meet-up',
  park: 'EPCOT',
  startsAt: parkTimeIn(7),
  endsAt: parkTimeIn(7.1),
});

/** A fresh event of `organizer` (in a fresh private group of theirs when `inPrivateGroup`). */
async function eventOf(
  scene: Scene,
  organizer: TestMember,
  inPrivateGroup = false,
): Promise<string> {
  let groupId: string | null = null;
  if (inPrivateGroup) {
    await scene.ctx.app.rateLimiter.reset(`groups:create:${organizer.id}`);
    const group = await inject(scene, organizer, 'POST', '/api/groups', {
      name: `Matrix events ${crypto.randomUUID()}`.slice(0, 60),
      visibility: 'private',
    });
    groupId = group.id as string;
  }
  await scene.ctx.app.rateLimiter.reset(`events:create:${organizer.id}`);
  const event = await inject(scene, organizer, 'POST', '/api/events', {
    ...eventBody(),
    groupId,
  });
  return event.id as string;
}

// prettier-ignore
export const eventMatrixRows: Record<string, Row> = {
  'GET /api/events':                                  everyone(200),
  'POST /api/events':                                 anyMember(201),
  'POST /api/official-events':                        staffOnly(201),
  'GET /api/events/{id}':                             membersElseMissing(200),
  'PATCH /api/events/{id}':                           ownerOrStaff(200),
  'DELETE /api/events/{id}':                          ownerOrStaff(204),
  'POST /api/events/{id}/cancel':                     ownerOrStaff(200),
  'PUT /api/events/{id}/rsvp':                        anyMember(200),
  'DELETE /api/events/{id}/rsvp':                     ownerElseMissing(200),
  'GET /api/events/{id}/attendees':                   membersElseMissing(200),
  'GET /api/events/{id}/comments':                    everyone(200),
  'POST /api/events/{id}/comments':                   ownerElseMissing(201),
  'DELETE /api/events/{id}/comments/{commentId}':     ownerOrStaff(204),
  'GET /event/{id}':                                  everyone(200),
};

export const eventMatrixRequests: Record<string, (scene: Scene) => Promise<MatrixRequest>> = {
  'GET /api/events': async () => jsonRequest('GET', '/api/events?when=upcoming&park=EPCOT'),
  'POST /api/events': async (s) => {
    for (const member of [s.member, s.other]) {
      await s.ctx.app.rateLimiter.reset(`events:create:${member.id}`);
    }
    return jsonRequest('POST', '/api/events', eventBody());
  },
  // Staff only: the site account organizes it (members are refused whatever the body).
  'POST /api/official-events': async () =>
    jsonRequest('POST', '/api/official-events', { ...eventBody(), type: 'festival' }),
  // The page as the server renders it for a visitor: a public event, the same for everyone.
  'GET /event/{id}': async (s) => jsonRequest('GET', `/event/${await eventOf(s, s.member)}`),
  'GET /api/events/{id}': async (s) =>
    jsonRequest('GET', `/api/events/${await eventOf(s, s.member, true)}`),
  'PATCH /api/events/{id}': async (s) =>
    jsonRequest('PATCH', `/api/events/${await eventOf(s, s.member)}`, { title: 'Renamed meet-up' }),
  'DELETE /api/events/{id}': async (s) =>
    jsonRequest('DELETE', `/api/events/${await eventOf(s, s.member)}`),
  'POST /api/events/{id}/cancel': async (s) =>
    jsonRequest('POST', `/api/events/${await eventOf(s, s.member)}/cancel`, { reason: 'Rain' }),
  'PUT /api/events/{id}/rsvp': async (s) =>
    jsonRequest('PUT', `/api/events/${await eventOf(s, await createMember(s.ctx.db))}/rsvp`, {
      status: 'going',
    }),
  'DELETE /api/events/{id}/rsvp': async (s) =>
    jsonRequest('DELETE', `/api/events/${await eventOf(s, s.member, true)}/rsvp`),
  'GET /api/events/{id}/attendees': async (s) =>
    jsonRequest('GET', `/api/events/${await eventOf(s, s.member, true)}/attendees?status=going`),
  'GET /api/events/{id}/comments': async (s) =>
    jsonRequest('GET', `/api/events/${await eventOf(s, await createMember(s.ctx.db))}/comments`),
  'POST /api/events/{id}/comments': async (s) =>
    jsonRequest('POST', `/api/events/${await eventOf(s, s.member, true)}/comments`, {
      body: 'See you there',
    }),
  // The member's comment on someone else's event: others may not delete it, staff may.
  'DELETE /api/events/{id}/comments/{commentId}': async (s) => {
    const eventId = await eventOf(s, await createMember(s.ctx.db));
    const comment = await inject(s, s.member, 'POST', `/api/events/${eventId}/comments`, {
      body: 'Count me in',
    });
    return jsonRequest('DELETE', `/api/events/${eventId}/comments/${comment.id as string}`);
  },
};
