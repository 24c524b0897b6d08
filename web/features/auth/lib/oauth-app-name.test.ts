import { describe, expect, it } from 'vitest';
import { appDisplayName } from './oauth-app-name';

describe('appDisplayName', () => {
  it('uses the app’s own name, trimmed', () => {
    expect(appDisplayName({ id: 'c1', name: '  Castle Planner ' })).toBe('Castle Planner');
  });

  it('falls back to its website’s host, then to a plain name', () => {
    expect(appDisplayName({ id: 'c1', name: ' ', uri: 'https://planner.example.com/a' })).toBe(
      'planner.example.com',
    );
    expect(appDisplayName({ id: 'c1', uri: 'javascript:alert(1)' })).toBe('An unnamed app');
    expect(appDisplayName({ id: 'c1', name: null })).toBe('An unnamed app');
  });
});
