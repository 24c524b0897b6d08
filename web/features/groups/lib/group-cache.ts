import type { InfiniteData } from '@tanstack/react-query';
import type {
  Group,
  GroupMembership,
  GroupPage,
  GroupSummary,
} from '../../../../common/features/groups/groups.contract';

export type GroupPages = InfiniteData<GroupPage>;

/** Every group of the loaded pages, in order, each id once (pages can overlap after changes). */
export function flattenGroups(data: GroupPages | undefined): GroupSummary[] {
  const seen = new Set<string>();
  return (data?.pages.flatMap((page) => page.items) ?? []).filter(
    (group) => !seen.has(group.id) && seen.add(group.id),
  );
}

/** A group (summary or full) with the viewer's standing and member count after a change. */
export function withMembership<T extends GroupSummary>(group: T, membership: GroupMembership): T {
  return {
    ...group,
    memberCount: membership.memberCount,
    viewer: { membership: membership.membership, role: membership.role },
  };
}

/** The pages with one group changed (the same object when the group is not loaded). */
export function updateGroupInPages(
  data: GroupPages | undefined,
  groupId: string,
  update: (group: GroupSummary) => GroupSummary,
): GroupPages | undefined {
  if (!data?.pages.some((page) => page.items.some((group) => group.id === groupId))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((group) => (group.id === groupId ? update(group) : group)),
    })),
  };
}

/** The pages without one group (a deleted group, or one the viewer left from 'Your groups'). */
export function removeGroupFromPages(
  data: GroupPages | undefined,
  groupId: string,
): GroupPages | undefined {
  if (!data?.pages.some((page) => page.items.some((group) => group.id === groupId))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((group) => group.id !== groupId),
    })),
  };
}

/** A full group with its pending request count moved by `delta` (never below zero). */
export function withPendingRequests(group: Group, delta: number): Group {
  if (group.pendingRequestCount === null) return group;
  return { ...group, pendingRequestCount: Math.max(0, group.pendingRequestCount + delta) };
}
