import { describe, expect, it } from 'vitest';
import { needsMarkingRead } from './read-marking';

const open = { id: 'c1', unreadCount: 0, lastActivityAt: '2026-01-01T10:00:00.000Z' };

describe('needsMarkingRead', () => {
  it('marks a conversation when it is opened, unread or not', () => {
    expect(needsMarkingRead(null, open)).toBe(true);
    expect(needsMarkingRead({ id: 'c0', activityAt: open.lastActivityAt }, open)).toBe(true);
  });

  it('marks it again only when new unread messages arrive while it is open', () => {
    const marked = { id: 'c1', activityAt: open.lastActivityAt };
    expect(needsMarkingRead(marked, open)).toBe(false);
    const arrived = { ...open, unreadCount: 1, lastActivityAt: '2026-01-01T10:05:00.000Z' };
    expect(needsMarkingRead(marked, arrived)).toBe(true);
    // Already marked at that activity (the answer is on its way): not again.
    expect(needsMarkingRead({ id: 'c1', activityAt: arrived.lastActivityAt }, arrived)).toBe(false);
  });
});
