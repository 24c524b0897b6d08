import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  PHOTO_TOKEN_COOKIE,
  SIGNED_IN_COOKIE,
} from '../../../common/features/auth/session-cookies';
import { authUsers, hiddenItems } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { createPostAs, insertUpload } from '../../test/factories';
import { createMember, type TestMember } from '../../test/sign-in';
import { createEventAs } from '../../test/events-test-support';
import { callAs, createGroupAs, joinAs } from '../../test/groups-test-support';
import { useTempDataDir } from '../../test/uploads-test-support';

/**
 * Photos follow their item (issue 26): `GET /uploads/<id>.webp` asks the item the photo
 * belongs to, by that kind's own rule, so a private group's photo, a deleted, hidden or
 * suspended member's post's photo are served only to whoever may see the post, privately
 * (`private, no-cache`, varying on the credentials); public photos stay long-cached. `<img>`
 * sends the member's token in the photo cookie.
 */

const { dataDir, uploadsDir } = useTempDataDir();

type Answer = 'public' | 'private' | 404;
type Who = 'visitor' | 'outsider' | 'groupie' | 'author' | 'admin' | 'moderator';

const PUBLIC = 'public, max-age=31536000, immutable';

describeEachDatabase(
  'photos follow their item',
  (context) => {
    let ctx: TestContext;
    const cast = {} as Record<Exclude<Who, 'visitor'>, TestMember>;
    const photo = {} as Record<
      'public' | 'group' | 'deleted' | 'hidden' | 'suspended' | 'groupEvent',
      string
    >;

    /** An upload of `owner` with its two files on disk (their bytes do not matter here). */
    async function storedUpload(owner: TestMember): Promise<string> {
      const id = await insertUpload(ctx.db, owner.id);
      await mkdir(uploadsDir, { recursive: true });
      await writeFile(path.join(uploadsDir, `${id}.webp`), `large ${id}`);
      await writeFile(path.join(uploadsDir, `${id}-thumb.webp`), `thumb ${id}`);
      return id;
    }

    async function answerTo(who: Who, url: string): Promise<Answer> {
      const res = await callAs(ctx, 'GET', url, who === 'visitor' ? null : cast[who]);
      if (res.statusCode === 404) {
        expect(res.headers['cache-control'], url).toBe('private, no-store');
        return 404;
      }
      expect(res.statusCode, `${url} for ${who}: ${res.body}`).toBe(200);
      if (res.headers['cache-control'] === PUBLIC) return 'public';
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
      expect(res.headers.vary, url).toBe('Authorization, Cookie');
      return 'private';
    }

    beforeAll(async () => {
      ctx = context();
      cast.author = await createMember(ctx.db, { isEstablished: true });
      cast.groupie = await createMember(ctx.db, { isEstablished: true });
      cast.outsider = await createMember(ctx.db);
      cast.admin = await createMember(ctx.db, { isAdmin: true });
      cast.moderator = await createMember(ctx.db, { isModerator: true });
      const suspended = await createMember(ctx.db, { isEstablished: true });

      const post = async (member: TestMember, extra: object = {}) => {
        const id = await storedUpload(member);
        const made = await createPostAs(ctx, member, {
          body: 'At the hub',
          imageIds: [id],
          ...extra,
        });
        return { id, postId: made.id };
      };
      photo.public = (await post(cast.author)).id;

      const group = await createGroupAs(ctx, cast.author, { visibility: 'private' });
      await joinAs(ctx, group, cast.groupie, cast.author);
      photo.group = (await post(cast.author, { groupId: group.id })).id;

      const deleted = await post(cast.author);
      const removal = await callAs(ctx, 'DELETE', `/api/posts/${deleted.postId}`, cast.author);
      expect(removal.statusCode, removal.body).toBe(204);
      photo.deleted = deleted.id;

      const hidden = await post(cast.author);
      await ctx.db.insert(hiddenItems).values({
        itemKind: 'post',
        itemId: hidden.postId,
        itemAuthorId: cast.author.id,
        cause: 'reports',
      });
      photo.hidden = hidden.id;

      photo.suspended = (await post(suspended)).id;
      await ctx.db
        .update(authUsers)
        .set({ bannedUntil: new Date(Date.now() + 86_400_000) })
        .where(eq(authUsers.id, suspended.id));

      photo.groupEvent = await storedUpload(cast.author);
      await createEventAs(ctx, cast.author, { groupId: group.id, coverUploadId: photo.groupEvent });
    });

    const cases: { photo: keyof typeof photo; answers: Record<Who, Answer> }[] = [
      {
        photo: 'public',
        answers: {
          visitor: 'public',
          outsider: 'public',
          groupie: 'public',
          author: 'public',
          admin: 'public',
          moderator: 'public',
        },
      },
      {
        // A private group's content is for its members only, staff included.
        photo: 'group',
        answers: {
          visitor: 404,
          outsider: 404,
          groupie: 'private',
          author: 'private',
          admin: 404,
          moderator: 404,
        },
      },
      {
        photo: 'groupEvent',
        answers: {
          visitor: 404,
          outsider: 404,
          groupie: 'private',
          author: 'private',
          admin: 404,
          moderator: 404,
        },
      },
      {
        // As the post itself: a deleted post is read by id by admins only.
        photo: 'deleted',
        answers: {
          visitor: 404,
          outsider: 404,
          groupie: 404,
          author: 404,
          admin: 'private',
          moderator: 404,
        },
      },
      {
        photo: 'hidden',
        answers: {
          visitor: 404,
          outsider: 404,
          groupie: 404,
          author: 'private',
          admin: 'private',
          moderator: 'private',
        },
      },
      {
        photo: 'suspended',
        answers: {
          visitor: 404,
          outsider: 404,
          groupie: 404,
          author: 404,
          admin: 'private',
          moderator: 'private',
        },
      },
    ];

    it('serves each photo as its item allows, public ones long-cached, the others privately', async () => {
      for (const { photo: name, answers } of cases) {
        const seen: Record<string, Answer> = {};
        for (const who of Object.keys(answers) as Who[]) {
          seen[who] = await answerTo(who, `/uploads/${photo[name]}.webp`);
        }
        expect(seen, name).toEqual(answers);
        // The thumbnail follows the same rule.
        expect(await answerTo('visitor', `/uploads/${photo[name]}-thumb.webp`), name).toBe(
          answers.visitor,
        );
      }
    });

    it('takes the photo cookie on photos only, and revalidates a private photo', async () => {
      const token = cast.groupie.headers.authorization.slice('Bearer '.length);
      const cookie = `${SIGNED_IN_COOKIE}=1; ${PHOTO_TOKEN_COOKIE}=${token}`;
      const url = `/uploads/${photo.group}.webp`;
      const withCookie = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(withCookie.statusCode).toBe(200);
      expect(withCookie.body).toBe(`large ${photo.group}`);
      expect(withCookie.headers['cache-control']).toBe('private, no-cache');
      const again = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { cookie, 'if-none-match': withCookie.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
      // A forged or stale token is nobody; the cookie means nothing off the photos.
      const forged = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { cookie: `${PHOTO_TOKEN_COOKIE}=${token.slice(0, -4)}AAAA` },
      });
      expect(forged.statusCode).toBe(404);
      const api = await ctx.app.inject({
        method: 'GET',
        url: '/api/profiles/me',
        headers: { cookie },
      });
      expect(api.statusCode).toBe(401);
    });
  },
  { dataDir },
);
