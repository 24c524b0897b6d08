import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { errorBodySchema } from '../../../common/errors';
import {
  notificationIdParamsSchema,
  notificationPageQuerySchema,
  notificationPageSchema,
  notificationReadSchema,
  notificationsReadAllSchema,
  unreadCountSchema,
  unreadNotificationsSchema,
} from '../../../common/features/notifications/notifications.contract';
import {
  getUnreadCount,
  listNotificationPage,
  listUnreadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service';

const signedIn = { 401: errorBodySchema };

/** A route's OpenAPI summary and operationId. */
interface OperationDocs {
  summary: string;
  operationId: string;
}

/**
 * The member's notifications (spec §3, §4, §7), all signed in and only ever their own:
 * `GET /api/notifications` (10 unread), `GET /api/notifications/all` (every one, paginated),
 * `GET /api/notifications/unread-count`, `POST /api/notifications/{id}/read` and
 * `POST /api/notifications/read-all`. Answers are private and never cached.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  /** Options of a signed-in route that takes no input and answers `response`. */
  const withoutInput = <T extends ZodType>(response: T, docs: OperationDocs) => ({
    preHandler: app.requireViewer,
    schema: { ...docs, tags: ['notifications'], response: { 200: response, ...signedIn } },
  });

  app.get(
    '/api/notifications',
    withoutInput(unreadNotificationsSchema, {
      summary: 'List your newest unread notifications',
      operationId: 'listUnreadNotifications',
    }),
    async (request) => listUnreadNotifications(app.database.db, request.viewer!.userId),
  );

  app.get(
    '/api/notifications/all',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'List all your notifications, newest first',
        operationId: 'listNotifications',
        tags: ['notifications'],
        querystring: notificationPageQuerySchema,
        response: { 200: notificationPageSchema, 400: errorBodySchema, ...signedIn },
      },
    },
    async (request) => listNotificationPage(app.database.db, request.viewer!.userId, request.query),
  );

  app.get(
    '/api/notifications/unread-count',
    withoutInput(unreadCountSchema, {
      summary: 'Count your unread notifications',
      operationId: 'getUnreadNotificationCount',
    }),
    async (request) => getUnreadCount(app.database.db, request.viewer!.userId),
  );

  app.post(
    '/api/notifications/read-all',
    withoutInput(notificationsReadAllSchema, {
      summary: 'Mark all your notifications as read',
      operationId: 'markAllNotificationsRead',
    }),
    async (request) => markAllNotificationsRead(app.database.db, request.viewer!.userId),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Mark one of your notifications as read',
        operationId: 'markNotificationRead',
        tags: ['notifications'],
        params: notificationIdParamsSchema,
        response: { 200: notificationReadSchema, 404: errorBodySchema, ...signedIn },
      },
    },
    async (request) =>
      markNotificationRead(app.database.db, request.viewer!.userId, request.params.id),
  );
};
