import { appRoutePatterns } from '../../app-routes';

/**
 * The app's pages the server answers with the single-page app's shell (`dist/web/index.html`,
 * sent unchanged): every other page of `appRoutePatterns` is rendered on the server (guides,
 * home, posts, profiles, lists that visitors read). The service worker serves its precached
 * copy of the shell for these, so they open at once and offline; the server's test checks this
 * list against what it really answers.
 */
export const appShellRoutePatterns = [
  '/feed',
  '/likes',
  '/messages',
  '/groups',
  '/group/:id',
  '/events',
  '/style-guide',
  '/support',
  '/admin',
  '/admin/users',
  '/admin/audit',
  '/bulk-delete',
  '/moderation',
  '/notifications',
  '/trip/:id/rides',
  '/auth',
  '/auth/callback',
  '/reset-password',
  '/oauth/consent',
] as const satisfies ReadonlyArray<(typeof appRoutePatterns)[number]>;

/**
 * The shell's routes as expressions over a URL's path and query (what Workbox's navigation
 * route tests): the whole path, an optional trailing slash, then nothing or a query.
 */
export function appShellRouteExpressions(): RegExp[] {
  return appShellRoutePatterns.map((pattern) => {
    const body = pattern
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? '[^/?#]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('\\/');
    return new RegExp(`^${body}\\/?(?:\\?.*)?$`);
  });
}

/** Whether a URL path (and query) is answered with the app's shell. */
export function isAppShellRoute(pathAndQuery: string): boolean {
  return appShellRouteExpressions().some((expression) => expression.test(pathAndQuery));
}
