import { formatCount } from '../../../../common/count-format';
import {
  SEARCH_COUNT_CAP,
  searchTypes,
  type SearchType,
} from '../../../../common/features/search/search-types';

/** The tab of each kind of result, in the order of `searchTypes`. */
export const searchTabLabels: Record<SearchType, string> = {
  posts: 'Posts',
  people: 'People',
  groups: 'Groups',
  reviews: 'Reviews',
  checklists: 'Checklists',
  trips: 'Trip reports',
  tips: 'Tips',
  events: 'Events',
  contests: 'Contests',
  creators: 'Creators',
  guides: 'Guides',
};

/** How one and several results of a kind are called: '1 person', '3 people', '1 guide page'. */
export const searchNouns: Record<SearchType, { one: string; many: string }> = {
  posts: { one: 'post', many: 'posts' },
  people: { one: 'person', many: 'people' },
  groups: { one: 'group', many: 'groups' },
  reviews: { one: 'review', many: 'reviews' },
  checklists: { one: 'checklist', many: 'checklists' },
  trips: { one: 'trip report', many: 'trip reports' },
  tips: { one: 'tip', many: 'tips' },
  events: { one: 'event', many: 'events' },
  contests: { one: 'contest', many: 'contests' },
  creators: { one: 'creator', many: 'creators' },
  guides: { one: 'guide page', many: 'guide pages' },
};

/** The counts of `GET /api/search/counts`, each up to `cap` (a count at the cap means more). */
export interface SearchCounts {
  counts: Partial<Record<SearchType, number>>;
  cap: number;
}

/** A tab's badge: '7', '1,204', or '100+' at the cap. */
export function formatSearchCount(count: number, cap: number = SEARCH_COUNT_CAP): string {
  return count >= cap ? `${formatCount(cap)}+` : formatCount(count);
}

/** A tab's name for screen readers: 'People, 3 results', 'Posts, 100 or more results'. */
export function searchTabName(
  type: SearchType,
  count: number | undefined,
  cap: number = SEARCH_COUNT_CAP,
): string {
  const label = searchTabLabels[type];
  if (count === undefined) return label;
  if (count >= cap) return `${label}, ${formatCount(cap)} or more results`;
  return `${label}, ${formatCount(count)} ${count === 1 ? 'result' : 'results'}`;
}

/** '1 person', '3 people', '100+ tips' (at the cap). */
export function searchCountLabel(
  type: SearchType,
  count: number,
  cap: number = SEARCH_COUNT_CAP,
): string {
  const noun = count === 1 ? searchNouns[type].one : searchNouns[type].many;
  return `${formatSearchCount(count, cap)} ${noun}`;
}

/** Where the results are when a tab has none: the other kind with the most matches. */
export interface SearchElsewhere {
  type: SearchType;
  count: number;
  /** 'No posts — 1 person matches', 'No tips — 3 people match'. */
  text: string;
  /** The button that opens that tab: 'Show 1 person', 'Show 100+ tips'. */
  action: string;
}

/**
 * For an empty tab, the kind with the most matches (the first in tab order on a tie), said as
 * 'No posts — 1 person matches'; null when no other kind matches (or the counts are unknown).
 */
export function searchElsewhere(
  empty: SearchType,
  { counts, cap }: SearchCounts,
): SearchElsewhere | null {
  let best: { type: SearchType; count: number } | null = null;
  for (const type of searchTypes) {
    const count = counts[type] ?? 0;
    if (type === empty || count <= 0) continue;
    if (!best || count > best.count) best = { type, count };
  }
  if (!best) return null;
  const found = searchCountLabel(best.type, best.count, cap);
  const verb = best.count === 1 ? 'matches' : 'match';
  return {
    ...best,
    text: `No ${searchNouns[empty].many} — ${found} ${verb}`,
    action: `Show ${found}`,
  };
}
