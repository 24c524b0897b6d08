import { describe, expect, it } from 'vitest';
import { countOf, formatTimeOfDay } from './activity-format';

describe('activity formatting', () => {
  it('shows the time of day in the site’s zone', () => {
    expect(formatTimeOfDay('2025-03-09T04:30:00Z', 'America/New_York')).toBe('11:30 PM');
    expect(formatTimeOfDay('2025-03-09T04:30:00Z', 'Asia/Tokyo')).toBe('1:30 PM');
  });

  it('counts with the right noun', () => {
    expect(countOf(1, 'new post')).toBe('1 new post');
    expect(countOf(1200, 'new post')).toBe('1,200 new posts');
    expect(countOf(0, 'like')).toBe('0 likes');
    expect(countOf(2, 'new member')).toBe('2 new members');
  });
});
