import {
  GROUP_JOIN_LABEL,
  GROUP_LEAVE_LABEL,
  GROUP_REQUEST_LABEL,
  GROUP_REQUESTED_LABEL,
  type GroupRole,
  type GroupVisibility,
} from '../../../../common/features/groups/group-limits';
import type { GroupViewer } from '../../../../common/features/groups/groups.contract';

/**
 * What the header's membership button does for this viewer:
 * - `sign-in`: a visitor is asked to sign in first;
 * - `join`: joins a public group at once; `request`: asks to join a private one;
 * - `withdraw`: the request is waiting ('Requested'), pressing withdraws it;
 * - `leave`: a member or moderator leaves;
 * - `owner`: the owner cannot leave (they transfer ownership first): no button.
 */
export type MembershipAction =
  | { kind: 'sign-in'; label: string }
  | { kind: 'join'; label: string }
  | { kind: 'request'; label: string }
  | { kind: 'withdraw'; label: string }
  | { kind: 'leave'; label: string }
  | { kind: 'owner' };

export function membershipAction(
  viewer: GroupViewer,
  visibility: GroupVisibility,
  isSignedIn: boolean,
): MembershipAction {
  const joinLabel = visibility === 'private' ? GROUP_REQUEST_LABEL : GROUP_JOIN_LABEL;
  if (!isSignedIn) return { kind: 'sign-in', label: joinLabel };
  if (viewer.membership === 'requested') return { kind: 'withdraw', label: GROUP_REQUESTED_LABEL };
  if (viewer.membership === 'member') {
    return viewer.role === 'owner'
      ? { kind: 'owner' }
      : { kind: 'leave', label: GROUP_LEAVE_LABEL };
  }
  return visibility === 'private'
    ? { kind: 'request', label: GROUP_REQUEST_LABEL }
    : { kind: 'join', label: GROUP_JOIN_LABEL };
}

/** Whether the viewer may read the group's posts, about text and members. */
export function canSeeGroupContent(group: {
  visibility: GroupVisibility;
  viewer: GroupViewer;
}): boolean {
  return group.visibility === 'public' || group.viewer.membership === 'member';
}

/** Whether the viewer is a member (any role). */
export const isGroupMember = (viewer: GroupViewer): boolean => viewer.membership === 'member';

/** Moderators and the owner handle join requests, remove members and the group's posts and comments. */
export const isGroupModerator = (viewer: GroupViewer): boolean =>
  viewer.membership === 'member' && (viewer.role === 'owner' || viewer.role === 'moderator');

export const isGroupOwner = (viewer: GroupViewer): boolean =>
  viewer.membership === 'member' && viewer.role === 'owner';

/** What the viewer may do to one member of the group's list. */
export interface MemberActions {
  promote: boolean;
  demote: boolean;
  transfer: boolean;
  remove: boolean;
}

/**
 * The owner promotes members, demotes moderators, hands ownership to anyone and removes anyone
 * but themselves; moderators remove plain members only. Nobody acts on themselves here (leaving
 * is the header's button).
 */
export function memberActions(
  viewer: GroupViewer,
  viewerId: string | null,
  member: { userId: string; role: GroupRole },
): MemberActions {
  const none = { promote: false, demote: false, transfer: false, remove: false };
  if (!viewerId || viewerId === member.userId || member.role === 'owner') return none;
  if (isGroupOwner(viewer)) {
    return {
      promote: member.role === 'member',
      demote: member.role === 'moderator',
      transfer: true,
      remove: true,
    };
  }
  if (isGroupModerator(viewer)) return { ...none, remove: member.role === 'member' };
  return none;
}

/** Whether any action applies (the row shows its menu). */
export const hasMemberActions = (actions: MemberActions): boolean =>
  actions.promote || actions.demote || actions.transfer || actions.remove;
