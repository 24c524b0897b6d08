/**
 * The limits, choices and texts of groups (issue 12), without zod, so the browser's group pages
 * can read them without loading the schema library (the schemas are in `groups.contract.ts`).
 */

/** Public groups show everything to everyone; private ones only their header to non-members. */
export const groupVisibilities = ['public', 'private'] as const;
export type GroupVisibility = (typeof groupVisibilities)[number];
export const groupVisibilityLabels: Record<GroupVisibility, string> = {
  public: 'Public',
  private: 'Private',
};

/** A member's role in a group: one owner, any number of moderators and members. */
export const groupRoles = ['owner', 'moderator', 'member'] as const;
export type GroupRole = (typeof groupRoles)[number];
export const groupRoleLabels: Record<GroupRole, string> = {
  owner: 'Owner',
  moderator: 'Moderator',
  member: 'Member',
};

/**
 * The viewer's standing in a group: not a member, waiting for a moderator to approve their
 * request (private groups), or a member (their `role` says which kind).
 */
export const groupMembershipStates = ['none', 'requested', 'member'] as const;
export type GroupMembershipState = (typeof groupMembershipStates)[number];

/** What a group is about (the browse filter); stored as the key, shown with its label. */
export const groupTopics = [
  'touring',
  'food',
  'photography',
  'dvc',
  'resorts',
  'events',
  'rundisney',
  'families',
  'collecting',
  'passholders',
  'planning',
  'other',
] as const;
export type GroupTopic = (typeof groupTopics)[number];
export const groupTopicLabels: Record<GroupTopic, string> = {
  touring: 'Touring & rope drop',
  food: 'Food & drink',
  photography: 'Photography',
  dvc: 'Disney Vacation Club',
  resorts: 'Resorts',
  events: 'Festivals & events',
  rundisney: 'runDisney',
  families: 'Families',
  collecting: 'Pins & collecting',
  passholders: 'Annual Passholders',
  planning: 'Trip planning',
  other: 'Other',
};

/** Orders of `GET /api/groups`: most members, most recent activity, newest group. */
export const groupSorts = ['members', 'active', 'newest'] as const;
export type GroupSort = (typeof groupSorts)[number];
export const DEFAULT_GROUP_SORT: GroupSort = 'members';
export const groupSortLabels: Record<GroupSort, string> = {
  members: 'Most members',
  active: 'Most active',
  newest: 'Newest',
};

/** Group name: trimmed, 3 to 60 characters, unique whatever the letter case. */
export const GROUP_NAME_MIN = 3;
export const GROUP_NAME_MAX = 60;
/** The short description shown on cards and to everyone (may be empty). */
export const GROUP_DESCRIPTION_MAX = 200;
/** The longer about text (members only for a private group; may be empty). */
export const GROUP_ABOUT_MAX = 5000;
/** Longest search text of `GET /api/groups?q=`. */
export const GROUP_QUERY_MAX = 100;

/** Page sizes: groups, members, join requests, invites. Group posts use the posts' page sizes. */
export const GROUPS_PAGE_SIZE = { default: 20, max: 50 } as const;
export const GROUP_MEMBERS_PAGE_SIZE = { default: 30, max: 100 } as const;
export const GROUP_REQUESTS_PAGE_SIZE = { default: 30, max: 100 } as const;
export const GROUP_INVITES_PAGE_SIZE = { default: 30, max: 100 } as const;

/** How long an invite link stays valid (days): the choices offered, and the default. */
export const groupInviteExpiryDays = [1, 7, 30] as const;
export type GroupInviteExpiryDays = (typeof groupInviteExpiryDays)[number];
export const DEFAULT_GROUP_INVITE_EXPIRY_DAYS: GroupInviteExpiryDays = 7;
export const groupInviteExpiryLabels: Record<GroupInviteExpiryDays, string> = {
  1: '1 day',
  7: '7 days',
  30: '30 days',
};

/** An invite's state: usable, past its expiry, or revoked by the owner. */
export const groupInviteStatuses = ['active', 'expired', 'revoked'] as const;
export type GroupInviteStatus = (typeof groupInviteStatuses)[number];

/**
 * The app address of an invite link: the group's page with the token, where the app offers
 * to accept it (`POST /api/group-invites/{token}/accept`).
 */
export function groupInvitePath(groupId: string, token: string): string {
  return `/group/${groupId}?invite=${encodeURIComponent(token)}`;
}

/** A member may create at most this many groups a day. */
export const GROUPS_CREATE_RATE_LIMIT = { max: 5, windowSeconds: 24 * 60 * 60 } as const;
export const GROUPS_CREATE_LIMIT_MESSAGE =
  'You can create 5 groups a day. Please try again tomorrow.';

/** 404 for a group that does not exist (or for the private parts of one you are not in). */
export const GROUP_NOT_FOUND_MESSAGE = 'Group not found';
/** 409 when another group already has the name (letter case ignored). */
export const GROUP_NAME_TAKEN_MESSAGE =
  'A group with this name already exists. Please choose another name.';
/** 403 for what only the owner may do (edit, delete, roles, invites). */
export const GROUP_OWNER_ONLY_MESSAGE = 'Only the owner of the group can do that.';
/** 403 for what only moderators and the owner may do (requests, removing members). */
export const GROUP_MODERATORS_ONLY_MESSAGE = 'Only moderators of the group can do that.';
/** 403 for posting in a public group you have not joined. */
export const GROUP_JOIN_TO_POST_MESSAGE = 'Join this group to post in it.';
/** 409 for the owner leaving. */
export const GROUP_OWNER_CANNOT_LEAVE_MESSAGE =
  'Transfer ownership to another member before leaving the group.';
/** 403 for removing the owner or changing their role (ownership is transferred instead). */
export const GROUP_OWNER_NOT_REMOVABLE_MESSAGE = 'The owner of the group cannot be removed.';
/** 404 for a member (of `/members/{userId}`) who is not in the group. */
export const GROUP_MEMBER_NOT_FOUND_MESSAGE = 'Member not found in this group';
/** 404 for a join request that does not exist (already handled, or never made). */
export const GROUP_REQUEST_NOT_FOUND_MESSAGE = 'Join request not found';
/** 404 for an invite id unknown to the group. */
export const GROUP_INVITE_NOT_FOUND_MESSAGE = 'Invite not found';
/** 404 for an unknown invite link, or one that expired or was revoked. */
export const GROUP_INVITE_INVALID_MESSAGE = 'This invite link is not valid.';
export const GROUP_INVITE_EXPIRED_MESSAGE =
  'This invite link has expired. Ask the group owner for a new one.';
export const GROUP_INVITE_REVOKED_MESSAGE =
  'This invite link was revoked. Ask the group owner for a new one.';
/** 422 for a cover that is not one of your uploads. */
export const GROUP_COVER_INVALID_MESSAGE = 'The cover must be a photo you uploaded.';
/** 422 for a role change to your own role, or transferring ownership to yourself. */
export const GROUP_ROLE_SELF_MESSAGE = 'You cannot change your own role.';

/** The join button's words, by the viewer's state and the group's visibility. */
export const GROUP_JOIN_LABEL = 'Join';
export const GROUP_REQUEST_LABEL = 'Request to join';
export const GROUP_REQUESTED_LABEL = 'Requested';
export const GROUP_LEAVE_LABEL = 'Leave';
/** What non-members of a private group see instead of its posts, about and members. */
export const GROUP_PRIVATE_NOTE =
  'This group is private. Only members can see its posts and members.';
