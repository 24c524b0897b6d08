/** Longest search text the API reads, in characters (after trimming). */
export const SEARCH_QUERY_MAX = 200;
/** Results per page: default and most a client may ask for. */
export const SEARCH_PAGE_DEFAULT = 10;
export const SEARCH_PAGE_MAX = 50;

/** What can be searched, in the order the results page shows its tabs. */
export const searchTypes = [
  'posts',
  'people',
  'groups',
  'reviews',
  'checklists',
  'trips',
  'tips',
  'events',
  'contests',
  'creators',
  'guides',
] as const;
export type SearchType = (typeof searchTypes)[number];

/** The types found through the content registry's search sources, all answered alike. */
export const contentSearchTypes = [
  'checklists',
  'trips',
  'tips',
  'events',
  'contests',
  'creators',
  'guides',
] as const;
export type ContentSearchType = (typeof contentSearchTypes)[number];

/** `GET /api/search/counts` counts each type up to this many; the web shows "100+" at the cap. */
export const SEARCH_COUNT_CAP = 100;

/** The answer to a blank or missing `q` (spec §5: the text is trimmed, empty is ignored). */
export const SEARCH_BLANK_MESSAGE =
  'Type a word, a park or a member’s name to search for: a blank search is ignored.';

/** What the groups tab says while the community has no groups to search. */
export const SEARCH_NO_GROUPS_NOTE =
  'There are no groups in the community yet, so there are none to search.';
