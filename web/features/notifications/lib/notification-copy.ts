import type { NotificationType } from '../../../../common/features/notifications/notifications.contract';

/** Spec §9: what each kind of notification says after the actor's name. */
const actionTexts: Partial<Record<string, string>> = {
  like: 'liked your post',
  follow: 'started following you',
  comment: 'commented on your post',
  message: 'sent you a message',
  // Groups (issue 12): the actor is the requester, or the moderator who answered.
  group_request: 'asked to join your group',
  group_approved: 'approved your request to join',
  group_declined: 'declined your request to join',
  // Events (issue 13): the actor is the event's organizer; `entity_id` is the event.
  event_updated: 'changed the time or place of an event you are going to',
  event_cancelled: 'cancelled an event you are going to',
  // Trips (issue 29): the actor is the trip's owner; `entity_id` is the trip.
  trip_invite: 'invited you to plan a trip',
};

/**
 * Events' notices that are no one's action (issue 13): they read on their own, without the
 * organizer's name before or after them.
 */
const noticeTexts: Partial<Record<string, string>> = {
  event_reminder: 'Reminder: an event you are going to starts tomorrow',
  event_promoted: 'You have a place: you moved up from the waitlist',
  // Photo contests (issue 14): `entity_id` is the contest.
  contest_won: 'Congratulations: your photo placed in a contest',
  contest_results: 'The results of a photo contest you entered are in',
  // Moderation (issue 15): the moderator's own text, when there is one, is shown under these.
  report_outcome: 'A report you made has been reviewed',
  moderation_warning: 'A moderator sent you a warning',
  content_hidden: 'Something you shared is hidden pending review after reports from members',
  // Download my data (issue 27): the archive the member asked for can be downloaded.
  data_export_ready: 'Your data archive is ready to download.',
  // Trips (issue 29): `body` names the window or tomorrow's plan; `entity_id` is the trip.
  trip_window: 'A booking window of your trip opens',
  trip_digest: 'Your trip tomorrow',
};

/** Spec §9: the text for any other kind. */
export const FALLBACK_NOTIFICATION_TEXT = 'New notification';
/** Spec §9: the name shown when the actor is missing. */
export const MISSING_ACTOR_NAME = 'Someone';
/** Spec §9: the empty list. */
export const EMPTY_NOTIFICATIONS_TEXT = 'No notifications';

/** The text of a notification of `type` (spec §9), 'New notification' for anything else. */
export function notificationText(type: string): string {
  return actionTexts[type] ?? noticeTexts[type] ?? FALLBACK_NOTIFICATION_TEXT;
}

/** Whether the text is a notice of the site that names no sender ('Reminder: …'). */
export function isNotice(type: string): boolean {
  return noticeTexts[type] !== undefined;
}

/** Whether the text reads as an action of the actor ('Ana liked your post'). */
export function isActorAction(type: string): boolean {
  return actionTexts[type] !== undefined;
}

/** Who did it: the actor's username, or 'Someone' (spec §9). */
export function actorName(actor: { username: string } | null | undefined): string {
  return actor?.username || MISSING_ACTOR_NAME;
}

const headings: Record<NotificationType, string> = {
  like: 'Likes',
  follow: 'Follows',
  comment: 'Comments',
  message: 'Messages',
  other: 'Other notifications',
  group_request: 'Join requests',
  group_approved: 'Group updates',
  group_declined: 'Group updates',
  event_updated: 'Event changes',
  event_cancelled: 'Cancelled events',
  event_reminder: 'Event reminders',
  event_promoted: 'Waitlist places',
  contest_won: 'Contest wins',
  contest_results: 'Contest results',
  report_outcome: 'Report outcomes',
  moderation_warning: 'Warnings',
  content_hidden: 'Hidden pending review',
  data_export_ready: 'Data archives',
  trip_invite: 'Trip invitations',
  trip_window: 'Booking windows',
  trip_digest: 'Trip days',
};

/** The plural heading of a group of notifications of one type (spec §9). */
export function groupHeading(type: string): string {
  return headings[type as NotificationType] ?? headings.other;
}

/** Toasts of spec §8 (realtime insert, click failure). */
export const notificationToasts = {
  received: { title: 'New notification', description: 'You have a new notification' },
  failed: { title: 'Error', description: 'Failed to process notification' },
} as const;
