import { describe, expect, it } from 'vitest';
import { clearMemberCaches } from '../member-cache';
import { mustClearMemberCache } from './member-cache-owner';

describe('member cache owner', () => {
  it('clears on sign-out, an ended session and another account, never for the same member', () => {
    expect(mustClearMemberCache('member-a', null)).toBe(true);
    expect(mustClearMemberCache('member-a', 'member-b')).toBe(true);
    expect(mustClearMemberCache('member-a', 'member-a')).toBe(false);
    // Nobody was signed in: the cache holds nobody's answers.
    expect(mustClearMemberCache(null, 'member-a')).toBe(false);
    expect(mustClearMemberCache(null, null)).toBe(false);
  });

  it('clearing is safe where the Cache Storage API is missing', async () => {
    expect(typeof caches).toBe('undefined');
    await expect(clearMemberCaches()).resolves.toBeUndefined();
  });
});
