/** What `/search` is about: its description for readers and search engines. */
export const SEARCH_PAGE_DESCRIPTION =
  'Search the community’s posts, people, groups, reviews, checklists, tips, events, contests and creators, and our Disney guides.';

/** The title of `/search` (`q` empty: nothing searched yet), the app's and the server's. */
export function searchPageTitle(q: string): string {
  return q ? `Search: ${q}` : 'Search';
}
