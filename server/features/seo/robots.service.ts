/** Paths crawlers are asked to skip: the APIs, members-only and one-time pages. */
export const ROBOTS_DISALLOWED_PATHS: readonly string[] = [
  '/api/',
  '/auth/v1/',
  '/admin',
  '/messages',
  '/reset-password',
  '/auth/callback',
  '/oauth/',
  '/bulk-delete',
  '/moderation',
];

/** The `/robots.txt` of the site at `siteUrl`: everything allowed but the above, plus the sitemap. */
export function buildRobotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
