import {
  type MatrixRow,
  type MatrixRequest,
  adminOnly,
  anyMember,
  everyone,
  jsonRequest,
} from './matrix-row';
import { expect } from 'vitest';
import { insertCatalogueItem } from '../features/reviews/reviews.repository';
import type { TestContext } from './build-test-app';
import { createMember, type TestMember } from './sign-in';

/**
 * The reviews' rows of the authorization matrix (`server/authorization-matrix.test.ts`), which
 * spreads them into its table: expected statuses per persona (anon, member, other, aal1,
 * banned, admin, service) and the request of each route. Reading is public; the member of the
 * matrix writes the review in the cells about one's own review; staff may delete it, not edit.
 */

type Row = MatrixRow;
interface Scene {
  ctx: TestContext;
  member: TestMember;
  other: TestMember;
  target: TestMember;
}

/** The author's own review: others who may see it are refused (403); staff as `staff` says. */
const authorOnly = (status: number, staff: number): Row => [401, status, 403, 403, 401, staff, 401];

const reviewBody = {
  stars: 4,
  title: 'A matrix review',
  body: 'Long enough to be a review of this matrix entry.',
  visitMonth: '2025-01',
  partyType: 'couple',
};

/** A fresh catalogue entry (every member may review it once); its slug. */
async function freshItem(scene: Scene): Promise<string> {
  const slug = `matrix-${crypto.randomUUID()}`;
  const row = await insertCatalogueItem(scene.ctx.db, {
    slug,
    kind: 'attraction',
    name: `Matrix ride ${slug}`,
    park: 'EPCOT',
    description: '',
    facts: [],
  });
  expect(row).toBeDefined();
  return slug;
}

/** A review by `author` (a fresh member unless given) of a fresh entry; its id. */
async function reviewOf(scene: Scene, author?: TestMember): Promise<string> {
  const writer = author ?? (await createMember(scene.ctx.db));
  await scene.ctx.app.rateLimiter.reset(`reviews:create:${writer.id}`);
  const res = await scene.ctx.app.inject({
    method: 'POST',
    url: `/api/catalogue/${await freshItem(scene)}/reviews`,
    headers: writer.headers,
    payload: reviewBody,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

// prettier-ignore
export const reviewMatrixRows: Record<string, Row> = {
  'GET /api/catalogue':                       everyone(200),
  'POST /api/catalogue':                      adminOnly(201),
  'GET /api/catalogue/counts':                everyone(200),
  'GET /api/catalogue/{slug}':                everyone(200),
  'GET /api/catalogue/{slug}/reviews':        everyone(200),
  'POST /api/catalogue/{slug}/reviews':       anyMember(201),
  'GET /api/reviews':                         everyone(200),
  'GET /api/reviews/{id}':                    everyone(200),
  'PATCH /api/reviews/{id}':                  authorOnly(200, 403),
  'DELETE /api/reviews/{id}':                 authorOnly(204, 204),
  'PUT /api/reviews/{id}/helpful':            anyMember(200),
  'DELETE /api/reviews/{id}/helpful':         anyMember(200),
  'GET /api/profiles/{id}/reviews':           everyone(200),
  'GET /reviews':                             everyone(200),
  'GET /reviews/{slug}':                      everyone(200),
  'GET /og/reviews/{slug}.png':               everyone(200),
};

export const reviewMatrixRequests: Record<string, (scene: Scene) => Promise<MatrixRequest>> = {
  'GET /api/catalogue': async () =>
    jsonRequest('GET', '/api/catalogue?kind=attraction&sort=best_rated'),
  'POST /api/catalogue': async () =>
    jsonRequest('POST', '/api/catalogue', {
      name: `Matrix entry ${crypto.randomUUID()}`,
      kind: 'restaurant',
      park: 'Disney Springs',
    }),
  'GET /api/catalogue/counts': async () => jsonRequest('GET', '/api/catalogue/counts'),
  'GET /api/catalogue/{slug}': async () => jsonRequest('GET', '/api/catalogue/space-mountain'),
  'GET /reviews': async () => jsonRequest('GET', '/reviews?kind=restaurant'),
  'GET /reviews/{slug}': async () => jsonRequest('GET', '/reviews/space-mountain'),
  'GET /og/reviews/{slug}.png': async () => jsonRequest('GET', '/og/reviews/space-mountain.png'),
  'GET /api/catalogue/{slug}/reviews': async () =>
    jsonRequest('GET', '/api/catalogue/space-mountain/reviews?sort=newest'),
  'POST /api/catalogue/{slug}/reviews': async (s) => {
    for (const member of [s.member, s.other]) {
      await s.ctx.app.rateLimiter.reset(`reviews:create:${member.id}`);
    }
    return jsonRequest('POST', `/api/catalogue/${await freshItem(s)}/reviews`, reviewBody);
  },
  'GET /api/reviews': async () => jsonRequest('GET', '/api/reviews'),
  'GET /api/reviews/{id}': async (s) => jsonRequest('GET', `/api/reviews/${await reviewOf(s)}`),
  'PATCH /api/reviews/{id}': async (s) =>
    jsonRequest('PATCH', `/api/reviews/${await reviewOf(s, s.member)}`, { stars: 2 }),
  'DELETE /api/reviews/{id}': async (s) =>
    jsonRequest('DELETE', `/api/reviews/${await reviewOf(s, s.member)}`),
  'PUT /api/reviews/{id}/helpful': async (s) =>
    jsonRequest('PUT', `/api/reviews/${await reviewOf(s)}/helpful`),
  'DELETE /api/reviews/{id}/helpful': async (s) =>
    jsonRequest('DELETE', `/api/reviews/${await reviewOf(s)}/helpful`),
  'GET /api/profiles/{id}/reviews': async (s) =>
    jsonRequest('GET', `/api/profiles/${s.target.id}/reviews`),
};
