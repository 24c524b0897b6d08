/** The sections of a group's page, in order: everyone's three, then the moderators' tools. */
export const allGroupTabs = ['posts', 'about', 'members', 'requests', 'invites'] as const;
export type GroupTab = (typeof allGroupTabs)[number];

/** The tabs this viewer gets: join requests for moderators and the owner, invites for the owner. */
export function groupTabs(viewer: { isModerator: boolean; isOwner: boolean }): GroupTab[] {
  return allGroupTabs.filter(
    (tab) =>
      (tab !== 'requests' || viewer.isModerator || viewer.isOwner) &&
      (tab !== 'invites' || viewer.isOwner),
  );
}

/** The tab of `?tab=`, when this viewer has it; Posts otherwise. */
export function readGroupTab(params: URLSearchParams, available: readonly GroupTab[]): GroupTab {
  const asked = params.get('tab');
  return available.find((tab) => tab === asked) ?? 'posts';
}
