import type { ContentSearchType } from '../common/features/search/search-types';

/**
 * Searches of the kinds found through the content registry (issue 28), for seed:scale's texts
 * (`server/db/seed/scale-content.ts`): a common word (in a fifth to a half of a kind's rows), a
 * rare one (a code word `zq<n>`, about one row in a thousand), and several words together. The
 * guide pages are static: their words are the guides' own.
 */
export const contentSearchQueries: Record<
  ContentSearchType,
  { common: string; rare: string; multiword: string }
> = {
  checklists: { common: 'park day kids', rare: 'zq417', multiword: 'rope drop plan' },
  trips: { common: 'trip', rare: 'zq3', multiword: 'magic kingdom day' },
  tips: { common: 'lines', rare: 'zq42', multiword: 'mobile order lunch' },
  events: { common: 'meetup', rare: 'zq7', multiword: 'fireworks photo walk' },
  contests: { common: 'photos', rare: 'zq99', multiword: 'castle golden hour' },
  creators: { common: 'work', rare: 'zq5', multiword: 'family portraits' },
  guides: { common: 'park', rare: 'churros', multiword: 'fireworks dessert party' },
};
