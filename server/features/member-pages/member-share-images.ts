import type { Post } from '../../../common/features/posts/posts.contract';
import type { ShareImage } from '../../lib/html-document';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from '../../pages/og-image-svg';

/** Which member page a generated card is for. */
export type MemberCardKind = 'post' | 'profile';

/** The path of a member page's generated 1200×630 card, e.g. `/og/post/{id}.png`. */
export function memberOgImagePath(kind: MemberCardKind, id: string): string {
  return `/og/${kind}/${id}.png`;
}

/** A member page's generated card as its share image. */
export function memberOgImage(
  siteUrl: string,
  kind: MemberCardKind,
  id: string,
  alt: string,
): ShareImage {
  return {
    url: `${siteUrl}${memberOgImagePath(kind, id)}`,
    alt,
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
  };
}

/** A post's share image: its first photo (with its size), else its generated card. */
export function postShareImage(siteUrl: string, post: Post): ShareImage {
  const photo = post.images[0];
  const alt = `Shared by @${post.author.username}`;
  if (!photo) return memberOgImage(siteUrl, 'post', post.id, alt);
  return {
    url: new URL(photo.url, siteUrl).href,
    alt,
    width: photo.width,
    height: photo.height,
  };
}
