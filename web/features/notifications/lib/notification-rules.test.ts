import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../common/features/notifications/notifications.contract';
import { badgeText, decrementUnread, groupByType, notificationTarget } from './notification-rules';

const actorId = '6b1d6a4e-3c1f-4a53-9a55-1f1f3e2d9c01';

function notification(id: string, type: Notification['type']): Notification {
  return {
    id,
    user_id: '0d6f7c43-5c5e-4c5b-8b0e-5f1f3e2d9c02',
    actor_id: actorId,
    type,
    entity_id: null,
    body: null,
    read_at: null,
    created_at: '2025-03-04T10:00:00.000Z',
    actor: { id: actorId, username: 'castlekeeper', avatar_url: null },
  };
}

describe('groupByType', () => {
  it('groups by type under plural headings, groups ordered by their newest item', () => {
    const items = [
      notification('1', 'follow'),
      notification('2', 'like'),
      notification('3', 'follow'),
      notification('4', 'other'),
      notification('5', 'like'),
    ];
    expect(groupByType(items).map((g) => [g.heading, g.items.map((item) => item.id)])).toEqual([
      ['Follows', ['1', '3']],
      ['Likes', ['2', '5']],
      ['Other notifications', ['4']],
    ]);
    expect(groupByType([])).toEqual([]);
  });
});

describe('notificationTarget (spec §4)', () => {
  it('opens the conversation for a message and the actor’s profile for the rest', () => {
    expect(notificationTarget({ type: 'message', actor_id: actorId })).toBe(
      `/messages?user=${actorId}`,
    );
    for (const type of ['like', 'follow', 'comment', 'other'] as const) {
      expect(notificationTarget({ type, actor_id: actorId })).toBe(`/profile/${actorId}`);
    }
  });

  it("opens the group of a group's notification: a join request on its Requests tab", () => {
    const groupId = '2a0c3f7e-1b2d-4c5e-8f90-1a2b3c4d5e6f';
    expect(
      notificationTarget({ type: 'group_request', actor_id: actorId, entity_id: groupId }),
    ).toBe(`/group/${groupId}?tab=requests`);
    for (const type of ['group_approved', 'group_declined'] as const) {
      expect(notificationTarget({ type, actor_id: actorId, entity_id: groupId })).toBe(
        `/group/${groupId}`,
      );
    }
  });

  it("opens the event of an event's notification", () => {
    const eventId = '3b1d4a8f-2c3e-4d6f-9a01-2b3c4d5e6f70';
    for (const type of [
      'event_updated',
      'event_cancelled',
      'event_reminder',
      'event_promoted',
    ] as const) {
      expect(notificationTarget({ type, actor_id: actorId, entity_id: eventId })).toBe(
        `/event/${eventId}`,
      );
    }
  });

  it("opens the contest of a photo contest's notification", () => {
    const contestId = '5c2e4b9a-3d4f-4e70-8b12-3c4d5e6f7081';
    for (const type of ['contest_won', 'contest_results'] as const) {
      expect(notificationTarget({ type, actor_id: null, entity_id: contestId })).toBe(
        `/contest/${contestId}`,
      );
    }
  });

  it('opens a post hidden after reports; other moderation notices stay put', () => {
    const itemId = '7d3f5c0b-4e5a-4f81-9c23-4d5e6f708192';
    const hidden = { type: 'content_hidden', actor_id: null, entity_id: itemId } as const;
    expect(
      notificationTarget({ ...hidden, body: 'Your post was hidden after several members…' }),
    ).toBe(`/post/${itemId}`);
    expect(
      notificationTarget({ ...hidden, body: 'Your comment was hidden after several members…' }),
    ).toBeNull();
    expect(
      notificationTarget({ ...hidden, type: 'moderation_warning', body: 'Please stop.' }),
    ).toBeNull();
    expect(
      notificationTarget({ ...hidden, type: 'report_outcome', body: 'Thanks for your report.' }),
    ).toBeNull();
  });

  it("opens the member's settings when their data archive is ready", () => {
    const userId = '33333333-3333-4333-8333-333333333333';
    expect(notificationTarget({ type: 'data_export_ready', actor_id: null, user_id: userId })).toBe(
      `/profile/${userId}#download-my-data`,
    );
  });

  it('goes nowhere without an actor', () => {
    expect(notificationTarget({ type: 'like', actor_id: null })).toBeNull();
    expect(notificationTarget({ type: 'message', actor_id: null })).toBeNull();
  });
});

describe('unread count', () => {
  it('falls by one and never below zero', () => {
    expect(decrementUnread(3)).toBe(2);
    expect(decrementUnread(1)).toBe(0);
    expect(decrementUnread(0)).toBe(0);
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
