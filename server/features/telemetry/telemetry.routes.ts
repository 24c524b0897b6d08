import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import {
  clientErrorRecordSchema,
  clientLogEntrySchema,
  telemetryAcceptedSchema,
} from '../../../common/features/telemetry/telemetry.contract';
import { TELEMETRY_BODY_LIMIT_BYTES } from '../../../common/limits';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import { recordClientError, recordClientLog } from './telemetry.service';

const errorResponses = { 400: errorBodySchema, 413: errorBodySchema, 429: errorBodySchema };
const RATE_LIMIT_MESSAGE = 'Too many reports from this address. Please try again later.';

/**
 * `POST /api/errors` and `POST /api/logs` (spec §7): validated, size-limited (16 KB) and
 * rate-limited per IP in the database (`perMinute` reports and log entries together); junk gets
 * a 4xx.
 */
export const telemetryRoutes: FastifyPluginAsyncZod<{ perMinute: number }> = async (
  app,
  { perMinute },
) => {
  const { db } = app.database;
  const limit = { max: perMinute, windowSeconds: 60 };

  app.post(
    '/api/errors',
    {
      bodyLimit: TELEMETRY_BODY_LIMIT_BYTES,
      schema: {
        summary: "Report an error from the member's browser",
        operationId: 'reportClientError',
        tags: ['telemetry'],
        security: optionalViewerSecurity,
        body: clientErrorRecordSchema,
        response: { 201: telemetryAcceptedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.consume(`telemetry:${request.ip}`, limit, RATE_LIMIT_MESSAGE);
      const id = await recordClientError(db, request.body, request.viewer?.userId ?? null);
      return reply.status(201).send({ id });
    },
  );

  app.post(
    '/api/logs',
    {
      bodyLimit: TELEMETRY_BODY_LIMIT_BYTES,
      schema: {
        summary: "Send a log entry from the member's browser",
        operationId: 'reportClientLog',
        tags: ['telemetry'],
        security: optionalViewerSecurity,
        body: clientLogEntrySchema,
        response: { 201: telemetryAcceptedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.consume(`telemetry:${request.ip}`, limit, RATE_LIMIT_MESSAGE);
      const id = await recordClientLog(db, request.body, request.viewer?.userId ?? null);
      return reply.status(201).send({ id });
    },
  );
};
