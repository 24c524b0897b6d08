import type { FastifyInstance, RouteOptions } from 'fastify';
import { requiresViewer, securityOf } from './openapi-security';
import { apiTags } from './openapi-tags';

/** camelCase, starting with a lower-case letter: `listFeed`, `createPost`. */
const OPERATION_ID = /^[a-z][a-zA-Z0-9]*$/;

const knownTags = new Set<string>(apiTags.map((tag) => tag.name));

/** Only the product API is documented; `/auth/v1` follows GoTrue's published reference. */
export function isProductApi(url: string): boolean {
  return url.startsWith('/api/') && url !== '/api/openapi.json';
}

/** What a documented route's schema must say about itself, as read from `schema`. */
interface OperationDocs {
  hide?: boolean;
  summary?: string;
  operationId?: string;
  tags?: readonly string[];
  response?: Record<string, unknown>;
}

/** The problems of one route's OpenAPI fields, as phrases ("a summary", …); empty when none. */
function findProblems(
  app: FastifyInstance,
  route: RouteOptions,
  seenOperationIds: Map<string, string>,
): string[] {
  const schema = (route.schema ?? {}) as OperationDocs;
  const problems: string[] = [];
  if (!schema.summary?.trim()) problems.push('a `summary` (a short sentence)');
  const { operationId } = schema;
  if (!operationId || !OPERATION_ID.test(operationId)) {
    problems.push('an `operationId` in camelCase, verb first (`listFeed`, `createPost`)');
  } else if (seenOperationIds.has(operationId)) {
    problems.push(`an \`operationId\` of its own (${seenOperationIds.get(operationId)} has it)`);
  }
  const tags = schema.tags ?? [];
  if (tags.length === 0 || tags.some((tag) => !knownTags.has(tag))) {
    problems.push(`\`tags\` among those of server/plugins/openapi-tags.ts (${[...knownTags]})`);
  }
  securityOf(app, route); // throws when a guarded route declares another security
  if (requiresViewer(app, route) && !schema.response?.['401']) {
    problems.push('a `401` response (it is guarded by app.requireViewer)');
  }
  return problems;
}

/**
 * An `onRoute` hook that refuses (throws at start-up) a documented `/api` route whose schema
 * lacks a summary, a unique camelCase operationId or a known tag, or a guarded route without
 * its 401: every route says these where it is defined, so a new one cannot forget them.
 */
export function createOperationCheck(app: FastifyInstance): (route: RouteOptions) => void {
  const seenOperationIds = new Map<string, string>();
  return (route) => {
    const methods = [route.method].flat();
    // Fastify adds a HEAD route for every GET with the same schema; it is not documented.
    if (!isProductApi(route.url) || methods.every((method) => method === 'HEAD')) return;
    if ((route.schema as OperationDocs | undefined)?.hide) return;
    const where = `${methods.join('|')} ${route.url}`;
    const problems = findProblems(app, route, seenOperationIds);
    if (problems.length > 0) {
      throw new Error(
        `${where} is documented in /api/openapi.json, so its schema needs ${problems.join('; ')}.`,
      );
    }
    seenOperationIds.set((route.schema as OperationDocs).operationId!, where);
  };
}
