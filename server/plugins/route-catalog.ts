import type { FastifyInstance, HTTPMethods } from 'fastify';

/** One route the app answers: a method and its URL pattern (`/api/posts/:id`). */
export interface CatalogRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far (HEAD twins of GET routes left out), in order. */
    routeCatalog: readonly CatalogRoute[];
  }
}

/**
 * Records every route as it is registered, in every scope, so checks that must cover all routes
 * (the authorization matrix, the fuzz test) find new ones without a list kept by hand. Call it on
 * the root instance before any route is added.
 */
export function recordRouteCatalog(app: FastifyInstance): void {
  const recorded: CatalogRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of ([] as HTTPMethods[]).concat(route.method)) {
      recorded.push({ method, url: route.url });
    }
  });
  app.decorate('routeCatalog', {
    getter() {
      const gets = new Set(recorded.filter((r) => r.method === 'GET').map((r) => r.url));
      // Fastify adds a HEAD twin to every GET route.
      return recorded.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)));
    },
  });
}
