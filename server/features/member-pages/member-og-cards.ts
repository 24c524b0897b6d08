import { displayNameOf } from '../../../common/features/profiles/display-name';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { renderOgImage } from '../../pages/og-image';
import type { OgImageCard } from '../../pages/og-image-svg';
import { getPost } from '../posts/posts.service';
import { getPublicProfile } from '../profiles/profiles.service';
import { excerpt } from '../../../common/features/pages/member-page-text';
import type { MemberCardKind } from './member-share-images';

const HEADING_MAX = 120;
const DESCRIPTION_MAX = 110;
/** Rendered cards kept in memory (the most recently used), each about 60 KB. */
const CACHE_SIZE = 200;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The card of a post or profile as a visitor sees it through the services (null when there is
 * none to see: unknown, deleted, private, hidden, or its member suspended), with a key that
 * changes whenever what it shows changes.
 */
async function findMemberCard(
  db: Database,
  kind: MemberCardKind,
  id: string,
): Promise<{ key: string; card: OgImageCard } | null> {
  try {
    if (kind === 'post') {
      const post = await getPost(db, null, id);
      const counts = `${plural(post.likeCount, 'like')} · ${plural(post.commentCount, 'comment')}`;
      return {
        key: `post:${post.id}:${post.updatedAt}:${post.likeCount}:${post.commentCount}`,
        card: {
          label: `Post by @${post.author.username}`,
          heading: excerpt(post.body, HEADING_MAX) || 'Photos from the parks',
          description: post.park ? `${post.park} · ${counts}` : counts,
        },
      };
    }
    const profile = await getPublicProfile(db, id, null);
    const counts = `${plural(profile.postCount, 'post')} · ${plural(profile.followerCount, 'follower')}`;
    return {
      key: `profile:${profile.id}:${profile.username}:${profile.bio}:${counts}`,
      card: {
        label: 'Magic Community member',
        heading: `${displayNameOf(profile)} (@${profile.username})`,
        description: profile.bio?.trim() ? excerpt(profile.bio, DESCRIPTION_MAX) : counts,
      },
    };
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return null;
    throw err;
  }
}

/**
 * Renders members' share cards as 1200×630 PNGs, keeping the most recently used ones in
 * memory and sharing one render between concurrent requests. Resolves to null for a post or
 * profile a visitor cannot see.
 */
export function createMemberCardRenderer(db: Database) {
  const rendered = new Map<string, Promise<Buffer>>();
  return async (kind: MemberCardKind, id: string): Promise<Buffer | null> => {
    const found = await findMemberCard(db, kind, id);
    if (!found) return null;
    let image = rendered.get(found.key);
    if (image) {
      rendered.delete(found.key); // most recently used goes last
    } else {
      image = renderOgImage(found.card);
      image.catch(() => rendered.delete(found.key));
    }
    rendered.set(found.key, image);
    if (rendered.size > CACHE_SIZE) rendered.delete(rendered.keys().next().value!);
    return image;
  };
}
