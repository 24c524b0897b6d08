import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** An OpenAPI security requirement list, as a route's `schema.security` holds it. */
export type SecurityRequirements = ReadonlyArray<Readonly<Record<string, readonly string[]>>>;

/** A signed-in member is required: `Authorization: Bearer <access token>`. */
export const viewerSecurity: SecurityRequirements = [{ bearerAuth: [] }];

/**
 * The token is optional: the route answers visitors too, and uses the member when one is signed
 * in ("liked by me", their own day, a message attributed to them). Routes say so with
 * `schema: { security: optionalViewerSecurity }`.
 */
export const optionalViewerSecurity: SecurityRequirements = [{}, { bearerAuth: [] }];

/** No token is read: the answer is the same for everyone. */
const publicSecurity: SecurityRequirements = [];

/** Whether a route's preHandlers include `app.requireViewer` (it answers 401 without a token). */
export function requiresViewer(
  app: FastifyInstance,
  route: Pick<RouteOptions, 'preHandler'>,
): boolean {
  return [route.preHandler].flat().includes(app.requireViewer as never);
}

/**
 * The security of a documented route: {@link viewerSecurity} when it is guarded by
 * `app.requireViewer` (the guard decides, so the route need not repeat it), else what its schema
 * declares ({@link optionalViewerSecurity}), else public (`[]`). Throws when a guarded route
 * declares anything else, so the document cannot contradict the guard.
 */
export function securityOf(
  app: FastifyInstance,
  route: Pick<RouteOptions, 'preHandler' | 'method' | 'url'> & {
    schema?: { security?: SecurityRequirements } | undefined;
  },
): SecurityRequirements {
  const declared = route.schema?.security;
  if (!requiresViewer(app, route)) return declared ?? publicSecurity;
  if (declared && !isDeepStrictEqual(declared, viewerSecurity)) {
    throw new Error(
      `${String(route.method)} ${route.url} is guarded by app.requireViewer, so its OpenAPI security is bearerAuth; remove schema.security.`,
    );
  }
  return viewerSecurity;
}
