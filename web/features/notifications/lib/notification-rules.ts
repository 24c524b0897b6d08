import type { Notification } from '../../../../common/features/notifications/notifications.contract';
import { groupHeading } from './notification-copy';

/** Notifications of one type, in the list's order, under their plural heading. */
export interface NotificationGroup {
  type: Notification['type'];
  heading: string;
  items: Notification[];
}

/**
 * Groups a list by type (spec §9), keeping the newest-first order inside each group; groups
 * come in the order of their newest notification.
 */
export function groupByType(items: Notification[]): NotificationGroup[] {
  const groups = new Map<string, NotificationGroup>();
  for (const item of items) {
    let group = groups.get(item.type);
    if (!group) {
      group = { type: item.type, heading: groupHeading(item.type), items: [] };
      groups.set(item.type, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}

/**
 * Where opening a notification leads (spec §4): a message to the conversation with its sender,
 * anything else to the actor's profile; nowhere when there is no actor. A group's notification
 * (issue 12) leads to the group: a join request to its Requests tab. An event's (issue 13) leads
 * to the event's page, a photo contest's (issue 14) to the contest's page. Moderation notices
 * (issue 15): see below.
 */
export function notificationTarget(
  notification: Pick<Notification, 'type' | 'actor_id'> & {
    entity_id?: string | null;
    body?: string | null;
    user_id?: string;
  },
) {
  // A ready data archive (issue 27) opens the member's settings, where it is downloaded.
  if (notification.type === 'data_export_ready') {
    return notification.user_id
      ? `/profile/${encodeURIComponent(notification.user_id)}#download-my-data`
      : null;
  }
  // Moderation notices (issue 15) come from the team, with no one to open. A post hidden after
  // reports opens (its author still sees it, marked hidden pending review); the notice names no
  // kind, so the server's wording says whether it is a post ("Your post was hidden…"), and an
  // item of another kind stays put: the text under the notice says what happened.
  if (notification.type === 'content_hidden') {
    const postId = notification.entity_id;
    return postId && notification.body?.startsWith('Your post ')
      ? `/post/${encodeURIComponent(postId)}`
      : null;
  }
  if (notification.type === 'report_outcome' || notification.type === 'moderation_warning') {
    return null;
  }
  const groupId = notification.entity_id;
  if (groupId && notification.type === 'group_request') {
    return `/group/${encodeURIComponent(groupId)}?tab=requests`;
  }
  if (
    groupId &&
    (notification.type === 'group_approved' || notification.type === 'group_declined')
  ) {
    return `/group/${encodeURIComponent(groupId)}`;
  }
  const eventId = notification.entity_id;
  if (eventId && notification.type.startsWith('event_')) {
    return `/event/${encodeURIComponent(eventId)}`;
  }
  const contestId = notification.entity_id;
  if (contestId && notification.type.startsWith('contest_')) {
    return `/contest/${encodeURIComponent(contestId)}`;
  }
  const actorId = notification.actor_id;
  if (!actorId) return null;
  return notification.type === 'message'
    ? `/messages?user=${encodeURIComponent(actorId)}`
    : `/profile/${encodeURIComponent(actorId)}`;
}

/** One fewer unread, never below zero (spec §4). */
export function decrementUnread(count: number): number {
  return Math.max(0, count - 1);
}

/** The badge's text: the count, capped at '99+'. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
