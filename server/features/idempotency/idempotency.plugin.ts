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
import { createRequestTransaction, type RequestTransaction } from '../../db/request-transaction';
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
}

interface ClaimState extends IdempotentRequest {
  /** The request's transaction: its write and its stored answer commit together. */
  transaction: RequestTransaction;
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

/** The answer to a success whose claim a later request took over (its lease ran out). */
const claimTakenOver = () =>
  new AppError(
    'conflict',
    'A request with this Idempotency-Key is being processed again. Try again in a moment.',
    { 'retry-after': '1' },
  );

/**
 * The `Idempotency-Key` header on creating `POST` routes (issue 16; the IETF draft "The
 * Idempotency-Key HTTP Header Field"). A route opts in with `config: { idempotent: true }`.
 * A signed-in member's request with a key claims `(member, key)` after the route's own checks;
 * a retry with the same key and request gets the stored success, marked `Idempotent-Replayed`,
 * without running the handler; another request with the key answers 422, one while the first
 * runs 409. The handler runs in one request transaction (`server/db/request-transaction.ts`):
 * what it writes and the success answered for it commit together, before the answer is sent,
 * so a crash never leaves a write without its answer for retries. Error answers release the
 * key (in the same transaction as whatever the request wrote before failing). Keys live 24 hours.
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
      ownerProcess: app.processPresence.id,
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
      transaction: createRequestTransaction(db),
      isSettled: false,
    };
    request.idempotency = state;
  };

  /**
   * Ends the request's transaction before its answer goes out: a success is stored in it (the
   * answer then waits for the commit; if the commit fails, nothing was saved and the answer
   * becomes the error); a failure releases the key in it.
   */
  async function settle(request: FastifyRequest, reply: FastifyReply, body: () => string) {
    const state = request.idempotency as ClaimState | null;
    if (!state || state.isSettled) return;
    state.isSettled = true;
    const { claim, transaction } = state;
    const release = () =>
      transaction
        .finish((executor) => releaseIdempotentClaim(executor, claim))
        .catch((err: unknown) =>
          request.log.error({ err }, 'could not release an Idempotency-Key'),
        );
    if (!isSuccess(reply.statusCode)) return release();
    let answer: { status: number; body: string };
    try {
      answer = { status: reply.statusCode, body: body() };
    } catch (err) {
      // The answer cannot be sent either: it becomes an error, and the transaction must end.
      await release();
      throw err;
    }
    const hasWritten = transaction.hasWritten();
    try {
      await transaction.finish(async (executor) => {
        const isStored = await recordIdempotentAnswer(executor, claim, answer);
        if (!isStored && hasWritten) throw claimTakenOver();
      });
    } catch (err) {
      if (!hasWritten) {
        // Nothing was written: the answer stands, a retry may run again.
        request.log.error({ err }, 'could not store the Idempotency-Key answer');
        return;
      }
      await releaseIdempotentClaim(db, claim).catch(() => undefined);
      throw err;
    }
  }

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    documentIdempotency(route);
    const own = route.preHandler ?? [];
    route.preHandler = [...(Array.isArray(own) ? own : [own]), start];
    const handler = route.handler;
    route.handler = function idempotentHandler(request, reply) {
      const state = request.idempotency as ClaimState | null;
      if (!state) return handler.call(this, request, reply);
      return state.transaction.run(() => handler.call(this, request, reply));
    };
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
  // Answers without a serialized body (none, or text) end it here, still before they are sent.
  app.addHook('onSend', async (request, reply, payload) => {
    await settle(request, reply, () => (typeof payload === 'string' ? payload : ''));
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    await settle(request, reply, () => '').catch((err: unknown) =>
      request.log.error({ err }, 'could not end the request transaction of an Idempotency-Key'),
    );
  });

  scheduleIdempotencyKeyPurge(app);
});
