import type { Comment, Post } from '../../../common/features/posts/posts.contract';
import { displayNameOf } from '../../../common/features/profiles/display-name';
import type { PublicProfile } from '../../../common/features/profiles/profiles.contract';
import { organizationData } from '../../pages/structured-data';
import { excerpt, postDescription } from '../../../common/features/pages/member-page-text';

type Json = Record<string, unknown>;

const HEADLINE_MAX = 110;

const profileUrl = (siteUrl: string, id: string) => `${siteUrl}/profile/${id}`;

const interactionCount = (action: string, count: number): Json => ({
  '@type': 'InteractionCounter',
  interactionType: `https://schema.org/${action}`,
  userInteractionCount: count,
});

function authorData(siteUrl: string, author: Post['author']): Json {
  return {
    '@type': 'Person',
    name: author.username,
    alternateName: `@${author.username}`,
    url: profileUrl(siteUrl, author.id),
  };
}

function commentData(siteUrl: string, comment: Comment): Json {
  return {
    '@type': 'Comment',
    text: comment.body,
    datePublished: comment.createdAt,
    author: authorData(siteUrl, comment.author),
  };
}

/**
 * A post as schema.org `SocialMediaPosting` (Google reads it as forum-like content): its text,
 * author, dates, photos, like and comment counts and the comments shown on the page.
 */
export function postStructuredData(
  siteUrl: string,
  post: Post,
  comments: readonly Comment[],
  imageUrls: readonly string[],
): Json[] {
  const url = `${siteUrl}/post/${post.id}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'SocialMediaPosting',
      '@id': url,
      url,
      mainEntityOfPage: url,
      headline: excerpt(post.body, HEADLINE_MAX) || postDescription(post),
      ...(post.body.trim() ? { text: post.body } : {}),
      datePublished: post.createdAt,
      dateModified: post.updatedAt,
      author: authorData(siteUrl, post.author),
      ...(imageUrls.length > 0 ? { image: imageUrls } : {}),
      ...(post.park ? { contentLocation: { '@type': 'TouristAttraction', name: post.park } } : {}),
      ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
      commentCount: post.commentCount,
      interactionStatistic: [
        interactionCount('LikeAction', post.likeCount),
        interactionCount('CommentAction', post.commentCount),
      ],
      ...(comments.length > 0 ? { comment: comments.map((c) => commentData(siteUrl, c)) } : {}),
      publisher: { '@id': `${siteUrl}/#organization` },
    },
    organizationData(siteUrl),
  ];
}

/** A member's page as schema.org `ProfilePage` about a `Person`, with their counts. */
export function profileStructuredData(siteUrl: string, profile: PublicProfile): Json[] {
  const url = profileUrl(siteUrl, profile.id);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      '@id': url,
      url,
      dateCreated: profile.created_at,
      mainEntity: {
        '@type': 'Person',
        '@id': `${url}#person`,
        name: displayNameOf(profile),
        alternateName: `@${profile.username}`,
        identifier: profile.id,
        url,
        ...(profile.bio?.trim() ? { description: profile.bio } : {}),
        ...(profile.avatar_url ? { image: new URL(profile.avatar_url, siteUrl).href } : {}),
        interactionStatistic: [interactionCount('FollowAction', profile.followerCount)],
        agentInteractionStatistic: interactionCount('WriteAction', profile.postCount),
      },
    },
    organizationData(siteUrl),
  ];
}
