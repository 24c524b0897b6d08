import { describe, expect, it } from 'vitest';
import type { GroupSummary } from '../../../../common/features/groups/groups.contract';
import {
  flattenGroups,
  removeGroupFromPages,
  updateGroupInPages,
  withMembership,
  withPendingRequests,
  type GroupPages,
} from './group-cache';

const summary = (id: string): GroupSummary => ({
  id,
  name: `Group ${id}`,
  description: '',
  cover: null,
  park: null,
  topic: null,
  visibility: 'private',
  memberCount: 1,
  postCount: 0,
  lastActivityAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  viewer: { membership: 'none', role: null },
});

const pages = (...ids: string[][]): GroupPages => ({
  pages: ids.map((page, index) => ({
    items: page.map(summary),
    nextCursor: index < ids.length - 1 ? `c${index}` : null,
  })),
  pageParams: ids.map((_, index) => (index === 0 ? null : `c${index - 1}`)),
});

describe('cached groups', () => {
  it('lists each group once, in order, across overlapping pages', () => {
    expect(flattenGroups(pages(['a', 'b'], ['b', 'c'])).map((group) => group.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(flattenGroups(undefined)).toEqual([]);
  });

  it('takes the new standing and count after a join or a request', () => {
    const joined = withMembership(summary('a'), {
      membership: 'requested',
      role: null,
      memberCount: 1,
    });
    expect(joined.viewer).toEqual({ membership: 'requested', role: null });
    const data = pages(['a', 'b']);
    const updated = updateGroupInPages(data, 'b', (group) =>
      withMembership(group, { membership: 'member', role: 'member', memberCount: 2 }),
    );
    expect(updated?.pages[0]?.items[1]).toMatchObject({
      memberCount: 2,
      viewer: { membership: 'member', role: 'member' },
    });
    expect(updateGroupInPages(data, 'zzz', (group) => group)).toBe(data);
  });

  it('drops a deleted group from the lists', () => {
    const data = pages(['a', 'b'], ['c']);
    expect(flattenGroups(removeGroupFromPages(data, 'c')).map((group) => group.id)).toEqual([
      'a',
      'b',
    ]);
    expect(removeGroupFromPages(data, 'zzz')).toBe(data);
  });

  it('counts handled requests down, never below zero, and leaves non-moderators’ null alone', () => {
    const group = { ...summary('a'), about: null, pendingRequestCount: 1 };
    expect(withPendingRequests(group, -1).pendingRequestCount).toBe(0);
    expect(withPendingRequests(withPendingRequests(group, -1), -1).pendingRequestCount).toBe(0);
    expect(
      withPendingRequests({ ...group, pendingRequestCount: null }, -1).pendingRequestCount,
    ).toBe(null);
  });
});
