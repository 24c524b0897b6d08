import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blockChangeHooks } from '../blocks/block-change-hooks';
import { publishStandingAfterBlock } from './messages-realtime';
import { errorBodySchema } from '../../../common/errors';
import {
  conversationPageQuerySchema,
  conversationPageSchema,
  conversationReadSchema,
  conversationSchema,
  conversationWithParamsSchema,
  conversationWithSchema,
  messagePageQuerySchema,
  messagePageSchema,
  messageSchema,
  messagingIdParamsSchema,
  sendMessageInputSchema,
  startConversationInputSchema,
  startConversationResultSchema,
  unreadMessageCountSchema,
} from '../../../common/features/messages/messages.contract';
import {
  getConversation,
  getConversationWith,
  getUnreadMessageCount,
  listConversations,
  listMessages,
  markConversationRead,
} from './conversations.service';
import { deleteMessage, sendMessage, startConversation } from './send-message.service';

/** Message bodies are at most 2,000 characters: 16 KB leaves room for JSON escapes. */
const MESSAGE_BODY_LIMIT = 16 * 1024;

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
} as const;
const sendErrors = { ...errors, 403: errorBodySchema, 413: errorBodySchema, 429: errorBodySchema };

/**
 * Direct messages (issue 12), all signed in and private (`private, no-store`): your
 * conversations, one conversation (by id or with a member), its messages, sending, reading
 * and deleting. Only participants see a conversation or its messages; to anyone else, staff
 * included, it does not exist (404).
 */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  blockChangeHooks.add(publishStandingAfterBlock);

  const { db } = app.database;
  const sendContext = () => ({ db, rateLimiter: app.rateLimiter, now: app.clock.now() });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const signedIn = { preHandler: app.requireViewer } as const;
  const tags = ['messages'];

  app.get(
    '/api/conversations',
    {
      ...signedIn,
      schema: {
        summary: 'List your conversations, newest activity first',
        operationId: 'listConversations',
        tags,
        querystring: conversationPageQuerySchema,
        response: { 200: conversationPageSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) =>
      listConversations(db, request.viewer!.userId, request.query, app.clock.now()),
  );

  app.post(
    '/api/conversations',
    {
      ...signedIn,
      config: { idempotent: true },
      bodyLimit: MESSAGE_BODY_LIMIT,
      schema: {
        summary: 'Send a first message to a member, starting your conversation with them',
        operationId: 'startConversation',
        tags,
        body: startConversationInputSchema,
        response: { 201: startConversationResultSchema, ...sendErrors, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await startConversation(sendContext(), request.viewer!.userId, request.body);
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/conversations/unread-count',
    {
      ...signedIn,
      schema: {
        summary: 'Count your unread messages',
        operationId: 'getUnreadMessageCount',
        tags,
        response: { 200: unreadMessageCountSchema, 401: errorBodySchema },
      },
    },
    async (request) => getUnreadMessageCount(db, request.viewer!.userId),
  );

  app.get(
    '/api/conversations/with/:userId',
    {
      ...signedIn,
      schema: {
        summary: 'Get your conversation with a member (null when there is none yet)',
        operationId: 'getConversationWith',
        tags,
        params: conversationWithParamsSchema,
        response: { 200: conversationWithSchema, ...errors },
      },
    },
    async (request) =>
      getConversationWith(db, request.viewer!.userId, request.params.userId, app.clock.now()),
  );

  app.get(
    '/api/conversations/:id',
    {
      ...signedIn,
      schema: {
        summary: 'Get one of your conversations',
        operationId: 'getConversation',
        tags,
        params: messagingIdParamsSchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) =>
      getConversation(db, request.viewer!.userId, request.params.id, app.clock.now()),
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      ...signedIn,
      schema: {
        summary: "List a conversation's messages, newest first",
        operationId: 'listMessages',
        tags,
        params: messagingIdParamsSchema,
        querystring: messagePageQuerySchema,
        response: { 200: messagePageSchema, ...errors },
      },
    },
    async (request) => listMessages(db, request.viewer!.userId, request.params.id, request.query),
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      ...signedIn,
      config: { idempotent: true },
      bodyLimit: MESSAGE_BODY_LIMIT,
      schema: {
        summary: 'Send a message in one of your conversations',
        operationId: 'sendMessage',
        tags,
        params: messagingIdParamsSchema,
        body: sendMessageInputSchema,
        response: { 201: messageSchema, ...sendErrors, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { userId } = request.viewer!;
      const message = await sendMessage(sendContext(), userId, request.params.id, request.body);
      return reply.status(201).send(message);
    },
  );

  app.post(
    '/api/conversations/:id/read',
    {
      ...signedIn,
      schema: {
        summary: 'Mark one of your conversations read',
        operationId: 'markConversationRead',
        tags,
        params: messagingIdParamsSchema,
        response: { 200: conversationReadSchema, ...errors },
      },
    },
    async (request) => markConversationRead(db, request.viewer!.userId, request.params.id),
  );

  app.delete(
    '/api/messages/:id',
    {
      ...signedIn,
      schema: {
        summary: 'Delete one of your messages (it keeps its place)',
        operationId: 'deleteMessage',
        tags,
        params: messagingIdParamsSchema,
        response: { 200: messageSchema, ...errors, 403: errorBodySchema },
      },
    },
    async (request) => deleteMessage(db, request.viewer!.userId, request.params.id),
  );
};
