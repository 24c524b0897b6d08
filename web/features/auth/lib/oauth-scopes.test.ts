import { describe, expect, it } from 'vitest';
import { describeScopes, scopeLabels } from './oauth-scopes';

describe('describeScopes', () => {
  it('puts each known scope in plain words, in the usual order', () => {
    expect(describeScopes('profile openid email')).toEqual([
      { scope: 'openid', label: 'Confirm it’s you', isKnown: true },
      { scope: 'email', label: 'See your email address', isKnown: true },
      {
        scope: 'profile',
        label: 'See your username, display name and profile photo',
        isKnown: true,
      },
    ]);
  });

  it('has words for every scope the server grants', () => {
    const labels = describeScopes('openid email profile phone offline_access').map((s) => s.label);
    expect(labels).toEqual(Object.values(scopeLabels));
    expect(labels).toContain('See your phone number');
    expect(labels).toContain('Stay connected when you’re away');
  });

  it('lists unknown scopes as they are, after the known ones', () => {
    expect(describeScopes(['calendar:read', 'email'])).toEqual([
      { scope: 'email', label: 'See your email address', isKnown: true },
      { scope: 'calendar:read', label: 'calendar:read', isKnown: false },
    ]);
  });

  it('ignores repeats and extra spaces', () => {
    expect(describeScopes('  email\temail  openid ').map((s) => s.scope)).toEqual([
      'openid',
      'email',
    ]);
    expect(describeScopes('')).toEqual([]);
    expect(describeScopes([' ', 'email', 'email'])).toHaveLength(1);
  });
});
