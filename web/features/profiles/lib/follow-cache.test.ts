import { describe, expect, it } from 'vitest';
import type { PublicProfile } from '../../../../common/features/profiles/profiles.contract';
import {
  withFollowing,
  withFollowingCountChange,
  withFollowState,
  withListFollowing,
} from './follow-cache';

const profile: PublicProfile = {
  id: 'b',
  username: 'b',
  first_name: null,
  last_name: null,
  avatar_url: null,
  bio: null,
  home_park: null,
  favorite_attractions: [],
  created_at: '2024-01-01T00:00:00.000Z',
  followerCount: 4,
  followingCount: 2,
  postCount: 0,
  isFollowing: false,
  isMe: false,
  canMessage: true,
  blockedByMe: false,
};

describe('withFollowing', () => {
  it('flips the flag and moves the follower count', () => {
    const followed = withFollowing(profile, true);
    expect(followed).toMatchObject({ isFollowing: true, followerCount: 5 });
    expect(withFollowing(followed, false)).toMatchObject({ isFollowing: false, followerCount: 4 });
  });
  it('changes nothing when already in that state, and never goes below zero', () => {
    expect(withFollowing(profile, false)).toBe(profile);
    expect(withFollowing({ ...profile, isFollowing: true, followerCount: 0 }, false)).toMatchObject(
      { followerCount: 0 },
    );
  });
  it('takes the server’s answer as it is', () => {
    expect(withFollowState(profile, { following: true, followerCount: 9 })).toMatchObject({
      isFollowing: true,
      followerCount: 9,
    });
  });
  it('moves the viewer’s following count', () => {
    expect(withFollowingCountChange(profile, 1).followingCount).toBe(3);
    expect(withFollowingCountChange({ ...profile, followingCount: 0 }, -1).followingCount).toBe(0);
  });
});

describe('withListFollowing', () => {
  const item = (id: string, isFollowing: boolean) => ({
    id,
    username: id,
    avatar_url: null,
    first_name: null,
    last_name: null,
    followedAt: '2024-01-01T00:00:00.000Z',
    isFollowing,
  });
  const data = {
    pages: [
      { items: [item('a', false), item('b', false)], nextCursor: 'c1' },
      { items: [item('c', true)], nextCursor: null },
    ],
    pageParams: [null, 'c1'],
  };
  it('sets the flag of that member wherever they appear', () => {
    const next = withListFollowing(data, 'b', true);
    expect(next?.pages[0]?.items.map((i) => i.isFollowing)).toEqual([false, true]);
    expect(next?.pages[1]?.items).toEqual(data.pages[1]?.items);
  });
  it('answers the same object when nothing changes', () => {
    expect(withListFollowing(data, 'c', true)).toBe(data);
    expect(withListFollowing(undefined, 'c', true)).toBeUndefined();
  });
});
