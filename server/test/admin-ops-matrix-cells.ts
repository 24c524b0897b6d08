import { posts, supportMessages } from '../db/schema';
import { runBulkDelete } from '../features/admin/bulk-delete.service';
import type { TestContext } from './build-test-app';
import {
  type MatrixRow,
  type MatrixRequest,
  adminOnly,
  jsonRequest,
  staffOnly,
} from './matrix-row';
import { createMember, type TestMember } from './sign-in';

/**
 * The admin dashboard's, audit log's and bulk delete's rows of the authorization matrix
 * (`server/authorization-matrix.test.ts`): expected statuses per persona (anon, member, other,
 * aal1, banned, admin, service, moderator) and the request of each route. The dashboard's
 * counts are for staff (moderators too); the browsers' errors and logs, the support inbox
 * (members' email addresses), the audit log and bulk delete are for admins: moderators 403.
 */

interface Scene {
  ctx: TestContext;
  member: TestMember;
  other: TestMember;
  target: TestMember;
}

/** A fresh member with one post: what a cell's bulk delete matches. */
async function authorWithPost(scene: Scene): Promise<string> {
  const author = await createMember(scene.ctx.db);
  await scene.ctx.db.insert(posts).values({ authorId: author.id, body: 'Cheap tickets here' });
  return author.id;
}

/** A finished bulk delete made by a fresh admin (one undo per persona). */
async function bulkDeletionOf(scene: Scene): Promise<string> {
  const admin = await createMember(scene.ctx.db, { isAdmin: true });
  const { operation } = await runBulkDelete(
    scene.ctx.db,
    admin.id,
    { kinds: ['post'], authorId: await authorWithPost(scene), reason: 'Spam' },
    new Date(),
  );
  return operation.id;
}

// prettier-ignore
export const adminOpsMatrixRows: Record<string, MatrixRow> = {
  'GET /api/admin/dashboard':                        staffOnly(200),
  'GET /api/admin/client-errors':                    adminOnly(200),
  'GET /api/admin/client-logs':                      adminOnly(200),
  'GET /api/admin/support-messages':                 adminOnly(200),
  'PUT /api/admin/support-messages/{id}/handled':    adminOnly(200),
  'GET /api/admin/audit':                            adminOnly(200),
  'POST /api/admin/bulk-deletions/preview':          adminOnly(200),
  'POST /api/admin/bulk-deletions':                  adminOnly(201),
  'GET /api/admin/bulk-deletions':                   adminOnly(200),
  'GET /api/admin/bulk-deletions/{id}':              adminOnly(200),
  'POST /api/admin/bulk-deletions/{id}/undo':        adminOnly(200),
};

export const adminOpsMatrixRequests: Record<string, (scene: Scene) => Promise<MatrixRequest>> = {
  'GET /api/admin/dashboard': async () => jsonRequest('GET', '/api/admin/dashboard'),
  'GET /api/admin/client-errors': async () => jsonRequest('GET', '/api/admin/client-errors'),
  'GET /api/admin/client-logs': async () => jsonRequest('GET', '/api/admin/client-logs?level=warn'),
  'GET /api/admin/support-messages': async () =>
    jsonRequest('GET', '/api/admin/support-messages?status=open'),
  'PUT /api/admin/support-messages/{id}/handled': async (s) => {
    const [message] = await s.ctx.db
      .insert(supportMessages)
      .values({
        name: 'Walt',
        email: 'walt@example.com',
        topic: 'feedback',
        subject: 'Thanks',
        message: 'A lovely community of fans.',
      })
      .returning({ id: supportMessages.id });
    return jsonRequest('PUT', `/api/admin/support-messages/${message!.id}/handled`, {
      handled: true,
    });
  },
  'GET /api/admin/audit': async () => jsonRequest('GET', '/api/admin/audit?action=bulk'),
  'POST /api/admin/bulk-deletions/preview': async (s) =>
    jsonRequest('POST', '/api/admin/bulk-deletions/preview', {
      kinds: ['post', 'comment'],
      authorId: await authorWithPost(s),
    }),
  'POST /api/admin/bulk-deletions': async (s) =>
    jsonRequest('POST', '/api/admin/bulk-deletions', {
      kinds: ['post'],
      authorId: await authorWithPost(s),
      reason: 'Spam',
    }),
  'GET /api/admin/bulk-deletions': async () => jsonRequest('GET', '/api/admin/bulk-deletions'),
  'GET /api/admin/bulk-deletions/{id}': async (s) =>
    jsonRequest('GET', `/api/admin/bulk-deletions/${await bulkDeletionOf(s)}`),
  'POST /api/admin/bulk-deletions/{id}/undo': async (s) =>
    jsonRequest('POST', `/api/admin/bulk-deletions/${await bulkDeletionOf(s)}/undo`),
};
