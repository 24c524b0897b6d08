/**
 * How counts are written everywhere (members, posts, followers, entries, attendees…): with
 * thousands separators, '5,000', never '5000' (issue 28). One formatter, the same in every
 * browser language and on the server.
 */
const counts = new Intl.NumberFormat('en-US');

/** '5,000'. */
export function formatCount(count: number): string {
  return counts.format(count);
}

/** '1 follower', '1,204 followers'. */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
