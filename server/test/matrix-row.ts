import type { InjectOptions } from 'fastify';

/**
 * A row of the authorization matrix (`server/authorization-matrix.test.ts`): expected statuses
 * for anon, member, other, aal1, banned, admin, service and, when given, moderator (a row of
 * seven expects of the moderator what it expects of the admin).
 */
export type MatrixRow =
  | readonly [number, number, number, number, number, number, number]
  | readonly [number, number, number, number, number, number, number, number];

/** A request of a matrix cell; the matrix adds each persona's headers. */
export type MatrixRequest = Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> };

/** A cell's request with an optional JSON body. */
export const jsonRequest = (
  method: InjectOptions['method'],
  url: string,
  payload?: object,
): MatrixRequest => ({ method, url, ...(payload ? { payload } : {}) });

/** A public route: every persona gets `status`. */
// prettier-ignore
export const everyone = (status: number): MatrixRow => [status, status, status, status, status, status, status];
/**
 * Any signed-in member; a session that still owes its MFA step-up (aal1) is refused, and a
 * banned member's or a service_role token is no member (401).
 */
// prettier-ignore
export const anyMember = (status: number): MatrixRow => [401, status, status, 403, 401, status, 401];
/** Staff: moderators and admins; members are refused with the permission message. */
// prettier-ignore
export const staffOnly = (status: number): MatrixRow => [401, 403, 403, 403, 401, status, 401, status];
/** Admins only: moderators are refused like members. */
// prettier-ignore
export const adminOnly = (status: number): MatrixRow => [401, 403, 403, 403, 401, status, 401, 403];
