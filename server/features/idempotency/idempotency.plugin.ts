import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  preHandlerHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { errorBodySchema } from '../../../common/errors';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyHeadersSchema,
  idempotencyKeySchema,
} from '../../../common/features/idempotency/idempotency.contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { scheduleIdempotencyKeyPurge } from './idempotency.cleanup';
import {
  fingerprintOf,
  recordIdempotentAnswer,
  releaseIdempotentClaim,
  startIdempotentRequest,
  type ClaimRef,
} from './idempotency.service';

/** The key a request claimed, while it runs. */
export interface IdempotentRequest {
  claim: ClaimRef;
  /**
   * Stores the success answer inside the writing transaction, so the write and its answer for
   * retries commit together. Services that build their answer before commit call it.
   */
  recordWithin(tx: Executor, status: number, body: unknown): Promise<void>;
}

interface ClaimState extends IdempotentRequest {
  isRecordedWithin: boolean;
  isSettled: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Takes an `Idempotency-Key` header: a retry with the same key creates nothing twice. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The claimed `Idempotency-Key` of this request, when it sent one to an idempotent route. */
    idempotency: IdempotentRequest | null;
  }
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** Adds the header and the answers a key can cause to the route's schema (the API document). */
function documentIdempotency(route: RouteOptions): void {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  for (const status of [400, 409, 422]) response[status] ??= errorBodySchema;
  route.schema = { ...schema, headers: idempotencyHeadersSchema, response };
}

/**
 * The `Idempotency-Key` header on creating `POST` routes (issue 16; the IETF draft "The
 * Idempotency-Key HTTP Header Field"). A route opts in with `config: { idempotent: true }`.
 * A signed-in member's request with a key claims `(member, key)` after the route's own checks;
 * a retry with the same key and request gets the stored success, marked `Idempotent-Replayed`,
 * without running the handler; another request with the key answers 422, one while the first
 * runs 409. Successes are stored before they are sent (or in the writing transaction, through
 * `request.idempotency.recordWithin`); error answers release the key. Keys live 24 hours.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const { db } = app.database;
  app.decorateRequest('idempotency', null);

  const start: preHandlerHookHandler = async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined || !request.viewer) return;
    const parsed = idempotencyKeySchema.safeParse(header);
    if (!parsed.success) {
      throw new AppError('validation_failed', parsed.error.issues[0]?.message ?? 'Bad key.');
    }
    const started = await startIdempotentRequest(db, {
      memberId: request.viewer.userId,
      key: parsed.data,
      fingerprint: fingerprintOf(request.method, request.url, request.body),
      now: app.clock.now(),
    });
    if (started.kind === 'replay') {
      reply
        .code(started.status)
        .header('content-type', 'application/json; charset=utf-8')
        .header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return reply.send(started.body);
    }
    const state: ClaimState = {
      claim: started.claim,
      isRecordedWithin: false,
      isSettled: false,
      async recordWithin(tx, status, body) {
        await recordIdempotentAnswer(tx, started.claim, { status, body: JSON.stringify(body) });
        state.isRecordedWithin = true;
      },
    };
    request.idempotency = state;
  };

  /** Stores a success (unless stored in its transaction) or releases the key of a failure. */
  async function settle(request: FastifyRequest, reply: FastifyReply, body: () => string) {
    const state = request.idempotency as ClaimState | null;
    if (!state || state.isSettled) return;
    state.isSettled = true;
    try {
      if (!isSuccess(reply.statusCode)) await releaseIdempotentClaim(db, state.claim);
      else if (!state.isRecordedWithin) {
        await recordIdempotentAnswer(db, state.claim, { status: reply.statusCode, body: body() });
      }
    } catch (err) {
      // The answer itself stands: a committed write is a success even if its key is not stored.
      request.log.error({ err }, 'could not store the Idempotency-Key outcome');
    }
  }

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    documentIdempotency(route);
    const own = route.preHandler ?? [];
    route.preHandler = [...(Array.isArray(own) ? own : [own]), start];
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    await settle(request, reply, () => {
      const serialized = reply.serialize(payload);
      return typeof serialized === 'string'
        ? serialized
        : Buffer.from(serialized as Uint8Array).toString();
    });
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    await settle(request, reply, () => '');
  });

  scheduleIdempotencyKeyPurge(app);
});
