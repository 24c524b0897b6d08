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

const freshId = async (scene: Scene) => (await createMember(scene.ctx.db)).id;

// prettier-ignore
export const adminUsersMatrixRows: Record<string, Row> = {
  'GET /api/admin/users':                         staffOnly(200),
  'GET /api/admin/users/{id}':                    staffOnly(200),
  'GET /api/admin/users/pending-requests':        staffOnly(200),
  'POST /api/admin/users/{id}/suspension':        staffOnly(200),
  'DELETE /api/admin/users/{id}/suspension':      staffOnly(200),
  'PUT /api/admin/users/{id}/role':               adminOnly(200),
  'PUT /api/admin/users/{id}/trust-level':        staffOnly(200),
  'POST /api/admin/users/{id}/password-reset':    staffOnly(202),
  'DELETE /api/admin/users/{id}':                 adminOnly(200),
};

export const adminUsersMatrixRequests: Record<string, (scene: Scene) => Promise<MatrixRequest>> = {
  'GET /api/admin/users': async () => jsonRequest('GET', '/api/admin/users?sort=last_sign_in'),
  'GET /api/admin/users/{id}': async (s) => jsonRequest('GET', `/api/admin/users/${s.target.id}`),
  'GET /api/admin/users/pending-requests': async () =>
    jsonRequest('GET', '/api/admin/users/pending-requests'),
  'POST /api/admin/users/{id}/suspension': async (s) =>
    jsonRequest('POST', `/api/admin/users/${await freshId(s)}/suspension`, {
      duration: '1d',
      reason: 'Matrix',
    }),
  'DELETE /api/admin/users/{id}/suspension': async (s) =>
    jsonRequest('DELETE', `/api/admin/users/${await freshId(s)}/suspension`, { reason: 'Matrix' }),
  'PUT /api/admin/users/{id}/role': async (s) =>
    jsonRequest('PUT', `/api/admin/users/${await freshId(s)}/role`, {
      role: 'moderator',
      reason: 'Matrix check',
    }),
  'PUT /api/admin/users/{id}/trust-level': async (s) =>
    jsonRequest('PUT', `/api/admin/users/${await freshId(s)}/trust-level`, { level: 'regular' }),
  'POST /api/admin/users/{id}/password-reset': async (s) =>
    jsonRequest('POST', `/api/admin/users/${await freshId(s)}/password-reset`),
  'DELETE /api/admin/users/{id}': async (s) =>
    jsonRequest('DELETE', `/api/admin/users/${await freshId(s)}`, { reason: 'Matrix' }),
};
