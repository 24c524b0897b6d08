import { errorBodySchema, errorCodes } from '../../../common/errors';
import type { Surface } from './fuzz-requests';

/** An answer as any client saw it. */
export interface SeenAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/**
 * Which error shape a request target must answer in: GoTrue's under `/auth/v1/`, ours under
 * `/api/` and everywhere else (`/auth/v1x` is not the auth API). Read as written, the way the
 * server can read it before routing.
 */
export function surfaceOf(target: string): Surface {
  const path = target.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  if (path === '/auth/v1' || path.startsWith('/auth/v1/')) return 'auth';
  return 'other';
}

/** A stack frame (`at fn (/path/file.ts:12:3)`) or a server path: internals leaking out. */
const STACK_TRACE = [
  /\n\s*at [^\n]*:\d+:\d+/,
  /\bat (?:async )?\S+ \((?:file:\/\/|node:|\/)[^)]*:\d+:\d+\)/,
  /node_modules\//,
  /\/server\/[\w/.-]+\.[jt]s\b/,
];

/** SQL or driver text: a query, a PostgreSQL error message, an SQLSTATE. */
const SQL_TEXT = [
  /\bFailed query\b/i,
  /syntax error at or near/i,
  /violates (?:not-null|unique|foreign key|check) constraint/i,
  /duplicate key value/i,
  /invalid input syntax for type/i,
  /invalid byte sequence for encoding/i,
  /unsupported Unicode escape sequence/i,
  /relation "[^"]+" does not exist/i,
  /\bSQLSTATE\b/,
  /\bselect\s[^]{0,300}?\sfrom\s+"/i,
  /\binsert into\s+"/i,
  /\bupdate\s+"\w+"\s+set\b/i,
  /\bdelete from\s+"/i,
  /\bPostgresError\b|\bDatabaseError\b|\bDrizzleQueryError\b/,
];

const header = (answer: SeenAnswer, name: string) => {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value);
};

/** Problems with the body of an error answer of `/api` and the pages (ours). */
function appErrorProblems(body: unknown, surface: Surface): string[] {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return ['error body is not { error: { code, message } }'];
  const { code } = parsed.data.error;
  if (surface === 'api' && !(errorCodes as readonly string[]).includes(code))
    return [`unknown error code "${code}"`];
  return [];
}

/** Problems with the body of an error answer of `/auth/v1` (GoTrue's shape, or OAuth's). */
function authErrorProblems(answer: SeenAnswer, body: unknown, url: string): string[] {
  const fields = (body ?? {}) as Record<string, unknown>;
  const isOAuth = typeof fields.error === 'string' && typeof fields.error_description === 'string';
  if (isOAuth) {
    // GoTrue answers its token endpoints (ours and the OAuth server's) in RFC 6749's shape.
    const isTokenEndpoint = ['/auth/v1/token', '/auth/v1/oauth/token'].some((path) =>
      url.startsWith(path),
    );
    return isTokenEndpoint && answer.status === 400
      ? []
      : ['OAuth error shape outside POST /token'];
  }
  const problems: string[] = [];
  if (typeof fields.code !== 'string' || fields.code === '') problems.push('no GoTrue code');
  if (fields.error_code !== fields.code) problems.push('error_code differs from code');
  if (typeof fields.msg !== 'string' || fields.msg === '') problems.push('no GoTrue msg');
  if (header(answer, 'x-supabase-api-version') !== '2024-01-01')
    problems.push('no X-Supabase-Api-Version');
  return problems;
}

/**
 * Members' pages, activity days, review subjects, events, contests, checklists and trips the
 * server renders: their 404 and
 * 410 (no such post, member, day, subject or event, deleted, suspended) are HTML pages, as a
 * browser expects. A request refused before routing (a bad URL, too long) is answered in JSON
 * like any other.
 */
const SERVER_RENDERED_PAGE =
  /^\/(post|profile|activity|reviews|event|contest|checklist|trip)\/[^/?]+(\?|$)/;
const PAGE_ERROR_STATUSES = new Set([404, 410]);

/** Problems with a server-rendered page's error answer: it must be a `noindex` HTML document. */
function pageErrorProblems(answer: SeenAnswer): string[] {
  const problems: string[] = [];
  if (!/^text\/html\b/i.test(header(answer, 'content-type') ?? ''))
    problems.push(`page error content-type ${JSON.stringify(header(answer, 'content-type'))}`);
  if (!answer.body.startsWith('<!doctype html>')) problems.push('page error is not a document');
  if (!answer.body.includes('<meta name="robots" content="noindex'))
    problems.push('page error without noindex');
  return problems;
}

/**
 * What is wrong with an answer, empty when nothing: a 5xx; for an error (4xx), a body that is
 * not JSON or not in the shape of its part of the app (`{ error: { code, message } }` for `/api`
 * and the other routes, GoTrue's for `/auth/v1`; a `noindex` HTML document for a GET of a
 * server-rendered page); and, in any answer, a stack trace or SQL text.
 */
export function findProblems(method: string, url: string, answer: SeenAnswer): string[] {
  const problems: string[] = [];
  const surface = surfaceOf(url);
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (STACK_TRACE.some((pattern) => pattern.test(answer.body)))
    problems.push('stack trace in body');
  if (answer.status >= 400 && SQL_TEXT.some((pattern) => pattern.test(answer.body)))
    problems.push('SQL text in body');
  if (answer.status < 400 || method === 'HEAD') return problems;
  if (
    method === 'GET' &&
    SERVER_RENDERED_PAGE.test(url) &&
    PAGE_ERROR_STATUSES.has(answer.status)
  ) {
    return [...problems, ...pageErrorProblems(answer)];
  }
  if (!/^application\/json\b/i.test(header(answer, 'content-type') ?? '')) {
    problems.push(`error content-type ${JSON.stringify(header(answer, 'content-type') ?? 'none')}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return [...problems, 'error body is not JSON'];
  }
  problems.push(
    ...(surface === 'auth'
      ? authErrorProblems(answer, body, url)
      : appErrorProblems(body, surface)),
  );
  return problems;
}
