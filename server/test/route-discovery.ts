import type { FastifyInstance } from 'fastify';

/** A route as the router holds it: one method, a Fastify path (`/api/posts/:id`, `/x/*`). */
export interface RegisteredRoute {
  method: string;
  path: string;
}

/** A JSON Schema as the OpenAPI document writes it (only the keywords the fuzzer reads). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  description?: string;
  $ref?: string;
}

/** A documented parameter of an operation. */
export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

/** One operation of `/api/openapi.json`, with the Fastify path it is served on. */
export interface ApiOperation {
  method: string;
  /** The Fastify form of the path (`/api/posts/:id`). */
  path: string;
  operationId: string;
  /** Whether the operation accepts a bearer token (required or optional). */
  acceptsBearer: boolean;
  /** Whether a token is required (`[{ bearerAuth: [] }]` only). */
  requiresBearer: boolean;
  parameters: OperationParameter[];
  /** The documented request body: its media type and schema. */
  body?: { mediaType: string; schema: JsonSchema; required: boolean };
}

/**
 * Every route the app has registered (HEAD twins of GET routes left out), from the catalog the
 * app records as routes are added (`server/plugins/route-catalog.ts`), so new routes are found
 * without a list kept by hand.
 */
export function listRegisteredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes = app.routeCatalog.map(({ method, url }) => ({ method, path: url }));
  if (routes.length === 0) throw new Error('the app registered no route');
  return routes;
}

/** `/api/posts/{id}` → `/api/posts/:id`. */
export function toFastifyPath(openApiPath: string): string {
  return openApiPath.replace(/\{([^}]+)\}/g, ':$1');
}

/** The names of a Fastify path's parameters (`:id`, and `*` for a wildcard). */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((m) => m[1] ?? '*');
}

type OpenApiDocument = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** Replaces `$ref`s to `#/components/schemas/…` by the schema they name (to a fixed depth). */
function inlineRefs(schema: JsonSchema, document: OpenApiDocument, depth = 0): JsonSchema {
  if (depth > 20 || typeof schema !== 'object' || schema === null) return schema;
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`The OpenAPI document has no schema ${schema.$ref}`);
    return inlineRefs(target, document, depth + 1);
  }
  const copy: Record<string, unknown> = { ...schema };
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      copy[key] = Object.fromEntries(
        Object.entries(value as Record<string, JsonSchema>).map(([k, v]) => [
          k,
          inlineRefs(v, document, depth + 1),
        ]),
      );
    } else if (
      ['items', 'additionalProperties'].includes(key) &&
      value &&
      typeof value === 'object'
    ) {
      copy[key] = inlineRefs(value as JsonSchema, document, depth + 1);
    } else if (['anyOf', 'oneOf', 'allOf'].includes(key) && Array.isArray(value)) {
      copy[key] = value.map((v: JsonSchema) => inlineRefs(v, document, depth + 1));
    }
  }
  return copy as JsonSchema;
}

/**
 * The operations of the live OpenAPI document (`GET /api/openapi.json` through the app), with
 * their parameters, request body and security, ready for the fuzzer.
 */
export async function readApiOperations(app: FastifyInstance): Promise<ApiOperation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
  const document = res.json() as OpenApiDocument;
  const operations: ApiOperation[] = [];
  for (const [openApiPath, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!HTTP_METHODS.includes(method)) continue;
      const operation = raw as {
        operationId: string;
        security?: Record<string, string[]>[];
        parameters?: OperationParameter[];
        requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
      };
      const security = operation.security ?? [];
      const acceptsBearer = security.some((requirement) => 'bearerAuth' in requirement);
      const requiresBearer = acceptsBearer && !security.some((r) => Object.keys(r).length === 0);
      const [mediaType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase(),
        path: toFastifyPath(openApiPath),
        operationId: operation.operationId,
        acceptsBearer,
        requiresBearer,
        parameters: (operation.parameters ?? []).map((p) => ({
          ...p,
          required: Boolean(p.required),
          schema: inlineRefs(p.schema ?? {}, document),
        })),
        ...(mediaType &&
          content && {
            body: {
              mediaType,
              schema: inlineRefs(content.schema, document),
              required: Boolean(operation.requestBody?.required),
            },
          }),
      });
    }
  }
  return operations;
}
