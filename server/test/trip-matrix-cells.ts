import { and, eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { trips } from '../db/schema';
import { expect } from 'vitest';
import type { TestContext } from './build-test-app';
import { type MatrixRequest, type MatrixRow, anyMember, everyone, jsonRequest } from './matrix-row';
import { createMember, type TestMember } from './sign-in';

/**
 * The trips' rows of the authorization matrix (`server/authorization-matrix.test.ts`), issue 29:
 * expected statuses per persona (anon, member, other, aal1, banned, admin, service) and the
 * request of each route. The member of the matrix owns the trips of the cells about one's own
 * trip: public ones, so readers (staff included) are refused changes with 403 and the rides
 * (heights) too; a private one is 404 to everyone but its planners, staff included.
 */

type Row = MatrixRow;
interface Scene {
  ctx: TestContext;
  member: TestMember;
  other: TestMember;
  target: TestMember;
}

/** The owner's public trip: readers are refused (403), staff included. */
const plannersOnly = (status: number): Row => [401, status, 403, 403, 401, 403, 401];
/** The owner's private trip: nobody else learns it exists (a visitor's reading for the rest). */
const privateRead: Row = [404, 200, 404, 404, 404, 404, 404];
/** The calendar file of a public trip: its planners only; everyone else reads it as a visitor. */
const plannersFile: Row = [403, 200, 403, 403, 403, 403, 403];

interface Made {
  id: string;
  itemId: string;
  personId: string;
  plannerId: string;
}

/**
 * A trip of `owner` (a fresh member unless given) with a planned day holding one plan, one
 * person in the party and one co-planner.
 */
async function tripOf(
  scene: Scene,
  visibility: 'private' | 'unlisted' | 'public',
  owner?: TestMember,
): Promise<Made> {
  const writer = owner ?? (await createMember(scene.ctx.db));
  // The matrix's member plans a trip per cell and persona: earlier cells' trips leave, so the
  // trips a member may keep are never reached.
  await scene.ctx.db
    .update(trips)
    .set({ deletedAt: new Date() })
    .where(and(eq(trips.ownerId, writer.id), isNull(trips.deletedAt)));
  await scene.ctx.app.rateLimiter.reset(`trips:create:${writer.id}`);
  await scene.ctx.app.rateLimiter.reset(`trips:edit:${writer.id}`);
  const call = async (method: InjectOptions['method'], url: string, payload: object) => {
    const res = await scene.ctx.app.inject({ method, url, headers: writer.headers, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as {
      id: string;
      days: { items: { id: string }[] }[];
      party: { id: string; member: { id: string } | null }[];
    };
  };
  const { id } = await call('POST', '/api/trips', {
    name: 'Fall getaway',
    arrivesOn: '2099-10-04',
    departsOn: '2099-10-08',
    visibility,
  });
  await call('PUT', `/api/trips/${id}/days/1`, { park: 'Magic Kingdom' });
  const withItem = await call('POST', `/api/trips/${id}/days/1/items`, {
    kind: 'attraction',
    slug: 'space-mountain',
  });
  await call('POST', `/api/trips/${id}/party`, { name: 'Kim', ageBand: 'adult', heightCm: 170 });
  const coPlanner = await createMember(scene.ctx.db);
  const done = await call('POST', `/api/trips/${id}/planners`, { username: coPlanner.username });
  return {
    id,
    itemId: withItem.days[0]!.items[0]!.id,
    personId: done.party.find((person) => person.member === null)!.id,
    plannerId: coPlanner.id,
  };
}

// prettier-ignore
export const tripMatrixRows: Record<string, Row> = {
  'GET /api/trips':                                     everyone(200),
  'GET /api/trips/catalogue':                           everyone(200),
  'GET /api/trips/mine':                                anyMember(200),
  'GET /api/trips/next':                                anyMember(200),
  'GET /api/members/{username}/trip-countdown':         everyone(200),
  'POST /api/trips':                                    anyMember(201),
  'GET /api/trips/{id}':                                privateRead,
  'GET /api/trips/{id}/windows':                        privateRead,
  'GET /api/trips/{id}/suggestions':                    privateRead,
  'GET /api/trips/{id}/report':                         privateRead,
  'GET /api/trips/{id}/calendar.ics':                   plannersFile,
  'GET /api/trips/{id}/rides':                          plannersOnly(200),
  'PATCH /api/trips/{id}':                              plannersOnly(200),
  'DELETE /api/trips/{id}':                             plannersOnly(204),
  'PUT /api/trips/{id}/days/{dayNumber}':               plannersOnly(200),
  'POST /api/trips/{id}/days/{dayNumber}/items':        plannersOnly(200),
  'POST /api/trips/{id}/items/{itemId}/move':           plannersOnly(200),
  'DELETE /api/trips/{id}/items/{itemId}':              plannersOnly(200),
  'POST /api/trips/{id}/party':                         plannersOnly(200),
  'PATCH /api/trips/{id}/party/{personId}':             plannersOnly(200),
  'DELETE /api/trips/{id}/party/{personId}':            plannersOnly(200),
  'POST /api/trips/{id}/planners':                      plannersOnly(200),
  'PATCH /api/trips/{id}/planners/{memberId}':          plannersOnly(200),
  'DELETE /api/trips/{id}/planners/{memberId}':         plannersOnly(204),
  // The server-rendered pages: a visitor's reading for everyone (a public trip here).
  'GET /trips':                                         everyone(200),
  'GET /trip/{id}':                                     everyone(200),
};

const own = (s: Scene) => tripOf(s, 'public', s.member);

export const tripMatrixRequests: Record<string, (scene: Scene) => Promise<MatrixRequest>> = {
  'GET /api/trips': async () => jsonRequest('GET', '/api/trips?limit=5'),
  'GET /api/trips/catalogue': async () => jsonRequest('GET', '/api/trips/catalogue'),
  'GET /api/trips/mine': async () => jsonRequest('GET', '/api/trips/mine'),
  'GET /api/trips/next': async () => jsonRequest('GET', '/api/trips/next'),
  'GET /api/members/{username}/trip-countdown': async (s) =>
    jsonRequest('GET', `/api/members/${s.target.username}/trip-countdown`),
  'POST /api/trips': async (s) => {
    for (const member of [s.member, s.other]) {
      await s.ctx.app.rateLimiter.reset(`trips:create:${member.id}`);
    }
    return jsonRequest('POST', '/api/trips', {
      name: 'Long weekend',
      arrivesOn: '2099-05-01',
      departsOn: '2099-05-03',
    });
  },
  'GET /api/trips/{id}': async (s) =>
    jsonRequest('GET', `/api/trips/${(await tripOf(s, 'private', s.member)).id}`),
  'GET /api/trips/{id}/windows': async (s) =>
    jsonRequest('GET', `/api/trips/${(await tripOf(s, 'private', s.member)).id}/windows`),
  'GET /api/trips/{id}/suggestions': async (s) =>
    jsonRequest('GET', `/api/trips/${(await tripOf(s, 'private', s.member)).id}/suggestions`),
  'GET /api/trips/{id}/report': async (s) =>
    jsonRequest('GET', `/api/trips/${(await tripOf(s, 'private', s.member)).id}/report`),
  'GET /api/trips/{id}/calendar.ics': async (s) =>
    jsonRequest('GET', `/api/trips/${(await own(s)).id}/calendar.ics`),
  'GET /api/trips/{id}/rides': async (s) =>
    jsonRequest('GET', `/api/trips/${(await own(s)).id}/rides`),
  'PATCH /api/trips/{id}': async (s) =>
    jsonRequest('PATCH', `/api/trips/${(await own(s)).id}`, { name: 'Renamed' }),
  'DELETE /api/trips/{id}': async (s) => jsonRequest('DELETE', `/api/trips/${(await own(s)).id}`),
  'PUT /api/trips/{id}/days/{dayNumber}': async (s) =>
    jsonRequest('PUT', `/api/trips/${(await own(s)).id}/days/2`, { park: 'EPCOT' }),
  'POST /api/trips/{id}/days/{dayNumber}/items': async (s) =>
    jsonRequest('POST', `/api/trips/${(await own(s)).id}/days/1/items`, {
      kind: 'dining',
      slug: 'be-our-guest-restaurant',
    }),
  'POST /api/trips/{id}/items/{itemId}/move': async (s) => {
    const made = await own(s);
    return jsonRequest('POST', `/api/trips/${made.id}/items/${made.itemId}/move`, {
      dayNumber: 2,
      position: 0,
    });
  },
  'DELETE /api/trips/{id}/items/{itemId}': async (s) => {
    const made = await own(s);
    return jsonRequest('DELETE', `/api/trips/${made.id}/items/${made.itemId}`);
  },
  'POST /api/trips/{id}/party': async (s) =>
    jsonRequest('POST', `/api/trips/${(await own(s)).id}/party`, { name: 'Sam', ageBand: 'child' }),
  'PATCH /api/trips/{id}/party/{personId}': async (s) => {
    const made = await own(s);
    return jsonRequest('PATCH', `/api/trips/${made.id}/party/${made.personId}`, { heightCm: 171 });
  },
  'DELETE /api/trips/{id}/party/{personId}': async (s) => {
    const made = await own(s);
    return jsonRequest('DELETE', `/api/trips/${made.id}/party/${made.personId}`);
  },
  'POST /api/trips/{id}/planners': async (s) => {
    const made = await own(s);
    const invited = await createMember(s.ctx.db);
    return jsonRequest('POST', `/api/trips/${made.id}/planners`, { username: invited.username });
  },
  'PATCH /api/trips/{id}/planners/{memberId}': async (s) => {
    const made = await own(s);
    return jsonRequest('PATCH', `/api/trips/${made.id}/planners/${made.plannerId}`, {
      role: 'viewer',
    });
  },
  'DELETE /api/trips/{id}/planners/{memberId}': async (s) => {
    const made = await own(s);
    return jsonRequest('DELETE', `/api/trips/${made.id}/planners/${made.plannerId}`);
  },
  'GET /trips': async () => jsonRequest('GET', '/trips'),
  'GET /trip/{id}': async (s) => jsonRequest('GET', `/trip/${(await tripOf(s, 'public')).id}`),
};
