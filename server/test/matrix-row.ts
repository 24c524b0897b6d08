/**
 * A row of the authorization matrix (`server/authorization-matrix.test.ts`): expected statuses
 * for anon, member, other, aal1, banned, admin, service and, when given, moderator (a row of
 * seven expects of the moderator what it expects of the admin).
 */
export type MatrixRow =
  | readonly [number, number, number, number, number, number, number]
  | readonly [number, number, number, number, number, number, number, number];
