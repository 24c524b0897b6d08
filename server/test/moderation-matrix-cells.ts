import { posts } from '../db/schema';
import type { TestContext } from './build-test-app';
import { type MatrixRow, type MatrixRequest, jsonRequest, staffOnly } from './matrix-row';
import { createMember, type TestMember } from './sign-in';

/**
 * The reports' and the moderation queue's rows of the authorization matrix
 * (`server/authorization-matrix.test.ts`): expected statuses per persona (anon, member, other,
 * aal1, banned, admin, service, moderator) and the request of each route. Any member reports;
 * the queue, its counts and decisions are for staff (moderators and admins).
 */

interface Scene {
  ctx: TestContext;
  member: TestMember;
  other: TestMember;
  target: TestMember;
}

/** Any signed-in member (a second-factor member's aal1 token is refused). */
const anyMember = (status: number): MatrixRow => [
  401,
  status,
  status,
  403,
  401,
  status,
  401,
  status,
];

/** A post of a fresh member (nobody of the matrix wrote it); its id. */
async function freshPost(scene: Scene): Promise<string> {
  const author = await createMember(scene.ctx.db);
  const [row] = await scene.ctx.db
    .insert(posts)
    .values({ authorId: author.id, body: 'Cheap tickets, message me' })
    .returning({ id: posts.id });
  return row!.id;
}

// prettier-ignore
export const moderationMatrixRows: Record<string, MatrixRow> = {
  'POST /api/reports':                                          anyMember(201),
  'GET /api/reports/mine':                                      anyMember(200),
  'GET /api/admin/moderation/queue':                            staffOnly(200),
  'GET /api/admin/moderation/counts':                           staffOnly(200),
  'GET /api/admin/moderation/items/{kind}/{id}':                staffOnly(200),
  'POST /api/admin/moderation/items/{kind}/{id}/decision':      staffOnly(200),
  'POST /api/admin/moderation/items/{kind}/{id}/unhide':        staffOnly(200),
};

export const moderationMatrixRequests: Record<string, (scene: Scene) => Promise<MatrixRequest>> = {
  'POST /api/reports': async (s) =>
    jsonRequest('POST', '/api/reports', {
      itemKind: 'post',
      itemId: await freshPost(s),
      reason: 'spam',
    }),
  'GET /api/reports/mine': async () => jsonRequest('GET', '/api/reports/mine'),
  'GET /api/admin/moderation/queue': async () =>
    jsonRequest('GET', '/api/admin/moderation/queue?sort=most_reported'),
  'GET /api/admin/moderation/counts': async () =>
    jsonRequest('GET', '/api/admin/moderation/counts'),
  'GET /api/admin/moderation/items/{kind}/{id}': async (s) =>
    jsonRequest('GET', `/api/admin/moderation/items/post/${await freshPost(s)}`),
  'POST /api/admin/moderation/items/{kind}/{id}/decision': async (s) =>
    jsonRequest('POST', `/api/admin/moderation/items/post/${await freshPost(s)}/decision`, {
      action: 'hide',
      reason: 'Spam',
    }),
  'POST /api/admin/moderation/items/{kind}/{id}/unhide': async (s) =>
    jsonRequest('POST', `/api/admin/moderation/items/post/${await freshPost(s)}/unhide`, {}),
};
