import { describe, expect, it } from 'vitest';
import { isAppRoute } from './app-routes';

describe('isAppRoute', () => {
  it.each([
    '/',
    '/feed',
    '/likes',
    '/profile/123',
    '/activity/2026-11-21',
    '/checklists/public',
    '/about-us',
    '/disney-world-budget-guide',
    '/feed/',
  ])('knows %s', (path) => expect(isAppRoute(path)).toBe(true));

  it.each(['/nope', '/profile', '/profile/1/2', '/admin/users/3', '/disney-world', '/feed.php'])(
    'rejects %s',
    (path) => expect(isAppRoute(path)).toBe(false),
  );
});
