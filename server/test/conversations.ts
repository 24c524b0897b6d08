import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  startConversationResultSchema,
  type StartConversationResult,
} from '../../common/features/messages/messages.contract';
import type { TestMember } from './sign-in';

/**
 * Sends `body` from `sender` to `recipient` through `POST /api/conversations` (the pair's
 * conversation, started if need be), with the sender's message limits set aside, and expects 201.
 */
export async function sendDirectMessage(
  app: FastifyInstance,
  sender: TestMember,
  recipient: { id: string },
  body = 'Meet at the castle at 9?',
): Promise<StartConversationResult> {
  await app.rateLimiter.reset(`messages:${sender.id}`);
  await app.rateLimiter.reset(`new-conversations:${sender.id}`);
  const res = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: sender.headers,
    payload: { userId: recipient.id, body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return startConversationResultSchema.parse(res.json());
}
