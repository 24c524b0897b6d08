import { describe, expect, it } from 'vitest';
import { selectVisibleNavigation } from './navigation-visibility';

const items = ['Home Base', 'Activity', 'Reviews', 'Checklists', 'Likes', 'Groups', 'Events'].map(
  (title) => ({ title }),
);
const titles = (list: { title: string }[]) => list.map((item) => item.title);

describe('selectVisibleNavigation (spec §6)', () => {
  it('shows anonymous visitors only Activity, Reviews and Checklists, in order', () => {
    expect(titles(selectVisibleNavigation(items, { isSignedIn: false, isMobile: false }))).toEqual([
      'Activity',
      'Reviews',
      'Checklists',
    ]);
    expect(titles(selectVisibleNavigation(items, { isSignedIn: false, isMobile: true }))).toEqual([
      'Activity',
      'Reviews',
      'Checklists',
    ]);
  });

  it('shows members everything but Home Base on desktop', () => {
    expect(titles(selectVisibleNavigation(items, { isSignedIn: true, isMobile: false }))).toEqual([
      'Activity',
      'Reviews',
      'Checklists',
      'Likes',
      'Groups',
      'Events',
    ]);
  });

  it('hides Likes from members on mobile', () => {
    expect(titles(selectVisibleNavigation(items, { isSignedIn: true, isMobile: true }))).toEqual([
      'Activity',
      'Reviews',
      'Checklists',
      'Groups',
      'Events',
    ]);
  });
});
