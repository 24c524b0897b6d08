import type { InjectOptions } from 'fastify';
import type { TestContext } from './build-test-app';
import type { MatrixRow } from './matrix-row';
import { createMember, type TestMember } from './sign-in';

/**
 * The staff user management rows of the authorization matrix
 * (`server/authorization-matrix.test.ts`): expected statuses per persona (anon, member, other,
 * aal1, banned, admin, service, moderator) and the request of each route. Each request acts on a
 * fresh member, so no persona's cell changes another's.
 */

type Row = MatrixRow;
interface Scene {
  ctx: TestContext;
  member: TestMember;
  other: TestMember;
  target: TestMember;
}
type Request = Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> };

/** Staff (moderators and admins); members are refused with the permission message. */
const staff = (status: number): Row => [401, 403, 403, 403, 401, status, 401, status];
/** Admins only: moderators are refused too. */
const adminsOnly = (status: number): Row => [401, 403, 403, 403, 401, status, 401, 403];

const json = (method: InjectOptions['method'], url: string, payload?: object): Request => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});

const freshId = async (scene: Scene) => (await createMember(scene.ctx.db)).id;

// prettier-ignore
export const adminUsersMatrixRows: Record<string, Row> = {
  'GET /api/admin/users':                         staff(200),
  'GET /api/admin/users/{id}':                    staff(200),
  'POST /api/admin/users/{id}/suspension':        staff(200),
  'DELETE /api/admin/users/{id}/suspension':      staff(200),
  'PUT /api/admin/users/{id}/role':               adminsOnly(200),
  'POST /api/admin/users/{id}/password-reset':    staff(202),
  'DELETE /api/admin/users/{id}':                 adminsOnly(200),
};

export const adminUsersMatrixRequests: Record<string, (scene: Scene) => Promise<Request>> = {
  'GET /api/admin/users': async () => json('GET', '/api/admin/users?sort=last_sign_in'),
  'GET /api/admin/users/{id}': async (s) => json('GET', `/api/admin/users/${s.target.id}`),
  'POST /api/admin/users/{id}/suspension': async (s) =>
    json('POST', `/api/admin/users/${await freshId(s)}/suspension`, {
      duration: '1d',
      reason: 'Matrix',
    }),
  'DELETE /api/admin/users/{id}/suspension': async (s) =>
    json('DELETE', `/api/admin/users/${await freshId(s)}/suspension`, { reason: 'Matrix' }),
  'PUT /api/admin/users/{id}/role': async (s) =>
    json('PUT', `/api/admin/users/${await freshId(s)}/role`, { role: 'moderator' }),
  'POST /api/admin/users/{id}/password-reset': async (s) =>
    json('POST', `/api/admin/users/${await freshId(s)}/password-reset`),
  'DELETE /api/admin/users/{id}': async (s) =>
    json('DELETE', `/api/admin/users/${await freshId(s)}`, { reason: 'Matrix' }),
};
