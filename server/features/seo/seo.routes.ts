import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { createOgImageCache } from './og-image';
import { buildRobotsTxt } from './robots.service';
import { buildSitemapXml } from './sitemap.service';

/** Crawlers may keep the sitemap and robots.txt for five minutes. */
const CRAWLER_FILE_CACHE = 'public, max-age=300';
/** Open Graph images change only with a release: a day. */
const OG_IMAGE_CACHE = 'public, max-age=86400';

export interface SeoRoutesOptions {
  /** Public origin that every absolute URL is built on (no trailing slash). */
  siteUrl: string;
}

/**
 * What search engines and link previews fetch: `GET /sitemap.xml` (public pages, guides and
 * the newest live posts and recently updated profiles), `GET /robots.txt` and `GET /og/{key}.png` (Open Graph images,
 * one per guide plus `site`; an unknown key is a JSON 404).
 */
export const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (app, { siteUrl }) => {
  const renderOgImage = createOgImageCache();
  const robotsTxt = buildRobotsTxt(siteUrl);

  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = await buildSitemapXml(app.database.db, siteUrl);
    return reply
      .header('cache-control', CRAWLER_FILE_CACHE)
      .type('application/xml; charset=utf-8')
      .send(xml);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', CRAWLER_FILE_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt),
  );

  app.get(
    '/og/:key.png',
    { schema: { params: z.object({ key: z.string() }) } },
    async (request, reply) => {
      const image = await renderOgImage(request.params.key);
      if (!image) throw notFound(`No Open Graph image named ${request.params.key}.`);
      return reply
        .header('cache-control', OG_IMAGE_CACHE)
        .header('cross-origin-resource-policy', 'cross-origin')
        .type('image/png')
        .send(image);
    },
  );
};
