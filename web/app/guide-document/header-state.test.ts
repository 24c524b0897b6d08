import { describe, expect, it } from 'vitest';
import { documentHref } from './document-router';
import { headerView } from './header-state';

describe('headerView', () => {
  it('shows the visitor header until a stored session suggests a member', () => {
    expect(headerView({ appSession: null, hasStoredSession: false })).toBe('visitor');
    expect(headerView({ appSession: 'unknown', hasStoredSession: false })).toBe('visitor');
    expect(headerView({ appSession: null, hasStoredSession: true })).toBe('member-placeholder');
    expect(headerView({ appSession: 'unknown', hasStoredSession: true })).toBe(
      'member-placeholder',
    );
  });

  it('follows the app once it knows the session', () => {
    expect(headerView({ appSession: 'member', hasStoredSession: false })).toBe('member');
    expect(headerView({ appSession: 'member', hasStoredSession: true })).toBe('member');
    // A stored session the auth client could not keep: the visitor's header again.
    expect(headerView({ appSession: 'visitor', hasStoredSession: true })).toBe('visitor');
  });
});

describe('documentHref', () => {
  it('gives the address of a path or a path object', () => {
    expect(documentHref('/search?q=dole%20whip')).toBe('/search?q=dole%20whip');
    expect(documentHref({ pathname: '/search', search: '?q=tron', hash: '#top' })).toBe(
      '/search?q=tron#top',
    );
  });
});
