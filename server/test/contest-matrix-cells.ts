import {
  type MatrixRow,
  type MatrixRequest,
  adminOnly,
  anyMember,
  everyone,
  jsonRequest,
} from './matrix-row';
import { instantToParkLocal } from '../../common/features/events/park-time';
import { contestEntries, contests, uploads } from '../db/schema';
import type { TestContext } from './build-test-app';
import { createMember, type TestMember } from './sign-in';

/**
 * The photo contests' rows of the authorization matrix (`server/authorization-matrix.test.ts`),
 * which spreads them into its table: expected statuses per persona (anon, member, other, aal1,
 * banned, admin, service) and the request of each route. Contests and their entries are public;
 * staff (the admin persona) create, edit and delete contests; any member enters and votes in
 * the contest's periods. Each cell works on fresh contests, made by a staff member of the cells'
 * own and written straight to the database with the dates the cell needs.
 */

type Row = MatrixRow;
interface Scene {
  ctx: TestContext;
  member: TestMember;
  other: TestMember;
  target: TestMember;
}

/** The member's own entry (or vote): others have none to take back (404). */
const ownElseMissing = (status: number): Row => [401, status, 404, 403, 401, 404, 401];

const DAY_MS = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY_MS);

/** A contest in `phase` (its entries open, or its voting), straight into the database. */
async function contestIn(scene: Scene, phase: 'entries' | 'voting'): Promise<string> {
  const staff = await createMember(scene.ctx.db, { isAdmin: true });
  const [row] = await scene.ctx.db
    .insert(contests)
    .values({
      title: 'Matrix photo contest',
      theme: 'Anything at the parks',
      createdBy: staff.id,
      entriesOpenAt: at(phase === 'entries' ? -1 : -3),
      entriesCloseAt: at(phase === 'entries' ? 2 : -1),
      votingEndsAt: at(phase === 'entries' ? 4 : 2),
    })
    .returning({ id: contests.id });
  return row!.id;
}

async function uploadOf(scene: Scene, owner: TestMember): Promise<string> {
  const [row] = await scene.ctx.db
    .insert(uploads)
    .values({
      ownerId: owner.id,
      width: 800,
      height: 600,
      thumbnailWidth: 400,
      thumbnailHeight: 300,
      byteSize: 1000,
    })
    .returning({ id: uploads.id });
  return row!.id;
}

/** An entry of `entrant` in the contest (a fresh member's unless given); its id. */
async function entryOf(scene: Scene, contestId: string, entrant?: TestMember): Promise<string> {
  const who = entrant ?? (await createMember(scene.ctx.db));
  const [row] = await scene.ctx.db
    .insert(contestEntries)
    .values({ contestId, userId: who.id, uploadId: await uploadOf(scene, who) })
    .returning({ id: contestEntries.id });
  return row!.id;
}

const contestBody = () => ({
  title: 'Matrix contest',
  theme: 'Reflections at EPCOT',
  entriesOpenAt: instantToParkLocal(at(1)),
  entriesCloseAt: instantToParkLocal(at(3)),
  votingEndsAt: instantToParkLocal(at(5)),
});

// prettier-ignore
export const contestMatrixRows: Record<string, Row> = {
  'GET /api/contests':                        everyone(200),
  'POST /api/contests':                       adminOnly(201),
  'GET /api/contests/photo-choices':          anyMember(200),
  'GET /api/contests/{id}':                   everyone(200),
  'PATCH /api/contests/{id}':                 adminOnly(200),
  'DELETE /api/contests/{id}':                adminOnly(204),
  'PUT /api/contests/{id}/entry':             [401, 201, 422, 403, 401, 422, 401],
  'DELETE /api/contests/{id}/entry':          ownElseMissing(204),
  'PUT /api/contests/{id}/vote':              anyMember(200),
  'DELETE /api/contests/{id}/vote':           anyMember(200),
  'GET /contests':                            everyone(200),
  'GET /contest/{id}':                        everyone(200),
};

export const contestMatrixRequests: Record<string, (scene: Scene) => Promise<MatrixRequest>> = {
  'GET /api/contests': async () => jsonRequest('GET', '/api/contests?status=past'),
  'POST /api/contests': async () => jsonRequest('POST', '/api/contests', contestBody()),
  'GET /api/contests/photo-choices': async () => jsonRequest('GET', '/api/contests/photo-choices'),
  'GET /api/contests/{id}': async (s) =>
    jsonRequest('GET', `/api/contests/${await contestIn(s, 'voting')}`),
  'PATCH /api/contests/{id}': async (s) =>
    jsonRequest('PATCH', `/api/contests/${await contestIn(s, 'entries')}`, {
      title: 'Renamed contest',
    }),
  'DELETE /api/contests/{id}': async (s) =>
    jsonRequest('DELETE', `/api/contests/${await contestIn(s, 'entries')}`),
  // A fresh contest entered with a photo of the member's: anyone else is refused the photo (422).
  'PUT /api/contests/{id}/entry': async (s) => {
    const id = await contestIn(s, 'entries');
    return jsonRequest('PUT', `/api/contests/${id}/entry`, {
      uploadId: await uploadOf(s, s.member),
      caption: 'Matrix entry',
    });
  },
  'DELETE /api/contests/{id}/entry': async (s) => {
    const id = await contestIn(s, 'entries');
    await entryOf(s, id, s.member);
    return jsonRequest('DELETE', `/api/contests/${id}/entry`);
  },
  'PUT /api/contests/{id}/vote': async (s) => {
    const id = await contestIn(s, 'voting');
    return jsonRequest('PUT', `/api/contests/${id}/vote`, { entryId: await entryOf(s, id) });
  },
  'DELETE /api/contests/{id}/vote': async (s) =>
    jsonRequest('DELETE', `/api/contests/${await contestIn(s, 'voting')}/vote`),
  'GET /contests': async () => jsonRequest('GET', '/contests'),
  'GET /contest/{id}': async (s) => jsonRequest('GET', `/contest/${await contestIn(s, 'voting')}`),
};
