import { allGuidePaths } from './features/guides/guide-catalog';

/**
 * Every page route the site answers (spec §2), as React Router patterns. The server answers
 * these with the app (status 200) and every other page path with the app's 404 page (status 404).
 */
export const appRoutePatterns = [
  '/',
  '/feed',
  '/likes',
  '/profile/:id',
  '/search',
  '/messages',
  '/post/:id',
  '/groups',
  '/group/:id',
  '/events',
  '/event/:id',
  '/reviews',
  '/reviews/:slug',
  '/contests',
  '/contest/:id',
  '/tips',
  '/photographers',
  '/vloggers',
  '/influencers',
  '/trip-planners',
  '/support',
  '/about',
  '/about-us',
  '/privacy',
  '/privacy-policy',
  '/terms',
  '/terms-of-service',
  '/faq',
  '/style-guide',
  '/admin',
  '/admin/users',
  '/admin/audit',
  '/bulk-delete',
  '/moderation',
  '/activity',
  '/activity/:date',
  '/checklist/:id',
  '/checklists',
  '/checklists/public',
  '/trips',
  '/trip/:id',
  '/trip/:id/rides',
  '/notifications',
  '/auth',
  '/auth/callback',
  '/reset-password',
  '/oauth/consent',
  ...allGuidePaths,
] as const;

/** Pages reachable under two addresses: the alias serves the canonical page (spec §2 footer). */
export const canonicalPathByAlias: Record<string, string> = {
  '/about-us': '/about',
  '/privacy-policy': '/privacy',
  '/terms-of-service': '/terms',
  '/checklists': '/checklists/public',
};

function toMatcher(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${body === '' ? '/' : body}/?$`);
}

const matchers = appRoutePatterns.map(toMatcher);

/** Whether a URL path (without query) is one of the site's pages. */
export function isAppRoute(pathname: string): boolean {
  return matchers.some((matcher) => matcher.test(pathname));
}
