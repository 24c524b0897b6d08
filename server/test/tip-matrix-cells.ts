import { type MatrixRow, type MatrixRequest, anyMember, everyone, jsonRequest } from './matrix-row';
import { expect } from 'vitest';
import type { TestContext } from './build-test-app';
import { createMember, type TestMember } from './sign-in';

/**
 * The tips' rows of the authorization matrix (`server/authorization-matrix.test.ts`), which
 * spreads them into its table: expected statuses per persona (anon, member, other, aal1,
 * banned, admin, service) and the request of each route. Reading is public; the member of the
 * matrix writes the tip in the cells about one's own tip; staff may delete it, not edit.
 */

type Row = MatrixRow;
interface Scene {
  ctx: TestContext;
  member: TestMember;
  other: TestMember;
  target: TestMember;
}

/** The author's own tip: others who may see it are refused (403); staff as `staff` says. */
const authorOnly = (status: number, staff: number): Row => [401, status, 403, 403, 401, staff, 401];

const tipBody = {
  category: 'time',
  park: 'EPCOT',
  body: 'Walk to EPCOT from the BoardWalk resorts instead of waiting for a bus.',
};

/** A tip by `author` (a fresh member unless given); its id. */
async function tipOf(scene: Scene, author?: TestMember): Promise<string> {
  const writer = author ?? (await createMember(scene.ctx.db));
  await scene.ctx.app.rateLimiter.reset(`tips:create:${writer.id}`);
  const res = await scene.ctx.app.inject({
    method: 'POST',
    url: '/api/tips',
    headers: writer.headers,
    payload: tipBody,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

// prettier-ignore
export const tipMatrixRows: Record<string, Row> = {
  'GET /api/tips':                            everyone(200),
  'POST /api/tips':                           anyMember(201),
  'GET /api/tips/{id}':                       everyone(200),
  'PATCH /api/tips/{id}':                     authorOnly(200, 403),
  'DELETE /api/tips/{id}':                    authorOnly(204, 204),
  'PUT /api/tips/{id}/helpful':               anyMember(200),
  'DELETE /api/tips/{id}/helpful':            anyMember(200),
  // The server-rendered page of members' tips: public, a visitor's reading for everyone.
  'GET /tips':                                 everyone(200),
};

export const tipMatrixRequests: Record<string, (scene: Scene) => Promise<MatrixRequest>> = {
  'GET /api/tips': async () => jsonRequest('GET', '/api/tips?category=money&sort=top_all'),
  'POST /api/tips': async (s) => {
    for (const member of [s.member, s.other]) {
      await s.ctx.app.rateLimiter.reset(`tips:create:${member.id}`);
    }
    return jsonRequest('POST', '/api/tips', tipBody);
  },
  'GET /api/tips/{id}': async (s) => jsonRequest('GET', `/api/tips/${await tipOf(s)}`),
  'PATCH /api/tips/{id}': async (s) =>
    jsonRequest('PATCH', `/api/tips/${await tipOf(s, s.member)}`, { category: 'insider' }),
  'DELETE /api/tips/{id}': async (s) =>
    jsonRequest('DELETE', `/api/tips/${await tipOf(s, s.member)}`),
  'PUT /api/tips/{id}/helpful': async (s) =>
    jsonRequest('PUT', `/api/tips/${await tipOf(s)}/helpful`),
  'DELETE /api/tips/{id}/helpful': async (s) =>
    jsonRequest('DELETE', `/api/tips/${await tipOf(s)}/helpful`),
  'GET /tips': async () => jsonRequest('GET', '/tips?category=time&sort=new'),
};
