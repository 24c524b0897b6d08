import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  claimAvatarUpload,
  claimPostUploads,
  createUpload,
} from '../../features/uploads/uploads.service';
import type { PhotoStorage } from '../../features/uploads/photo-storage';
import { ImageJobQueue } from '../../features/uploads/uploads.queue';
import type { Database } from '../client';
import { comments, follows, postLikes, posts, profiles } from '../schema';
import { demoMembers } from './demo-data';
import { drawDemoAvatar, drawDemoScene } from './demo-images';
import { demoMemberId } from './demo-seed';
import { demoComments, demoFollowPairs, demoPosts } from './demo-social-data';
import { stableUuid } from './stable-id';

const HOUR_MS = 60 * 60 * 1000;

/** Rows the social part of a demo run added. */
export interface DemoSocialResult {
  posts: number;
  photos: number;
  avatars: number;
  comments: number;
  likes: number;
  follows: number;
}

const postId = (key: string) => stableUuid(`demo:post:${key}`);

/**
 * Adds the demo community's avatars, posts (some with generated photos stored like uploads),
 * comments, likes and follows. Idempotent: fixed ids, existing rows left alone, photos drawn
 * only for posts this run creates. Demo members missing from the database are skipped.
 */
export async function seedDemoSocial(
  db: Database,
  photos: PhotoStorage,
  now = new Date(),
): Promise<DemoSocialResult> {
  const result: DemoSocialResult = {
    posts: 0,
    photos: 0,
    avatars: 0,
    comments: 0,
    likes: 0,
    follows: 0,
  };
  const present = new Set(
    (
      await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(
          inArray(
            profiles.id,
            demoMembers.map((m) => demoMemberId(m.username)),
          ),
        )
    ).map((row) => row.id),
  );
  // Photos are drawn one after the other: the queue never holds more than this run's one.
  const imageQueue = new ImageJobQueue();
  const idOf = (username: string) => {
    const id = demoMemberId(username);
    return present.has(id) ? id : null;
  };

  for (const [index, member] of demoMembers.entries()) {
    const id = idOf(member.username);
    if (!id) continue;
    const [withoutAvatar] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.id, id), isNull(profiles.avatarUrl)));
    if (!withoutAvatar) continue;
    const upload = await createUpload(db, {
      ownerId: id,
      source: await drawDemoAvatar(member.username.slice(0, 1), (index * 47) % 360),
      storage: photos,
      imageQueue,
    });
    const url = await claimAvatarUpload(db, { ownerId: id, uploadId: upload.id });
    await db.update(profiles).set({ avatarUrl: url }).where(eq(profiles.id, id));
    result.avatars += 1;
  }

  for (const [index, post] of demoPosts.entries()) {
    const authorId = idOf(post.author);
    if (!authorId) continue;
    const createdAt = new Date(now.getTime() - post.hoursAgo * HOUR_MS);
    const inserted = await db
      .insert(posts)
      .values({
        id: postId(post.key),
        authorId,
        body: post.body,
        park: post.park,
        tags: post.tags,
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: posts.id });
    if (inserted.length === 0) continue;
    result.posts += 1;
    if (post.scene) {
      const photo = await createUpload(db, {
        ownerId: authorId,
        source: await drawDemoScene(post.scene, index + 1),
        storage: photos,
        imageQueue,
      });
      await claimPostUploads(db, {
        ownerId: authorId,
        uploadIds: [photo.id],
        postId: postId(post.key),
      });
      result.photos += 1;
    }
  }

  for (const [index, [key, author, body]] of demoComments.entries()) {
    const authorId = idOf(author);
    const post = demoPosts.find((p) => p.key === key);
    if (!authorId || !post || !idOf(post.author)) continue;
    const createdAt = new Date(now.getTime() - (post.hoursAgo - 1) * HOUR_MS + index * 60_000);
    const inserted = await db
      .insert(comments)
      .values({
        id: stableUuid(`demo:comment:${index}`),
        postId: postId(key),
        authorId,
        body,
        createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: comments.id });
    result.comments += inserted.length;
  }

  const usernames = demoMembers.map((m) => m.username).filter((u) => idOf(u));
  const followRows = demoFollowPairs(usernames).map(([follower, followee]) => ({
    followerId: demoMemberId(follower),
    followeeId: demoMemberId(followee),
  }));
  if (followRows.length > 0) {
    const inserted = await db
      .insert(follows)
      .values(followRows)
      .onConflictDoNothing()
      .returning({ id: follows.followerId });
    result.follows = inserted.length;
  }

  // Each post is liked by the members who follow its author and whose name length matches
  // the post's turn: a varied but fixed set.
  const likeRows = demoPosts.flatMap((post, index) => {
    if (!idOf(post.author)) return [];
    return usernames
      .filter((u) => u !== post.author && (u.length + index) % 3 !== 0)
      .map((u) => ({ postId: postId(post.key), userId: demoMemberId(u) }));
  });
  if (likeRows.length > 0) {
    const inserted = await db
      .insert(postLikes)
      .values(likeRows)
      .onConflictDoNothing()
      .returning({ id: postLikes.postId });
    result.likes = inserted.length;
  }

  // Counters in step with the rows (the API keeps them so; the seeder writes rows directly).
  const ids = demoPosts.map((p) => postId(p.key));
  await db
    .update(posts)
    .set({
      likeCount: sql`(select count(*)::int from post_likes where post_likes.post_id = posts.id)`,
      commentCount: sql`(select count(*)::int from comments
        where comments.post_id = posts.id and comments.deleted_at is null)`,
    })
    .where(inArray(posts.id, ids));
  return result;
}
