import { describe, expect, it } from 'vitest';
import { searchTypes } from '../../../../common/features/search/search-types';
import {
  formatSearchCount,
  searchCountLabel,
  searchElsewhere,
  searchTabLabels,
  searchTabName,
} from './search-kinds';

describe('search tab counts', () => {
  it('writes counts with separators and the cap as 100+', () => {
    expect(formatSearchCount(0)).toBe('0');
    expect(formatSearchCount(7)).toBe('7');
    expect(formatSearchCount(99)).toBe('99');
    expect(formatSearchCount(100)).toBe('100+');
    expect(formatSearchCount(1500, 2000)).toBe('1,500');
    expect(formatSearchCount(2000, 2000)).toBe('2,000+');
  });

  it('names each tab with its count for screen readers', () => {
    expect(searchTabName('people', undefined)).toBe('People');
    expect(searchTabName('people', 1)).toBe('People, 1 result');
    expect(searchTabName('guides', 0)).toBe('Guides, 0 results');
    expect(searchTabName('posts', 100)).toBe('Posts, 100 or more results');
  });

  it('has a label for every type, in tab order', () => {
    expect(Object.keys(searchTabLabels)).toEqual([...searchTypes]);
  });
});

describe('searchCountLabel', () => {
  it('pluralises every kind', () => {
    expect(searchCountLabel('people', 1)).toBe('1 person');
    expect(searchCountLabel('people', 3)).toBe('3 people');
    expect(searchCountLabel('checklists', 1)).toBe('1 checklist');
    expect(searchCountLabel('tips', 2)).toBe('2 tips');
    expect(searchCountLabel('events', 1)).toBe('1 event');
    expect(searchCountLabel('contests', 1)).toBe('1 contest');
    expect(searchCountLabel('creators', 1)).toBe('1 creator');
    expect(searchCountLabel('guides', 1)).toBe('1 guide page');
    expect(searchCountLabel('guides', 4)).toBe('4 guide pages');
    expect(searchCountLabel('groups', 1)).toBe('1 group');
    expect(searchCountLabel('reviews', 1)).toBe('1 review');
    expect(searchCountLabel('posts', 100)).toBe('100+ posts');
  });
});

describe('searchElsewhere (an empty tab says where the results are)', () => {
  const cap = 100;

  it('points an empty Posts tab at the one person found', () => {
    expect(searchElsewhere('posts', { counts: { posts: 0, people: 1 }, cap })).toEqual({
      type: 'people',
      count: 1,
      text: 'No posts — 1 person matches',
      action: 'Show 1 person',
    });
  });

  it('picks the kind with the most matches, the first in tab order on a tie', () => {
    const counts = { posts: 0, people: 3, groups: 0, tips: 5, guides: 5, events: 2 };
    expect(searchElsewhere('posts', { counts, cap })?.text).toBe('No posts — 5 tips match');
    expect(searchElsewhere('tips', { counts, cap })?.text).toBe('No tips — 5 guide pages match');
    expect(searchElsewhere('people', { counts: { posts: 0, people: 0, guides: 1 }, cap })).toEqual({
      type: 'guides',
      count: 1,
      text: 'No people — 1 guide page matches',
      action: 'Show 1 guide page',
    });
  });

  it('says 100+ at the cap', () => {
    expect(searchElsewhere('checklists', { counts: { posts: 100, tips: 4 }, cap })).toMatchObject({
      type: 'posts',
      text: 'No checklists — 100+ posts match',
      action: 'Show 100+ posts',
    });
  });

  it('is null when nothing else matches or the counts are unknown', () => {
    expect(searchElsewhere('posts', { counts: { posts: 0, people: 0 }, cap })).toBeNull();
    expect(searchElsewhere('posts', { counts: {}, cap })).toBeNull();
    // The tab itself never counts as elsewhere.
    expect(searchElsewhere('people', { counts: { people: 4 }, cap })).toBeNull();
  });
});
