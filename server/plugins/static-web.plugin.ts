import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAppRoute } from '../../common/app-routes';
import type { ErrorBody } from '../../common/errors';

const ONE_YEAR_SECONDS = 31_536_000;
/**
 * Files the browser must check on every load: the service worker (and Workbox's runtime, if
 * split out), which decides when a new version is installed, and the web app manifest.
 */
const ALWAYS_REVALIDATED = /^(?:sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest)(?:\.br|\.gz)?$/;

/** Cache-Control of a built file, from its path under the build folder. */
function cacheControlOf(relativePath: string): string {
  if (relativePath.startsWith(`assets${path.sep}`)) {
    return `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
  }
  return ALWAYS_REVALIDATED.test(relativePath) ? 'no-cache' : 'public, max-age=3600';
}
/** Paths owned by the APIs: unknown ones get a JSON 404, never the web app. */
const API_PREFIXES = ['/api/', '/auth/v1/', '/realtime'];

function notFoundBody(request: FastifyRequest): ErrorBody {
  return {
    error: {
      code: 'not_found',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    },
  };
}

/**
 * Serves the built web app: hashed assets under `/assets` with a one-year immutable cache, the
 * service worker `/sw.js` and `/manifest.webmanifest` revalidated on every load, other files
 * briefly cached, and `index.html` (never cached) for every app route; the home
 * `/` is rendered on the server (`features/home/home.routes.ts`). Unknown pages get the app's
 * 404 page with status 404; unknown API paths get a JSON 404.
 */
export const staticWebPlugin = fp(
  async (app: FastifyInstance, options: { webDistDir: string | null }) => {
    let indexHtml: string | null = null;
    if (options.webDistDir) {
      indexHtml = await readFile(path.join(options.webDistDir, 'index.html'), 'utf8');
      await app.register(fastifyStatic, {
        root: options.webDistDir,
        index: false,
        wildcard: true,
        cacheControl: false,
        preCompressed: true,
        setHeaders(res, filePath) {
          res.setHeader(
            'cache-control',
            cacheControlOf(path.relative(options.webDistDir ?? '', filePath)),
          );
        },
      });
    }

    const sendApp = (reply: FastifyReply, status: number) =>
      reply
        .status(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isApi = API_PREFIXES.some(
        (prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1),
      );
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      if (isApi || !isPageRequest || !indexHtml) {
        return reply.status(404).send(notFoundBody(request));
      }
      return sendApp(reply, isAppRoute(pathname) ? 200 : 404);
    });
  },
);
