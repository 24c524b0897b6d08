import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody, ErrorCode } from '../../common/errors';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../db/database-outage';
import { AppError } from '../lib/app-error';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

function describeValidation(error: FastifyError) {
  const context = error.validationContext ?? 'body';
  return (error.validation as ValidationIssue[]).map((issue) => {
    const zodPath = issue.params?.issue?.path;
    const fieldPath = zodPath?.length
      ? zodPath.map(String).join('.')
      : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    return {
      path: fieldPath ? `${context}.${fieldPath}` : context,
      message: issue.params?.issue?.message ?? issue.message ?? 'Invalid value',
    };
  });
}

/** Maps Fastify's own client errors (bad JSON, too large, wrong media type) to our codes. */
function codeForFastifyError(error: FastifyError): { code: ErrorCode; message: string } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'payload_too_large', message: 'The request body is too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'unsupported_media_type', message: 'Send the request body as JSON.' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'invalid_json', message: 'The request body is empty.' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: 'invalid_json', message: 'The request body is not valid JSON.' };
  }
  // Only a parse failure is about JSON: other 400s (a URL, a Content-Length) say what they are.
  if (error instanceof SyntaxError) {
    return { code: 'invalid_json', message: 'The request body is not valid JSON.' };
  }
  return null;
}

/**
 * One place that turns every thrown error into `{ error: { code, message } }`:
 * validation → 400, client mistakes → their 4xx, the database unavailable → 503
 * `service_unavailable` with `Retry-After` (the outage is logged once, not per request),
 * anything unexpected → a logged 500.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: ErrorBody;
    if (error instanceof AppError) {
      status = error.statusCode;
      body = { error: { code: error.code, message: error.message } };
      reply.headers(error.headers);
    } else if (error.validation) {
      status = 400;
      const details = describeValidation(error);
      const first = details[0];
      body = {
        error: {
          code: 'validation_failed',
          message: first ? `${first.path}: ${first.message}` : 'The request is not valid.',
          details,
        },
      };
    } else {
      const known = codeForFastifyError(error);
      if (known) {
        status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
        body = { error: known };
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        status = error.statusCode;
        body = { error: { code: 'bad_request', message: error.message } };
      } else if (app.database.outage.report(error)) {
        status = 503;
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        body = { error: { code: 'service_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE } };
      } else {
        status = 500;
        request.log.error({ err: error }, 'unhandled error');
        body = {
          error: {
            code: 'internal_error',
            message: 'Something went wrong. Our team has been notified.',
          },
        };
      }
    }
    if (status >= 400 && status < 500) request.log.info({ code: body.error.code }, 'client error');
    return reply.status(status).send(body);
  });
});
