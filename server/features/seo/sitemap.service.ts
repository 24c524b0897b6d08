import { SITEMAP_POST_LIMIT, SITEMAP_PROFILE_LIMIT } from '../../../common/features/seo/seo-limits';
import { guidePages } from '../../../common/features/guides/guide-pages';
import type { Database } from '../../db/client';
import { listSitemapPosts, listSitemapProfiles } from './seo.repository';
import { escapeXml } from './seo-xml';

/** The sitemap protocol's namespace (sitemaps.org, protocol 0.9). */
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Public pages listed in the sitemap besides the guides and profiles, home first. */
export const SITEMAP_STATIC_PATHS: readonly string[] = [
  '/',
  '/about',
  '/faq',
  '/support',
  '/privacy',
  '/terms',
  '/activity',
  '/reviews',
  '/checklists/public',
  '/auth',
];

/** One `<url>` of the sitemap: a path on the site and, when known, its last change. */
export interface SitemapEntry {
  path: string;
  /** W3C datetime: `2026-11-15` or `2026-11-15T10:00:00Z`. */
  lastmod?: string;
}

/** A timestamp as a W3C datetime in UTC, to the second. */
function toW3cDatetime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Renders entries as a sitemap document, each `loc` absolute on `siteUrl` and XML-escaped. */
export function renderSitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeXml(`${siteUrl}${entry.path}`)}</loc>`;
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    return `  <url>${loc}${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NAMESPACE}">`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Every URL the sitemap lists: the home and public pages, the guides (with their `updatedAt`),
 * up to `postLimit` live posts (newest first) and up to `profileLimit` member profiles (most
 * recently updated first), each with its last change (spec §7 and §9: 1000 posts, 500 profiles).
 */
export async function listSitemapEntries(
  db: Database,
  limits: { posts: number; profiles: number } = {
    posts: SITEMAP_POST_LIMIT,
    profiles: SITEMAP_PROFILE_LIMIT,
  },
): Promise<SitemapEntry[]> {
  const posts = await listSitemapPosts(db, limits.posts);
  const profiles = await listSitemapProfiles(db, limits.profiles);
  return [
    ...SITEMAP_STATIC_PATHS.map((path) => ({ path })),
    ...guidePages.map((guide) => ({ path: guide.link.path, lastmod: guide.updatedAt })),
    ...posts.map((post) => ({
      path: `/post/${encodeURIComponent(post.id)}`,
      lastmod: toW3cDatetime(post.updatedAt),
    })),
    ...profiles.map((profile) => ({
      path: `/profile/${encodeURIComponent(profile.id)}`,
      lastmod: toW3cDatetime(profile.updatedAt),
    })),
  ];
}

/** The whole `/sitemap.xml` document for the site at `siteUrl`. */
export async function buildSitemapXml(db: Database, siteUrl: string): Promise<string> {
  return renderSitemapXml(siteUrl, await listSitemapEntries(db));
}
