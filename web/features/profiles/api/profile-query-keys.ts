/** Follow lists: who follows a member, and whom they follow. */
export type FollowDirection = 'followers' | 'following';

/**
 * Query keys of the profiles feature. Everything lives under `['profiles']`; what a viewer
 * sees (whether they follow someone) is keyed by the viewer too (null for a visitor).
 */
export const profileQueryKeys = {
  all: ['profiles'] as const,
  details: ['profiles', 'detail'] as const,
  detailsOf: (id: string) => ['profiles', 'detail', id] as const,
  detail: (id: string, viewerId: string | null) => ['profiles', 'detail', id, viewerId] as const,
  followLists: ['profiles', 'follows'] as const,
  followListsOf: (id: string) => ['profiles', 'follows', id] as const,
  followList: (id: string, direction: FollowDirection, viewerId: string | null) =>
    ['profiles', 'follows', id, direction, viewerId] as const,
};
