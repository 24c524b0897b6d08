import { access, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { uploadCreatedSchema } from '../../../common/features/uploads/uploads.contract';
import { buildApp } from '../../app';
import { jobs, posts, uploads } from '../../db/schema';
import { describeEachDatabase, testConfig, type TestContext } from '../../test/build-test-app';
import { createMember } from '../../test/sign-in';
import {
  claimAvatarUpload,
  claimPostUploads,
  deleteUnusedUploads,
  listPostImages,
  releasePostUploads,
} from './uploads.service';
import { UPLOAD_CLEANUP_JOB } from './uploads.cleanup';
import { createLocalPhotoStorage } from './local-photo-storage';
import { canvas, filePart, multipartBody, useTempDataDir } from '../../test/uploads-test-support';

const { dataDir, uploadsDir } = useTempDataDir();

type Member = Awaited<ReturnType<typeof createMember>>;
const DAY_MS = 24 * 60 * 60 * 1000;

async function uploadPhoto(ctx: TestContext, member: Member, width = 30, height = 20) {
  const { payload, contentType } = multipartBody([
    filePart(await canvas(width, height).jpeg().toBuffer()),
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...member.headers, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode).toBe(201);
  return uploadCreatedSchema.parse(res.json());
}

async function createPost(ctx: TestContext, authorId: string): Promise<string> {
  const [row] = await ctx.db
    .insert(posts)
    .values({ authorId, body: 'At the park' })
    .returning({ id: posts.id });
  return row!.id;
}

async function uploadRow(ctx: TestContext, id: string) {
  const [row] = await ctx.db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

async function fileExists(name: string): Promise<boolean> {
  return access(path.join(uploadsDir, name)).then(
    () => true,
    () => false,
  );
}

const invalidUpload = {
  statusCode: 422,
  code: 'invalid_upload',
  message: 'One or more photos could not be attached',
};

describeEachDatabase(
  'uploads service',
  (ctx) => {
    it('claimPostUploads attaches photos in the given order and listPostImages reads them back', async () => {
      const member = await createMember(ctx().db);
      const [a, b, c] = [
        await uploadPhoto(ctx(), member, 30, 20),
        await uploadPhoto(ctx(), member, 40, 20),
        await uploadPhoto(ctx(), member, 50, 20),
      ];
      const postId = await createPost(ctx(), member.id);
      const emptyPostId = await createPost(ctx(), member.id);
      await ctx().db.transaction((tx) =>
        claimPostUploads(tx, { ownerId: member.id, uploadIds: [c!.id, a!.id, b!.id], postId }),
      );
      const rows = await ctx()
        .db.select()
        .from(uploads)
        .where(inArray(uploads.id, [a!.id, b!.id, c!.id]));
      for (const row of rows) {
        expect(row.postId).toBe(postId);
        expect(row.usedAt).toBeInstanceOf(Date);
      }
      expect(Object.fromEntries(rows.map((row) => [row.id, row.position]))).toEqual({
        [c!.id]: 0,
        [a!.id]: 1,
        [b!.id]: 2,
      });

      const images = await listPostImages(ctx().db, [postId, emptyPostId]);
      expect(images.get(postId)).toEqual([c, a, b]);
      expect(images.get(emptyPostId)).toEqual([]);
      expect((await listPostImages(ctx().db, [])).size).toBe(0);
    });

    it('claimPostUploads does nothing for no ids', async () => {
      const member = await createMember(ctx().db);
      const postId = await createPost(ctx(), member.id);
      await claimPostUploads(ctx().db, { ownerId: member.id, uploadIds: [], postId });
      expect((await listPostImages(ctx().db, [postId])).get(postId)).toEqual([]);
    });

    it("claimPostUploads refuses another member's upload and attaches none of the batch", async () => {
      const member = await createMember(ctx().db);
      const other = await createMember(ctx().db);
      const mine = await uploadPhoto(ctx(), member);
      const theirs = await uploadPhoto(ctx(), other);
      const postId = await createPost(ctx(), member.id);
      await expect(
        ctx().db.transaction((tx) =>
          claimPostUploads(tx, {
            ownerId: member.id,
            uploadIds: [mine.id, theirs.id],
            postId,
          }),
        ),
      ).rejects.toMatchObject(invalidUpload);
      expect(await uploadRow(ctx(), mine.id)).toMatchObject({ postId: null, usedAt: null });
      expect(await uploadRow(ctx(), theirs.id)).toMatchObject({ postId: null, usedAt: null });
    });

    it('claimPostUploads refuses unknown, repeated, malformed and already used ids', async () => {
      const member = await createMember(ctx().db);
      const photo = await uploadPhoto(ctx(), member);
      const avatar = await uploadPhoto(ctx(), member);
      const firstPost = await createPost(ctx(), member.id);
      const secondPost = await createPost(ctx(), member.id);
      await claimPostUploads(ctx().db, {
        ownerId: member.id,
        uploadIds: [photo.id],
        postId: firstPost,
      });
      await claimAvatarUpload(ctx().db, { ownerId: member.id, uploadId: avatar.id });
      const fresh = await uploadPhoto(ctx(), member);
      const attempts = [
        [crypto.randomUUID()],
        [fresh.id, fresh.id],
        ['not-a-uuid'],
        [photo.id],
        [avatar.id],
        [fresh.id, photo.id],
      ];
      for (const uploadIds of attempts) {
        await expect(
          ctx().db.transaction((tx) =>
            claimPostUploads(tx, { ownerId: member.id, uploadIds, postId: secondPost }),
          ),
        ).rejects.toMatchObject(invalidUpload);
      }
      expect(await uploadRow(ctx(), photo.id)).toMatchObject({ postId: firstPost, position: 0 });
      expect(await uploadRow(ctx(), fresh.id)).toMatchObject({ postId: null, usedAt: null });
    });

    it('claimPostUploads lets an edit resend and reorder the photos of the same post', async () => {
      const member = await createMember(ctx().db);
      const a = await uploadPhoto(ctx(), member);
      const b = await uploadPhoto(ctx(), member);
      const postId = await createPost(ctx(), member.id);
      await claimPostUploads(ctx().db, { ownerId: member.id, uploadIds: [a.id], postId });
      const firstUse = (await uploadRow(ctx(), a.id))!.usedAt;
      await claimPostUploads(ctx().db, { ownerId: member.id, uploadIds: [b.id, a.id], postId });
      expect((await listPostImages(ctx().db, [postId])).get(postId)!.map((i) => i.id)).toEqual([
        b.id,
        a.id,
      ]);
      expect((await uploadRow(ctx(), a.id))!.usedAt).toEqual(firstUse);
    });

    it('releasePostUploads detaches the photos not kept, which become unused', async () => {
      const member = await createMember(ctx().db);
      const a = await uploadPhoto(ctx(), member);
      const b = await uploadPhoto(ctx(), member);
      const c = await uploadPhoto(ctx(), member);
      const postId = await createPost(ctx(), member.id);
      const otherPostId = await createPost(ctx(), member.id);
      const d = await uploadPhoto(ctx(), member);
      await claimPostUploads(ctx().db, {
        ownerId: member.id,
        uploadIds: [a.id, b.id, c.id],
        postId,
      });
      await claimPostUploads(ctx().db, {
        ownerId: member.id,
        uploadIds: [d.id],
        postId: otherPostId,
      });
      await ctx().db.transaction((tx) => releasePostUploads(tx, postId, [c.id]));
      expect(await uploadRow(ctx(), a.id)).toMatchObject({
        postId: null,
        position: null,
        usedAt: null,
      });
      expect(await uploadRow(ctx(), b.id)).toMatchObject({ postId: null, usedAt: null });
      expect((await listPostImages(ctx().db, [postId])).get(postId)!.map((i) => i.id)).toEqual([
        c.id,
      ]);
      expect(await uploadRow(ctx(), d.id)).toMatchObject({ postId: otherPostId });

      // A released photo can be attached again (to a new post).
      const newPostId = await createPost(ctx(), member.id);
      await claimPostUploads(ctx().db, {
        ownerId: member.id,
        uploadIds: [a.id],
        postId: newPostId,
      });
      await releasePostUploads(ctx().db, newPostId, []);
      expect(await uploadRow(ctx(), a.id)).toMatchObject({ postId: null, usedAt: null });
    });

    it('claimAvatarUpload marks the upload used and returns its URL', async () => {
      const member = await createMember(ctx().db);
      const photo = await uploadPhoto(ctx(), member);
      const url = await ctx().db.transaction((tx) =>
        claimAvatarUpload(tx, { ownerId: member.id, uploadId: photo.id }),
      );
      expect(url).toBe(`/uploads/${photo.id}.webp`);
      expect(url).toBe(photo.url);
      const usedAt = (await uploadRow(ctx(), photo.id))!.usedAt;
      expect(usedAt).toBeInstanceOf(Date);
      // Saving the profile again with the same avatar is fine.
      expect(await claimAvatarUpload(ctx().db, { ownerId: member.id, uploadId: photo.id })).toBe(
        url,
      );
      expect((await uploadRow(ctx(), photo.id))!.usedAt).toEqual(usedAt);
    });

    it("claimAvatarUpload refuses another member's, unknown, malformed and post uploads", async () => {
      const member = await createMember(ctx().db);
      const other = await createMember(ctx().db);
      const theirs = await uploadPhoto(ctx(), other);
      const onPost = await uploadPhoto(ctx(), member);
      const postId = await createPost(ctx(), member.id);
      await claimPostUploads(ctx().db, { ownerId: member.id, uploadIds: [onPost.id], postId });
      for (const uploadId of [theirs.id, crypto.randomUUID(), 'nope', onPost.id]) {
        await expect(
          claimAvatarUpload(ctx().db, { ownerId: member.id, uploadId }),
        ).rejects.toMatchObject(invalidUpload);
      }
      expect(await uploadRow(ctx(), theirs.id)).toMatchObject({ usedAt: null });
    });

    it('deleteUnusedUploads removes old unused rows and files, keeping recent and used ones', async () => {
      const member = await createMember(ctx().db);
      const oldUnused = await uploadPhoto(ctx(), member);
      const oldOnPost = await uploadPhoto(ctx(), member);
      const oldAvatar = await uploadPhoto(ctx(), member);
      const recentUnused = await uploadPhoto(ctx(), member);
      const postId = await createPost(ctx(), member.id);
      await claimPostUploads(ctx().db, { ownerId: member.id, uploadIds: [oldOnPost.id], postId });
      await claimAvatarUpload(ctx().db, { ownerId: member.id, uploadId: oldAvatar.id });
      const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);
      await ctx()
        .db.update(uploads)
        .set({ createdAt: twoDaysAgo })
        .where(inArray(uploads.id, [oldUnused.id, oldOnPost.id, oldAvatar.id]));

      const removed = await deleteUnusedUploads(
        ctx().db,
        new Date(Date.now() - DAY_MS),
        createLocalPhotoStorage(dataDir),
      );
      expect(removed).toBeGreaterThanOrEqual(1);
      expect(await uploadRow(ctx(), oldUnused.id)).toBeUndefined();
      expect(await fileExists(`${oldUnused.id}.webp`)).toBe(false);
      expect(await fileExists(`${oldUnused.id}-thumb.webp`)).toBe(false);
      for (const kept of [oldOnPost, oldAvatar, recentUnused]) {
        expect(await uploadRow(ctx(), kept.id)).toBeDefined();
        expect(await fileExists(`${kept.id}.webp`)).toBe(true);
        expect(await fileExists(`${kept.id}-thumb.webp`)).toBe(true);
      }
      expect(
        await deleteUnusedUploads(
          ctx().db,
          new Date(Date.now() - DAY_MS),
          createLocalPhotoStorage(dataDir),
        ),
      ).toBe(0);
    });

    it('deleteUnusedUploads copes with files already gone', async () => {
      const member = await createMember(ctx().db);
      const photo = await uploadPhoto(ctx(), member);
      await rm(path.join(uploadsDir, `${photo.id}.webp`));
      await ctx()
        .db.update(uploads)
        .set({ createdAt: new Date(Date.now() - 2 * DAY_MS) })
        .where(eq(uploads.id, photo.id));
      expect(
        await deleteUnusedUploads(
          ctx().db,
          new Date(Date.now() - DAY_MS),
          createLocalPhotoStorage(dataDir),
        ),
      ).toBe(1);
      expect(await fileExists(`${photo.id}-thumb.webp`)).toBe(false);
    });

    it('the app removes day-old unused uploads once its job runner starts, then hourly', async () => {
      const member = await createMember(ctx().db);
      const old = await uploadPhoto(ctx(), member);
      const recent = await uploadPhoto(ctx(), member);
      await ctx()
        .db.update(uploads)
        .set({ createdAt: new Date(Date.now() - DAY_MS - 60_000) })
        .where(eq(uploads.id, old.id));
      // Test apps run no jobs: the clean-up waits for a runner.
      expect(await uploadRow(ctx(), old.id)).toBeDefined();
      // A second app on the same database, as a server process: its runner does the clean-up.
      const app = await buildApp(testConfig({ dataDir }), { database: ctx().handle });
      await app.ready();
      try {
        await app.jobs.start({ pollIntervalMs: 20 });
        const deadline = Date.now() + 10_000;
        while ((await uploadRow(ctx(), old.id)) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        await app.close();
      }
      expect(await uploadRow(ctx(), old.id)).toBeUndefined();
      const next = await ctx()
        .db.select()
        .from(jobs)
        .where(and(eq(jobs.kind, UPLOAD_CLEANUP_JOB), eq(jobs.state, 'pending')));
      expect(next).toHaveLength(1);
      expect(next[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
      expect(await fileExists(`${old.id}.webp`)).toBe(false);
      expect(await uploadRow(ctx(), recent.id)).toBeDefined();
    });
  },
  { dataDir },
);
