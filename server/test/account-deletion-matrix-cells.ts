import { type MatrixRequest, type MatrixRow, anyMember, jsonRequest } from './matrix-row';

/**
 * "Delete my account" rows of the authorization matrix (`server/authorization-matrix.test.ts`):
 * every route is the signed-in member's own (no id in the path). The close is sent with a wrong
 * password (422), so that no persona's account closes and their sessions last for the other
 * cells; nobody has a pending closure to read (200, null) or cancel (404).
 */

// prettier-ignore
export const accountDeletionMatrixRows: Record<string, MatrixRow> = {
  'POST /api/me/account-deletion':                anyMember(422),
  'GET /api/me/account-deletion':                 anyMember(200),
  'DELETE /api/me/account-deletion':              anyMember(404),
};

export const accountDeletionMatrixRequests: Record<string, () => Promise<MatrixRequest>> = {
  'POST /api/me/account-deletion': async () =>
    jsonRequest('POST', '/api/me/account-deletion', { password: 'not-the-password' }),
  'GET /api/me/account-deletion': async () => jsonRequest('GET', '/api/me/account-deletion'),
  'DELETE /api/me/account-deletion': async () => jsonRequest('DELETE', '/api/me/account-deletion'),
};
