import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { createOgImageCache } from '../../pages/og-image';
import { buildRobotsTxt } from './robots.service';
import { createSitemap, parseSitemapFileName } from './sitemap.service';

/** Crawlers may keep the sitemap and robots.txt for five minutes. */
const CRAWLER_FILE_CACHE = 'public, max-age=300';
/** Open Graph images change only with a release: a day. */
const OG_IMAGE_CACHE = 'public, max-age=86400';

export interface SeoRoutesOptions {
  /** Public origin that every absolute URL is built on (no trailing slash). */
  siteUrl: string;
}

/**
 * What search engines and link previews fetch: `GET /sitemap.xml` (an index of the sitemap
 * files `GET /sitemaps/{name}.xml`: pages and guides, posts, profiles), `GET /robots.txt` and `GET /og/{key}.png` (Open Graph images,
 * one per guide plus `site`; an unknown key is a JSON 404).
 */
export const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (app, { siteUrl }) => {
  const renderOgImage = createOgImageCache();
  const robotsTxt = buildRobotsTxt(siteUrl);

  const sendXml = (reply: FastifyReply, xml: string) =>
    reply
      .header('cache-control', CRAWLER_FILE_CACHE)
      .type('application/xml; charset=utf-8')
      .send(xml);

  const sitemap = createSitemap(app.database.db, siteUrl, app.clock);
  app.get('/sitemap.xml', async (_request, reply) => sendXml(reply, await sitemap.indexXml()));

  app.get(
    '/sitemaps/:name.xml',
    { schema: { params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const file = parseSitemapFileName(request.params.name);
      const xml = file && (await sitemap.fileXml(file));
      if (!xml) throw notFound(`No sitemap named ${request.params.name}.xml.`);
      return sendXml(reply, xml);
    },
  );

  // Browsers ask for /favicon.ico on pages without an icon link (robots.txt, images): the
  // site's icon is the SVG every page links.
  app.get('/favicon.ico', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
  );

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
