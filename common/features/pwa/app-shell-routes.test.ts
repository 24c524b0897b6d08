import { describe, expect, it } from 'vitest';
import { isAppRoute } from '../../app-routes';
import { allGuidePaths } from '../guides/guide-catalog';
import { appShellRoutePatterns, isAppShellRoute } from './app-shell-routes';

describe('app shell routes', () => {
  it('are pages of the site', () => {
    for (const pattern of appShellRoutePatterns) {
      expect(isAppRoute(pattern.replace(':id', 'abc')), pattern).toBe(true);
    }
  });

  it('match the app pages with a trailing slash or a query, and nothing longer', () => {
    expect(isAppShellRoute('/feed')).toBe(true);
    expect(isAppShellRoute('/feed/')).toBe(true);
    expect(isAppShellRoute('/messages?user=4f6c')).toBe(true);
    expect(isAppShellRoute('/group/5d1e2a')).toBe(true);
    expect(isAppShellRoute('/auth/callback?next=/reset-password')).toBe(true);
    expect(isAppShellRoute('/feeds')).toBe(false);
    expect(isAppShellRoute('/group/5d1e2a/members')).toBe(false);
    expect(isAppShellRoute('/group/')).toBe(false);
  });

  it('leave out the pages rendered on the server, the APIs and files', () => {
    for (const path of [...allGuidePaths, '/', '/post/1', '/profile/1', '/search?q=x']) {
      expect(isAppShellRoute(path), path).toBe(false);
    }
    for (const path of ['/checklist/1', '/checklists', '/about', '/tips', '/reviews']) {
      expect(isAppShellRoute(path), path).toBe(false);
    }
    for (const path of ['/api/feed', '/auth/v1/token', '/uploads/a.webp', '/sw.js']) {
      expect(isAppShellRoute(path), path).toBe(false);
    }
  });
});
