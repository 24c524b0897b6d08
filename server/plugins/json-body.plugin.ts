import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isStorableText } from '../../common/text-rules';
import { AppError } from '../lib/app-error';

/** Deepest nesting of arrays and objects a request body may have. */
export const MAX_JSON_DEPTH = 32;

/** Why a parsed body was refused. */
export type JsonBodyProblem = 'too_deep' | 'unstorable_text';

/**
 * Finds what would make a parsed JSON body fail later (a stack overflow while validating it,
 * or an error from PostgreSQL): nesting deeper than `maxDepth`, or a string or key holding
 * unstorable text. Walks iteratively, so any depth is safe to inspect.
 */
export function findJsonBodyProblem(
  value: unknown,
  maxDepth = MAX_JSON_DEPTH,
): JsonBodyProblem | null {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return 'unstorable_text';
    } else if (current !== null && typeof current === 'object') {
      if (depth >= maxDepth) return 'too_deep';
      for (const [key, item] of Object.entries(current)) {
        if (!isStorableText(key)) return 'unstorable_text';
        pending.push([item, depth + 1]);
      }
    }
  }
  return null;
}

const messages: Record<JsonBodyProblem, string> = {
  too_deep: `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`,
  unstorable_text:
    'The request body contains characters that cannot be stored (NUL or unpaired surrogates).',
};

type ContentTypeParser = (
  request: FastifyRequest,
  body: string | Buffer,
  done: (err: Error | null, value?: unknown) => void,
) => void;

/**
 * Fastify's JSON parser with the checks above. With `allowEmpty`, an empty body parses as no
 * body (GoTrue accepts `Content-Type: application/json` with nothing after it, which auth-js
 * sends on `POST /logout` and `DELETE /factors/{id}`).
 */
export function createJsonParser(
  app: FastifyInstance,
  options: { allowEmpty: boolean },
): ContentTypeParser {
  // Fastify's own parser (secure-json-parse, empty-body check); it calls `done` synchronously.
  const parseJson = app.getDefaultJsonParser('error', 'error') as (
    request: FastifyRequest,
    body: string,
    done: (err: Error | null, value?: unknown) => void,
  ) => void;
  return (request, body, done) => {
    const text = String(body);
    if (options.allowEmpty && text.trim() === '') return done(null, undefined);
    parseJson(request, text, (err, value) => {
      if (err) return done(err);
      const problem = findJsonBodyProblem(value);
      if (problem) return done(new AppError('bad_request', messages[problem]));
      done(null, value);
    });
  };
}

/**
 * Request bodies are JSON only: Fastify's default `text/plain` parser is removed (so other
 * media types get 415) and prototype-poisoning keys are refused. A body nested deeper than
 * {@link MAX_JSON_DEPTH}, or holding a NUL character or an unpaired surrogate (which
 * PostgreSQL cannot store in text or jsonb), gets a 400 instead of a 500 further on.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    createJsonParser(app, { allowEmpty: false }),
  );
});
