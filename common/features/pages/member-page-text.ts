import type { Post } from '../posts/posts.contract';
import { countLabel, displayNameOf } from '../profiles/display-name';
import type { PublicProfile } from '../profiles/profiles.contract';

/** What a post's page says when there is no such post (unknown, or deleted by its author). */
export const POST_NOT_FOUND_TEXT = {
  title: 'Post not found',
  description: 'This post does not exist or has been removed by its author.',
} as const;

/** What a profile's page says when no member has that id (its title: 'Profile not found'). */
export const PROFILE_NOT_FOUND_DESCRIPTION =
  'No member has this address. The link may be mistyped, or the account may have been removed.';

/** Search engines show about 155 characters of a description. */
const DESCRIPTION_MAX = 155;
/** A post's words in its title, before the author's name. */
const TITLE_EXCERPT_MAX = 60;

/** `text` on one line, cut at a word boundary to at most `max` characters (with an ellipsis). */
export function excerpt(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The title of a post's page: its first words and its author. */
export function postTitle(post: Post): string {
  const words = excerpt(post.body, TITLE_EXCERPT_MAX);
  const photos = post.images.length === 1 ? 'A photo' : `${post.images.length} photos`;
  return words ? `“${words}” by @${post.author.username}` : `${photos} by @${post.author.username}`;
}

/** The description of a post's page: its text, or what it shows. */
export function postDescription(post: Post): string {
  if (post.body.trim()) return excerpt(post.body, DESCRIPTION_MAX);
  const where = post.park ? ` at ${post.park}` : '';
  return `Photos${where} shared by @${post.author.username} on Magic Community.`;
}

/** The title of a profile's page, as the app titles it. */
export function profileTitle(profile: PublicProfile): string {
  return `${displayNameOf(profile)} (@${profile.username})`;
}

/** The description of a profile's page: the member's bio, or who they are. */
export function profileDescription(profile: PublicProfile): string {
  if (profile.bio?.trim()) return excerpt(profile.bio, DESCRIPTION_MAX);
  const park = profile.home_park ? `, home park ${profile.home_park}` : '';
  const posts = countLabel(profile.postCount, 'post', 'posts');
  const followers = countLabel(profile.followerCount, 'follower', 'followers');
  return `${displayNameOf(profile)} (@${profile.username}) on Magic Community${park}: ${posts}, ${followers}.`;
}
