import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { posts, profiles } from '../schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { seedDemo } from './demo-seed';
import { seedDemoSocial } from './demo-social';
import { createLocalPhotoStorage } from '../../features/uploads/local-photo-storage';
import { demoComments, demoPosts } from './demo-social-data';

describeEachDatabase('demo community: posts, photos, comments, likes and follows', (ctx) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'magic-community-demo-social-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('adds a living community once, with photos stored like uploads', async () => {
    const { db } = ctx();
    await seedDemo(db);
    const first = await seedDemoSocial(db, createLocalPhotoStorage(dataDir));
    expect(first.posts).toBe(demoPosts.length);
    expect(first.photos).toBe(demoPosts.filter((p) => p.scene).length);
    expect(first.comments).toBe(demoComments.length);
    expect(first.likes).toBeGreaterThan(100);
    expect(first.follows).toBeGreaterThan(50);
    expect(first.avatars).toBeGreaterThan(20);
    const files = readdirSync(path.join(dataDir, 'uploads'));
    expect(files.filter((f) => f.endsWith('-thumb.webp'))).toHaveLength(
      first.photos + first.avatars,
    );

    const [mismatch] = await db
      .select({ n: count() })
      .from(posts)
      .where(
        sql`${posts.likeCount} <> (select count(*) from post_likes l where l.post_id = posts.id)
          or ${posts.commentCount} <> (select count(*) from comments c where c.post_id = posts.id)`,
      );
    expect(mismatch?.n).toBe(0);
    const [withAvatar] = await db
      .select({ n: count() })
      .from(profiles)
      .where(sql`${profiles.avatarUrl} like '/uploads/%.webp'`);
    expect(withAvatar?.n).toBe(first.avatars);

    expect(await seedDemoSocial(db, createLocalPhotoStorage(dataDir))).toEqual({
      posts: 0,
      photos: 0,
      avatars: 0,
      comments: 0,
      likes: 0,
      follows: 0,
    });
  }, 120_000);
});
