import { describe, expect, it } from 'vitest';
import type { ShownSuggestion } from './suggestion-state';
import { hasFewPosts, reasonLabels, withSuggestionFollowing } from './suggestion-state';

const suggestion: ShownSuggestion = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'tinkerbell',
  first_name: 'Tink',
  last_name: null,
  avatar_url: null,
  home_park: 'EPCOT',
  followerCount: 4,
  recentPostCount: 2,
  reasons: ['home_park', 'active', 'popular'],
  isFollowing: false,
};

describe('withSuggestionFollowing', () => {
  it('flips the flag and moves the count by one, never below zero', () => {
    const followed = withSuggestionFollowing(suggestion, true);
    expect(followed).toMatchObject({ isFollowing: true, followerCount: 5 });
    expect(withSuggestionFollowing(followed, false)).toMatchObject({
      isFollowing: false,
      followerCount: 4,
    });
    const none = { ...suggestion, followerCount: 0, isFollowing: true };
    expect(withSuggestionFollowing(none, false).followerCount).toBe(0);
  });

  it('changes nothing when already in that state', () => {
    expect(withSuggestionFollowing(suggestion, false)).toBe(suggestion);
  });
});

describe('reasonLabels', () => {
  it("names the shared park and the other reasons in the server's order", () => {
    expect(reasonLabels(suggestion)).toEqual(['Also loves EPCOT', 'Active this week', 'Popular']);
    expect(reasonLabels({ reasons: ['home_park'], home_park: null })).toEqual(['Same home park']);
  });
});

describe('hasFewPosts', () => {
  it('is true for a short feed that has no more pages', () => {
    expect(hasFewPosts(0, false)).toBe(true);
    expect(hasFewPosts(4, false)).toBe(true);
    expect(hasFewPosts(5, false)).toBe(false);
    expect(hasFewPosts(2, true)).toBe(false);
  });
});
