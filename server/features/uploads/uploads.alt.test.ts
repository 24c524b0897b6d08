import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  postImageSchema,
  uploadCreatedSchema,
} from '../../../common/features/uploads/uploads.contract';
import { postSchema } from '../../../common/features/posts/posts.contract';
import { uploads } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember, type TestMember } from '../../test/sign-in';
import {
  canvas,
  expectError,
  filePart,
  postForm,
  useTempDataDir,
} from '../../test/uploads-test-support';

const { dataDir } = useTempDataDir();

describeEachDatabase(
  'PATCH /api/uploads/{id} (alt text)',
  (ctx) => {
    async function upload(member: TestMember) {
      await ctx().app.rateLimiter.reset(`uploads:${member.id}`);
      const res = await postForm(ctx(), member, [filePart(await canvas(40, 30).jpeg().toBuffer())]);
      expect(res.statusCode, res.body).toBe(201);
      return uploadCreatedSchema.parse(res.json());
    }
    const setAlt = (member: TestMember | null, id: string, payload: unknown) =>
      ctx().app.inject({
        method: 'PATCH',
        url: `/api/uploads/${id}`,
        headers: member?.headers ?? {},
        payload: payload as object,
      });

    it('a new upload has no alt text; its owner sets it (trimmed) and posts carry it', async () => {
      const rita = await createMember(ctx().db);
      const photo = await upload(rita);
      expect(photo.alt).toBeNull();

      const res = await setAlt(rita, photo.id.toUpperCase(), {
        alt: '  Cinderella Castle at dusk, fireworks above  ',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(postImageSchema.parse(res.json())).toEqual({
        ...photo,
        alt: 'Cinderella Castle at dusk, fireworks above',
      });

      const created = await ctx().app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: rita.headers,
        payload: { body: 'Happily ever after', imageIds: [photo.id] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const post = postSchema.parse(created.json());
      const read = await ctx().app.inject({ method: 'GET', url: `/api/posts/${post.id}` });
      expect(postSchema.parse(read.json()).images[0]!.alt).toBe(
        'Cinderella Castle at dusk, fireworks above',
      );

      // Still the owner's to change once on a post; empty removes it.
      const cleared = await setAlt(rita, photo.id, { alt: '   ' });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(postImageSchema.parse(cleared.json()).alt).toBeNull();
      const [row] = await ctx().db.select().from(uploads).where(eq(uploads.id, photo.id));
      expect(row!.altText).toBeNull();
      const nulled = await setAlt(rita, photo.id, { alt: null });
      expect(nulled.statusCode, nulled.body).toBe(200);
    });

    it('validates the text: at most 500 characters, a string or null, nothing else', async () => {
      const rita = await createMember(ctx().db);
      const photo = await upload(rita);
      const max = await setAlt(rita, photo.id, { alt: 'a'.repeat(500) });
      expect(max.statusCode, max.body).toBe(200);
      for (const payload of [
        { alt: 'a'.repeat(501) },
        { alt: 42 },
        {},
        { alt: 'Castle', extra: true },
      ]) {
        const res = await setAlt(rita, photo.id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const [row] = await ctx().db.select().from(uploads).where(eq(uploads.id, photo.id));
      expect(row!.altText).toBe('a'.repeat(500));
    });

    it("is the owner's only: 404 for another member's, staff's or an unknown upload", async () => {
      const rita = await createMember(ctx().db);
      const ben = await createMember(ctx().db);
      const admin = await createMember(ctx().db, { isAdmin: true });
      const photo = await upload(rita);
      for (const member of [ben, admin]) {
        expectError(await setAlt(member, photo.id, { alt: 'Mine now' }), 404, 'not_found');
      }
      expectError(await setAlt(rita, crypto.randomUUID(), { alt: 'x' }), 404, 'not_found');
      expectError(await setAlt(rita, 'not-a-uuid', { alt: 'x' }), 404, 'not_found');
      expectError(await setAlt(null, photo.id, { alt: 'x' }), 401, 'unauthorized');
      const [row] = await ctx().db.select().from(uploads).where(eq(uploads.id, photo.id));
      expect(row!.altText).toBeNull();
    });
  },
  { dataDir },
);
