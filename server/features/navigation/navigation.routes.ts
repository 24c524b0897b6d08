import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { navigationListSchema } from '../../../common/features/navigation/navigation.contract';
import { EXCLUDED_NAVIGATION_TITLE } from '../../../common/features/navigation/navigation-visibility';
import { listNavigationItems } from './navigation.repository';
import { presentNavigationItem } from './navigation.presenter';

/** `GET /api/navigation`: the header's items, oldest first, without 'My Profile' (spec §7). */
export const navigationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/navigation',
    {
      schema: {
        summary: "List the header's navigation items",
        operationId: 'listNavigation',
        tags: ['navigation'],
        response: { 200: navigationListSchema },
      },
    },
    async (_request, reply) => {
      const rows = await listNavigationItems(app.database.db, EXCLUDED_NAVIGATION_TITLE);
      reply.header('cache-control', 'public, max-age=60');
      return { items: rows.map(presentNavigationItem) };
    },
  );
};
