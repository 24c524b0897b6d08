/** What `/search` is about: its description for readers and search engines. */
export const SEARCH_PAGE_DESCRIPTION = 'Find posts, people, groups and reviews of the community.';

/** The title of `/search` (`q` empty: nothing searched yet), the app's and the server's. */
export function searchPageTitle(q: string): string {
  return q ? `Search: ${q}` : 'Search';
}
