import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import {
  conversationSchema,
  messagePageSchema,
  messageSchema,
  startConversationResultSchema,
} from '../../../common/features/messages/messages.contract';
import {
  uploadCreatedSchema,
  type UploadCreated,
} from '../../../common/features/uploads/uploads.contract';
import { profiles, uploads } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { sendDirectMessage } from '../../test/conversations';
import { createMember, type TestMember } from '../../test/sign-in';
import {
  canvas,
  expectError,
  filePart,
  postForm,
  useTempDataDir,
} from '../../test/uploads-test-support';

const { dataDir } = useTempDataDir();

async function upload(ctx: TestContext, member: TestMember, alt?: string): Promise<UploadCreated> {
  await ctx.app.rateLimiter.reset(`uploads:${member.id}`);
  const res = await postForm(ctx, member, [filePart(await canvas(600, 300).jpeg().toBuffer())]);
  expect(res.statusCode, res.body).toBe(201);
  const photo = uploadCreatedSchema.parse(res.json());
  if (alt === undefined) return photo;
  const patched = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/uploads/${photo.id}`,
    headers: member.headers,
    payload: { alt },
  });
  expect(patched.statusCode, patched.body).toBe(200);
  return uploadCreatedSchema.parse(patched.json());
}

async function send(ctx: TestContext, sender: TestMember, conversationId: string, payload: object) {
  await ctx.app.rateLimiter.reset(`messages:${sender.id}`);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: sender.headers,
    payload,
  });
}

const get = (ctx: TestContext, url: string, member?: TestMember, headers = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...member?.headers, ...headers } });

describeEachDatabase(
  'photos in direct messages',
  (ctx) => {
    it('sends up to four photos (with their alt text) and shows them only to the two members', async () => {
      const ana = await createMember(ctx().db, { isEstablished: true });
      const ben = await createMember(ctx().db);
      const cleo = await createMember(ctx().db);
      const admin = await createMember(ctx().db, { isAdmin: true });
      const { conversation } = await sendDirectMessage(ctx().app, ana, ben, 'Look!');
      const photos = [await upload(ctx(), ana, 'Dole Whip on a tray'), await upload(ctx(), ana)];

      const res = await send(ctx(), ana, conversation.id, {
        imageIds: [photos[1]!.id, photos[0]!.id.toUpperCase()],
      });
      expect(res.statusCode, res.body).toBe(201);
      const message = messageSchema.parse(res.json());
      expect(message.body).toBe('');
      expect(message.images.map((image) => [image.id, image.alt])).toEqual([
        [photos[1]!.id, null],
        [photos[0]!.id, 'Dole Whip on a tray'],
      ]);
      const [image] = message.images;
      expect(image).toMatchObject({
        url: `/api/messages/photos/${photos[1]!.id}`,
        thumbnailUrl: `/api/messages/photos/${photos[1]!.id}/thumbnail`,
        width: 600,
        height: 300,
      });

      // Both participants read the message with its photos, and the list's last message too.
      for (const member of [ana, ben]) {
        const page = messagePageSchema.parse(
          (await get(ctx(), `/api/conversations/${conversation.id}/messages`, member)).json(),
        );
        expect(page.items[0]!.images).toEqual(message.images);
        expect(page.items[1]!.images).toEqual([]);
        const entry = conversationSchema.parse(
          (await get(ctx(), `/api/conversations/${conversation.id}`, member)).json(),
        );
        expect(entry.lastMessage?.images.map((i) => i.id)).toEqual(message.images.map((i) => i.id));
      }

      // The photo and its thumbnail: 200 for both participants, private.
      for (const member of [ana, ben]) {
        for (const [url, width] of [
          [image!.url, 600],
          [image!.thumbnailUrl, 400],
        ] as const) {
          const photo = await get(ctx(), url, member);
          expect(photo.statusCode, photo.body).toBe(200);
          expect(photo.headers['content-type']).toBe('image/webp');
          expect(photo.headers['cache-control']).toBe('private, no-cache');
          expect((await sharp(photo.rawPayload).metadata()).width).toBe(width);
          const again = await get(ctx(), url, member, { 'if-none-match': photo.headers.etag });
          expect(again.statusCode).toBe(304);
        }
      }
      // Nobody else: a third member and staff get 404, visitors 401; no public file either.
      for (const url of [image!.url, image!.thumbnailUrl]) {
        for (const member of [cleo, admin])
          expectError(await get(ctx(), url, member), 404, 'not_found');
        expectError(await get(ctx(), url), 401, 'unauthorized');
      }
      for (const url of [
        `/uploads/${photos[1]!.id}.webp`,
        `/uploads/${photos[1]!.id}-thumb.webp`,
        `/uploads/${photos[0]!.id}.webp`,
      ]) {
        expectError(await get(ctx(), url, ana), 404, 'not_found');
        expectError(await get(ctx(), url), 404, 'not_found');
      }
      // Their upload answers no longer carry a public address either.
      const alt = await ctx().app.inject({
        method: 'PATCH',
        url: `/api/uploads/${photos[0]!.id}`,
        headers: ana.headers,
        payload: { alt: 'A Dole Whip' },
      });
      expect(uploadCreatedSchema.parse(alt.json()).url).toBe(
        `/api/messages/photos/${photos[0]!.id}`,
      );
    });

    it('starts a conversation with photos, text optional', async () => {
      const ana = await createMember(ctx().db, { isEstablished: true });
      const ben = await createMember(ctx().db);
      const photo = await upload(ctx(), ana);
      await ctx().app.rateLimiter.reset(`messages:${ana.id}`);
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: ana.headers,
        payload: { userId: ben.id, body: 'The castle!', imageIds: [photo.id] },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { message, conversation } = startConversationResultSchema.parse(res.json());
      expect(message.body).toBe('The castle!');
      expect(message.images.map((i) => i.id)).toEqual([photo.id]);
      expect(conversation.lastMessage?.images.map((i) => i.id)).toEqual([photo.id]);
      expect((await get(ctx(), message.images[0]!.url, ben)).statusCode).toBe(200);
    });

    it("refuses someone else's, used, unknown or repeated uploads (422), more than four and empty messages", async () => {
      const ana = await createMember(ctx().db, { isEstablished: true });
      const ben = await createMember(ctx().db);
      const { conversation } = await sendDirectMessage(ctx().app, ana, ben);
      const bens = await upload(ctx(), ben);
      const onPost = await upload(ctx(), ana);
      const post = await ctx().app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: ana.headers,
        payload: { body: 'Castle', imageIds: [onPost.id] },
      });
      expect(post.statusCode, post.body).toBe(201);
      const sent = await upload(ctx(), ana);
      expect((await send(ctx(), ana, conversation.id, { imageIds: [sent.id] })).statusCode).toBe(
        201,
      );
      const fresh = await upload(ctx(), ana);

      for (const imageIds of [
        [bens.id],
        [onPost.id],
        [sent.id],
        [crypto.randomUUID()],
        ['not-a-uuid'],
        [fresh.id, fresh.id],
        [fresh.id, bens.id],
      ]) {
        const res = await send(ctx(), ana, conversation.id, { body: 'Hi', imageIds });
        expectError(res, 422, 'invalid_upload');
      }
      // Nothing was sent or claimed by the refused messages.
      const [row] = await ctx().db.select().from(uploads).where(eq(uploads.id, fresh.id));
      expect(row).toMatchObject({ messageId: null, usedAt: null });
      const page = messagePageSchema.parse(
        (await get(ctx(), `/api/conversations/${conversation.id}/messages`, ana)).json(),
      );
      expect(page.items).toHaveLength(2);

      const five = await Promise.all([1, 2, 3, 4, 5].map(() => upload(ctx(), ana)));
      const tooMany = await send(ctx(), ana, conversation.id, {
        imageIds: five.map((p) => p.id),
      });
      expect(tooMany.statusCode, tooMany.body).toBe(400);
      expect(tooMany.body).toContain('at most 4 photos');
      const four = await send(ctx(), ana, conversation.id, {
        imageIds: five.slice(0, 4).map((p) => p.id),
      });
      expect(four.statusCode, four.body).toBe(201);
      expect(messageSchema.parse(four.json()).images).toHaveLength(4);

      for (const payload of [{}, { body: '  ' }, { body: '', imageIds: [] }, { imageIds: 'x' }]) {
        const res = await send(ctx(), ana, conversation.id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
      // A message photo is not an avatar either.
      const avatar = await ctx().app.inject({
        method: 'PATCH',
        url: '/api/profiles/me',
        headers: ana.headers,
        payload: { avatarUploadId: sent.id },
      });
      expectError(avatar, 422, 'invalid_upload');
    });

    it('deleting the message hides its photos; Message deleted stays', async () => {
      const ana = await createMember(ctx().db, { isEstablished: true });
      const ben = await createMember(ctx().db);
      const { conversation } = await sendDirectMessage(ctx().app, ana, ben);
      const photo = await upload(ctx(), ana);
      const sent = messageSchema.parse(
        (
          await send(ctx(), ana, conversation.id, { body: 'Our ride photo', imageIds: [photo.id] })
        ).json(),
      );
      const deleted = await ctx().app.inject({
        method: 'DELETE',
        url: `/api/messages/${sent.id}`,
        headers: ana.headers,
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(messageSchema.parse(deleted.json())).toMatchObject({ body: null, images: [] });
      for (const member of [ana, ben]) {
        expectError(await get(ctx(), sent.images[0]!.url, member), 404, 'not_found');
        expectError(await get(ctx(), sent.images[0]!.thumbnailUrl, member), 404, 'not_found');
        const page = messagePageSchema.parse(
          (await get(ctx(), `/api/conversations/${conversation.id}/messages`, member)).json(),
        );
        expect(page.items[0]).toMatchObject({ id: sent.id, body: null, images: [] });
      }
      expectError(await get(ctx(), `/uploads/${photo.id}.webp`), 404, 'not_found');
    });

    it("a message photo whose rows are gone (the sender's account deleted) stays private", async () => {
      const ana = await createMember(ctx().db, { isEstablished: true });
      const ben = await createMember(ctx().db);
      const { conversation } = await sendDirectMessage(ctx().app, ana, ben);
      const photo = await upload(ctx(), ana);
      const sent = await send(ctx(), ana, conversation.id, { imageIds: [photo.id] });
      expect(sent.statusCode, sent.body).toBe(201);
      // The account goes: its messages and uploads rows cascade away, the files stay on disk.
      await ctx().db.delete(profiles).where(eq(profiles.id, ana.id));
      expectError(await get(ctx(), `/uploads/${photo.id}.webp`), 404, 'not_found');
      expectError(await get(ctx(), `/uploads/${photo.id}-thumb.webp`, ben), 404, 'not_found');
    });
  },
  { dataDir },
);
