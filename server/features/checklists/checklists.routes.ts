import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../common/errors';
import {
  checklistCategoryParamsSchema,
  checklistIdParamsSchema,
  checklistItemParamsSchema,
  checklistPageSchema,
  checklistSchema,
  createChecklistCategoryInputSchema,
  createChecklistInputSchema,
  createChecklistItemInputSchema,
  moveChecklistCategoryInputSchema,
  moveChecklistItemInputSchema,
  myChecklistsQuerySchema,
  publicChecklistsQuerySchema,
  renameChecklistCategoryInputSchema,
  updateChecklistInputSchema,
  updateChecklistItemInputSchema,
} from '../../../common/features/checklists/checklists.contract';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import {
  addCategory,
  addItem,
  copyChecklist,
  createChecklist,
  deleteCategory,
  deleteChecklist,
  deleteItem,
  getChecklist,
  listMyChecklists,
  listPublicChecklists,
  moveCategory,
  moveItem,
  renameCategory,
  updateChecklist,
  updateItem,
} from './checklists.service';

/** A checklist's fields are at most about 2 KB of text: 16 KB leaves room for JSON escapes. */
const CHECKLIST_BODY_LIMIT = 16 * 1024;

const writeErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  413: errorBodySchema,
  429: errorBodySchema,
} as const;

/**
 * Checklists (issue 14). Reading follows `checklists.policy.ts` (public ones listed, unlisted
 * ones by link, private ones for the owner; hidden is 404); only the owner changes a checklist,
 * one field, category or item at a time, so two tabs never overwrite each other. Every change
 * answers the whole checklist as it is now. Answers depend on the viewer: none is shared by
 * caches.
 */
export const checklistsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['checklists'];
  const viewerId = (request: { viewer: { userId: string } | null }) =>
    request.viewer?.userId ?? null;
  const edit = () => ({ db, rateLimiter: app.rateLimiter, now: app.clock.now() });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-cache');
  });

  app.get(
    '/api/checklists',
    {
      schema: {
        summary:
          'Browse public checklists: search, park and category filters, most copied or newest',
        operationId: 'listPublicChecklists',
        tags,
        security: optionalViewerSecurity,
        querystring: publicChecklistsQuerySchema,
        response: { 200: checklistPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => listPublicChecklists(db, viewerId(request), request.query),
  );

  app.get(
    '/api/checklists/mine',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Your checklists (private, unlisted and public), newest first',
        operationId: 'listMyChecklists',
        tags,
        querystring: myChecklistsQuerySchema,
        response: { 200: checklistPageSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => listMyChecklists(db, request.viewer!.userId, request.query),
  );

  app.post(
    '/api/checklists',
    {
      preHandler: app.requireViewer,
      config: { idempotent: true },
      bodyLimit: CHECKLIST_BODY_LIMIT,
      schema: {
        summary: 'Start a checklist (30 creations or copies a day)',
        operationId: 'createChecklist',
        tags,
        body: createChecklistInputSchema,
        response: {
          201: checklistSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const checklist = await createChecklist(edit(), request.viewer!.userId, request.body);
      return reply.status(201).send(checklist);
    },
  );

  app.get(
    '/api/checklists/:id',
    {
      schema: {
        summary: 'Get a checklist with its categories and items',
        operationId: 'getChecklist',
        tags,
        security: optionalViewerSecurity,
        params: checklistIdParamsSchema,
        response: { 200: checklistSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => getChecklist(db, viewerId(request), request.params.id),
  );

  app.patch(
    '/api/checklists/:id',
    {
      preHandler: app.requireViewer,
      bodyLimit: CHECKLIST_BODY_LIMIT,
      schema: {
        summary:
          'Change your checklist: title, description, park, category, trip dates, visibility',
        operationId: 'updateChecklist',
        tags,
        params: checklistIdParamsSchema,
        body: updateChecklistInputSchema,
        response: { 200: checklistSchema, ...writeErrors },
      },
    },
    async (request) =>
      updateChecklist(edit(), request.viewer!.userId, request.params.id, request.body),
  );

  app.delete(
    '/api/checklists/:id',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Delete your checklist (copies others made stay theirs)',
        operationId: 'deleteChecklist',
        tags,
        params: checklistIdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteChecklist(db, request.viewer!.userId, request.params.id, app.clock.now());
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/checklists/:id/copy',
    {
      preHandler: app.requireViewer,
      config: { idempotent: true },
      schema: {
        summary: 'Copy a public or unlisted checklist to your checklists (private, unchecked)',
        operationId: 'copyChecklist',
        tags,
        params: checklistIdParamsSchema,
        response: { 201: checklistSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const copy = await copyChecklist(edit(), request.viewer!.userId, request.params.id);
      return reply.status(201).send(copy);
    },
  );

  app.post(
    '/api/checklists/:id/categories',
    {
      preHandler: app.requireViewer,
      config: { idempotent: true },
      bodyLimit: CHECKLIST_BODY_LIMIT,
      schema: {
        summary: 'Add a category to your checklist',
        operationId: 'addChecklistCategory',
        tags,
        params: checklistIdParamsSchema,
        body: createChecklistCategoryInputSchema,
        response: { 201: checklistSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const checklist = await addCategory(
        edit(),
        request.viewer!.userId,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(checklist);
    },
  );

  app.patch(
    '/api/checklists/:id/categories/:categoryId',
    {
      preHandler: app.requireViewer,
      bodyLimit: CHECKLIST_BODY_LIMIT,
      schema: {
        summary: 'Rename a category of your checklist',
        operationId: 'renameChecklistCategory',
        tags,
        params: checklistCategoryParamsSchema,
        body: renameChecklistCategoryInputSchema,
        response: { 200: checklistSchema, ...writeErrors },
      },
    },
    async (request) =>
      renameCategory(
        edit(),
        request.viewer!.userId,
        request.params.id,
        request.params.categoryId,
        request.body.name,
      ),
  );

  app.delete(
    '/api/checklists/:id/categories/:categoryId',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Delete a category of your checklist with its items',
        operationId: 'deleteChecklistCategory',
        tags,
        params: checklistCategoryParamsSchema,
        response: { 200: checklistSchema, ...writeErrors },
      },
    },
    async (request) =>
      deleteCategory(edit(), request.viewer!.userId, request.params.id, request.params.categoryId),
  );

  app.post(
    '/api/checklists/:id/categories/:categoryId/move',
    {
      config: { idempotent: true },
      preHandler: app.requireViewer,
      schema: {
        summary: 'Move a category of your checklist to a new position',
        operationId: 'moveChecklistCategory',
        tags,
        params: checklistCategoryParamsSchema,
        body: moveChecklistCategoryInputSchema,
        response: { 200: checklistSchema, ...writeErrors },
      },
    },
    async (request) =>
      moveCategory(
        edit(),
        request.viewer!.userId,
        request.params.id,
        request.params.categoryId,
        request.body,
      ),
  );

  app.post(
    '/api/checklists/:id/items',
    {
      preHandler: app.requireViewer,
      config: { idempotent: true },
      bodyLimit: CHECKLIST_BODY_LIMIT,
      schema: {
        summary: 'Add an item to a category of your checklist',
        operationId: 'addChecklistItem',
        tags,
        params: checklistIdParamsSchema,
        body: createChecklistItemInputSchema,
        response: { 201: checklistSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const checklist = await addItem(
        edit(),
        request.viewer!.userId,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(checklist);
    },
  );

  app.patch(
    '/api/checklists/:id/items/:itemId',
    {
      preHandler: app.requireViewer,
      bodyLimit: CHECKLIST_BODY_LIMIT,
      schema: {
        summary: 'Check, uncheck, or change the text or note of one item',
        operationId: 'updateChecklistItem',
        tags,
        params: checklistItemParamsSchema,
        body: updateChecklistItemInputSchema,
        response: { 200: checklistSchema, ...writeErrors },
      },
    },
    async (request) =>
      updateItem(
        edit(),
        request.viewer!.userId,
        request.params.id,
        request.params.itemId,
        request.body,
      ),
  );

  app.delete(
    '/api/checklists/:id/items/:itemId',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Delete an item of your checklist',
        operationId: 'deleteChecklistItem',
        tags,
        params: checklistItemParamsSchema,
        response: { 200: checklistSchema, ...writeErrors },
      },
    },
    async (request) =>
      deleteItem(edit(), request.viewer!.userId, request.params.id, request.params.itemId),
  );

  app.post(
    '/api/checklists/:id/items/:itemId/move',
    {
      config: { idempotent: true },
      preHandler: app.requireViewer,
      schema: {
        summary: 'Move an item to a new position (in its category or another)',
        operationId: 'moveChecklistItem',
        tags,
        params: checklistItemParamsSchema,
        body: moveChecklistItemInputSchema,
        response: { 200: checklistSchema, ...writeErrors },
      },
    },
    async (request) =>
      moveItem(
        edit(),
        request.viewer!.userId,
        request.params.id,
        request.params.itemId,
        request.body,
      ),
  );
};
