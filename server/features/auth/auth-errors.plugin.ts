import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
} from '../../db/database-outage';
import { AppError } from '../../lib/app-error';
import { AuthError, OAuthError } from './auth-error';

const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION = '2024-01-01';

/** GoTrue's error body and headers (reference §2), the version header included. */
function authErrorAnswer(code: string, message: string) {
  return {
    headers: { 'x-sb-error-code': code, [API_VERSION_HEADER]: API_VERSION },
    body: { code, error_code: code, msg: message, message },
  };
}

/**
 * GoTrue's answer to an `/auth/v1` request refused before the auth scope runs (a URL Fastify
 * could not route, see `early-errors.handler.ts`): `validation_failed` for a client's mistake.
 */
export function earlyAuthErrorAnswer(status: number, message: string) {
  return authErrorAnswer(status < 500 ? 'validation_failed' : 'unexpected_failure', message);
}

function send(reply: FastifyReply, status: number, code: string, message: string, extra = {}) {
  const answer = authErrorAnswer(code, message);
  return reply
    .status(status)
    .headers(answer.headers)
    .send({ ...answer.body, ...extra });
}

function codeForFastifyError(error: FastifyError): [number, string, string] | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return [413, 'request_entity_too_large', 'Request body too large'];
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return [415, 'validation_failed', 'Send the request body as JSON'];
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return [400, 'bad_json', `Could not parse request body as JSON: ${error.message}`];
  }
  if (error instanceof SyntaxError) {
    return [400, 'bad_json', `Could not parse request body as JSON: ${error.message}`];
  }
  return null;
}

/**
 * Error replies of `/auth/v1` in GoTrue's 2024 shape, with `error_code` and `msg` too so every
 * auth-js version reads them; echoes `X-Supabase-Api-Version` on every answer (reference §2).
 * The database unavailable is a 503 `service_unavailable` with `Retry-After` (auth-js retries
 * 503s and keeps the session), never an authentication failure.
 * Registered inside the auth scope only: the product API keeps its own error shape.
 */
export async function authErrorsPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    reply.header(API_VERSION_HEADER, API_VERSION);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AuthError) {
      reply.headers(error.headers);
      return send(reply, error.statusCode, error.code, error.message, error.extra);
    }
    if (error instanceof OAuthError) {
      return reply.status(400).send({ error: error.error, error_description: error.description });
    }
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      const where = issue?.path.join('.');
      return send(
        reply,
        400,
        'validation_failed',
        where ? `${where}: ${issue?.message}` : 'Invalid request body',
      );
    }
    if (error.validation) {
      const issue = error.validation[0] as { message?: string; instancePath?: string } | undefined;
      const where = issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const detail = issue?.message ?? 'Invalid request';
      return send(reply, 400, 'validation_failed', where ? `${where}: ${detail}` : detail);
    }
    if (error instanceof AppError) {
      const code = error.code === 'rate_limited' ? 'over_request_rate_limit' : 'validation_failed';
      reply.headers(error.headers);
      return send(reply, error.statusCode, code, error.message);
    }
    const known = codeForFastifyError(error);
    if (known) return send(reply, ...known);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, 'validation_failed', error.message);
    }
    if (app.database.outage.report(error)) {
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, 503, 'service_unavailable', DATABASE_UNAVAILABLE_MESSAGE);
    }
    request.log.error({ err: error }, 'auth: unexpected failure');
    return send(
      reply,
      500,
      'unexpected_failure',
      'Unexpected failure, please check server logs for more information',
      {
        error_id: request.id,
      },
    );
  });

  app.setNotFoundHandler((request, reply) =>
    send(
      reply,
      404,
      'not_found',
      `No auth route for ${request.method} ${request.url.split('?')[0]}`,
    ),
  );
}
