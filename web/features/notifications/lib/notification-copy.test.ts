import { describe, expect, it } from 'vitest';
import {
  actorName,
  EMPTY_NOTIFICATIONS_TEXT,
  groupHeading,
  isActorAction,
  isNotice,
  notificationText,
  notificationToasts,
} from './notification-copy';

describe('notification texts (spec §9)', () => {
  it('says what happened for each type, and "New notification" otherwise', () => {
    expect(notificationText('like')).toBe('liked your post');
    expect(notificationText('follow')).toBe('started following you');
    expect(notificationText('comment')).toBe('commented on your post');
    expect(notificationText('message')).toBe('sent you a message');
    expect(notificationText('other')).toBe('New notification');
    expect(notificationText('anything-else')).toBe('New notification');
    expect(isActorAction('like')).toBe(true);
    expect(isActorAction('other')).toBe(false);
  });

  it("says what happened to an event: the organizer's changes, and notices of the site", () => {
    expect(notificationText('event_updated')).toBe(
      'changed the time or place of an event you are going to',
    );
    expect(notificationText('event_cancelled')).toBe('cancelled an event you are going to');
    expect(isActorAction('event_updated')).toBe(true);
    expect(isActorAction('event_cancelled')).toBe(true);
    expect(notificationText('event_reminder')).toBe(
      'Reminder: an event you are going to starts tomorrow',
    );
    expect(notificationText('event_promoted')).toBe(
      'You have a place: you moved up from the waitlist',
    );
    for (const type of ['event_reminder', 'event_promoted']) {
      expect(isActorAction(type)).toBe(false);
      expect(isNotice(type)).toBe(true);
    }
    expect(isNotice('other')).toBe(false);
    expect(groupHeading('event_reminder')).toBe('Event reminders');
  });

  it("reads a photo contest's results as notices of the site", () => {
    expect(notificationText('contest_won')).toBe('Congratulations: your photo placed in a contest');
    expect(notificationText('contest_results')).toBe(
      'The results of a photo contest you entered are in',
    );
    for (const type of ['contest_won', 'contest_results']) {
      expect(isActorAction(type)).toBe(false);
      expect(isNotice(type)).toBe(true);
    }
    expect(groupHeading('contest_won')).toBe('Contest wins');
  });

  it('names the actor, or "Someone" when there is none', () => {
    expect(actorName({ username: 'castlekeeper' })).toBe('castlekeeper');
    expect(actorName(null)).toBe('Someone');
    expect(actorName(undefined)).toBe('Someone');
    expect(actorName({ username: '' })).toBe('Someone');
  });

  it('has plural headings, the empty text and the toasts of spec §8', () => {
    expect(['like', 'follow', 'comment', 'message', 'other'].map(groupHeading)).toEqual([
      'Likes',
      'Follows',
      'Comments',
      'Messages',
      'Other notifications',
    ]);
    expect(groupHeading('unknown')).toBe('Other notifications');
    expect(EMPTY_NOTIFICATIONS_TEXT).toBe('No notifications');
    expect(notificationToasts.received).toEqual({
      title: 'New notification',
      description: 'You have a new notification',
    });
    expect(notificationToasts.failed).toEqual({
      title: 'Error',
      description: 'Failed to process notification',
    });
  });
});
