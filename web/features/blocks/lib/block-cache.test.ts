import { describe, expect, it } from 'vitest';
import type { PublicProfile } from '../../../../common/features/profiles/profiles.contract';
import { withBlocked } from './block-cache';

const profile: PublicProfile = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'castle_fan',
  first_name: null,
  last_name: null,
  avatar_url: null,
  bio: null,
  home_park: null,
  favorite_attractions: [],
  created_at: '2026-01-01T00:00:00.000Z',
  followerCount: 4,
  followingCount: 2,
  postCount: 3,
  isFollowing: true,
  isMe: false,
  canMessage: true,
  blockedByMe: false,
};

describe('withBlocked', () => {
  it('drops your follow, its count and messaging when you block', () => {
    expect(withBlocked(profile, true)).toEqual({
      ...profile,
      blockedByMe: true,
      isFollowing: false,
      canMessage: false,
      followerCount: 3,
    });
    expect(withBlocked({ ...profile, isFollowing: false }, true).followerCount).toBe(4);
  });

  it('brings back neither the follow nor the count when you unblock', () => {
    const blocked = withBlocked(profile, true);
    expect(withBlocked(blocked, false)).toEqual({ ...blocked, blockedByMe: false });
  });
});
