import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  CREATOR_NOT_FOUND_MESSAGE,
  CREATOR_PORTFOLIO_INVALID_MESSAGE,
  CREATOR_PROFILE_MISSING_MESSAGE,
  CREATOR_VERIFY_ADMIN_ONLY_MESSAGE,
  creatorListingSchema,
  creatorPageSchema,
  creatorSchema,
  ownCreatorSchema,
  type Creator,
  type CreatorLinkKind,
  type CreatorProfileInput,
} from '../../../common/features/creators/creators.contract';
import { authUsers, follows, messages, uploads } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { sendDirectMessage } from '../../test/conversations';
import { insertUpload } from '../../test/factories';
import { deleteUnusedUploadRows } from '../uploads/uploads.repository';
import { createMember, type TestMember } from '../../test/sign-in';
import { callAs } from '../../test/groups-test-support';

const SITE = 'https://magic.example';

/** A word no other test's creator holds, so each test reads only its own creators. */
const uniqueWord = () => `w${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;

const profileInput = (overrides: Partial<CreatorProfileInput> = {}): CreatorProfileInput => ({
  kinds: ['photographer'],
  headline: 'Family portraits at golden hour',
  bio: 'I shoot sunrise sessions in front of the castle.',
  parks: ['Magic Kingdom', 'EPCOT'],
  languages: ['English', 'Spanish'],
  links: {
    website: 'https://example.com/portfolio',
    youtube: 'https://www.youtube.com/@parkdays',
    instagram: 'https://instagram.com/parkdays',
    tiktok: '',
  },
  sessionTypes: 'Families, couples, proposals',
  rates: 'From $150 for 30 minutes',
  ...overrides,
});

async function optIn(
  ctx: TestContext,
  member: TestMember,
  overrides: Partial<CreatorProfileInput> = {},
): Promise<Creator> {
  await ctx.app.rateLimiter.reset(`creators:write:${member.id}`);
  const res = await callAs(ctx, 'PUT', '/api/creators/me', member, profileInput(overrides));
  expect(res.statusCode, res.body).toBe(200);
  const { creator } = ownCreatorSchema.parse(res.json());
  return creator!;
}

async function directory(ctx: TestContext, query: string, viewer?: TestMember) {
  const res = await callAs(ctx, 'GET', `/api/creators?${query}`, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return creatorPageSchema.parse(res.json());
}

const idsOf = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

describeEachDatabase(
  'creator directories',
  (context) => {
    it('opts in under chosen kinds, lists at once, and opting out removes the listing everywhere', async () => {
      const ctx = context();
      const member = await createMember(ctx.db);
      const word = uniqueWord();
      const mine = await optIn(ctx, member, {
        kinds: ['photographer', 'trip_planner'],
        headline: `  Sunrise sessions ${word}  `,
        agency: 'Castle Trips',
        services: 'Dining reservations and Lightning Lane plans',
      });
      expect(mine).toMatchObject({
        id: member.id,
        username: member.username,
        kinds: ['photographer', 'trip_planner'],
        headline: `Sunrise sessions ${word}`,
        parks: ['Magic Kingdom', 'EPCOT'],
        languages: ['English', 'Spanish'],
        links: {
          website: 'https://example.com/portfolio',
          youtube: 'https://www.youtube.com/@parkdays',
          instagram: 'https://instagram.com/parkdays',
          tiktok: null,
        },
        agency: 'Castle Trips',
        verified: false,
        followerCount: 0,
        portfolio: [],
        viewer: { isSelf: true, canMessage: false, canVerify: false },
      });

      for (const kind of ['photographer', 'trip_planner']) {
        expect(idsOf(await directory(ctx, `kind=${kind}&q=${word}`))).toEqual([member.id]);
      }
      expect(idsOf(await directory(ctx, `kind=vlogger&q=${word}`))).toEqual([]);
      const one = await callAs(ctx, 'GET', `/api/creators/${member.id.toUpperCase()}`);
      expect(one.statusCode, one.body).toBe(200);
      expect(creatorSchema.parse(one.json()).viewer).toMatchObject({ isSelf: false });

      // Changing the kinds moves the listing; the profile keeps its creation time.
      const changed = await optIn(ctx, member, { kinds: ['vlogger'], headline: `Vlogs ${word}` });
      expect(changed.createdAt).toBe(mine.createdAt);
      expect(idsOf(await directory(ctx, `kind=photographer&q=${word}`))).toEqual([]);
      expect(idsOf(await directory(ctx, `kind=vlogger&q=${word}`))).toEqual([member.id]);

      const out = await callAs(ctx, 'DELETE', '/api/creators/me', member);
      expect(out.statusCode, out.body).toBe(204);
      expect(idsOf(await directory(ctx, `kind=vlogger&q=${word}`))).toEqual([]);
      const gone = await callAs(ctx, 'GET', `/api/creators/${member.id}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ error: { message: CREATOR_NOT_FOUND_MESSAGE } });
      const own = await callAs(ctx, 'GET', '/api/creators/me', member);
      expect(ownCreatorSchema.parse(own.json())).toEqual({ creator: null });
      // A profile page asks for any member's listing: null, never a 404.
      for (const id of [member.id, crypto.randomUUID(), 'not-an-id']) {
        const listing = await callAs(ctx, 'GET', `/api/creators/${id}/listing`);
        expect(listing.statusCode, id).toBe(200);
        expect(listing.json()).toEqual({ creator: null });
      }
      // Opting out twice is no error.
      expect((await callAs(ctx, 'DELETE', '/api/creators/me', member)).statusCode).toBe(204);
    });

    it('checks the profile: kinds, headline, lists, and http(s) links on the right hosts', async () => {
      const ctx = context();
      const member = await createMember(ctx.db);
      const put = (body: unknown) => callAs(ctx, 'PUT', '/api/creators/me', member, body as object);
      const refused: [Partial<CreatorProfileInput>, string][] = [
        [{ kinds: [] }, 'Choose at least one kind of creator'],
        [{ kinds: ['photographer', 'photographer'] }, 'Each kind may appear once'],
        [{ kinds: ['painter' as 'vlogger'] }, 'Kind must be one of'],
        [{ headline: 'Hi' }, 'at least 5 characters'],
        [{ parks: ['Narnia' as 'EPCOT'] }, 'Park must be one of'],
        [{ languages: ['Klingon' as 'English'] }, 'Language must be one of'],
      ];
      const badLinks: [CreatorLinkKind, string, string][] = [
        ['website', 'javascript:alert(1)', 'must start with https:// or http://'],
        ['website', 'ftp://files.example.com', 'must start with https:// or http://'],
        ['website', 'example.com', 'must be a full address'],
        ['website', 'https://user:secret@example.com', 'cannot hold a user name or password'],
        ['youtube', 'https://youtube.com.evil.example/watch', 'must be on youtube.com or youtu.be'],
        ['youtube', 'https://vimeo.com/123', 'must be on youtube.com or youtu.be'],
        ['instagram', 'https://instagram.co/parkdays', 'must be on instagram.com'],
        ['tiktok', 'data:text/html,hi', 'must start with https:// or http://'],
        ['tiktok', 'https://nottiktok.com/@me', 'must be on tiktok.com'],
      ];
      for (const [kind, url, message] of badLinks) {
        refused.push([
          { links: { website: '', youtube: '', instagram: '', tiktok: '', [kind]: url } },
          message,
        ]);
      }
      for (const [overrides, message] of refused) {
        const res = await put(profileInput(overrides));
        expect(res.statusCode, `${JSON.stringify(overrides)}: ${res.body}`).toBe(400);
        expect(res.body).toContain(message);
      }
      expect((await callAs(ctx, 'GET', '/api/creators/me', member)).json()).toEqual({
        creator: null,
      });

      const accepted = await optIn(ctx, member, {
        links: {
          website: 'http://Example.com',
          youtube: 'https://youtu.be/abc123',
          instagram: 'https://www.instagram.com/parkdays/',
          tiktok: 'https://www.tiktok.com/@parkdays',
        },
      });
      expect(accepted.links).toEqual({
        website: 'http://example.com/',
        youtube: 'https://youtu.be/abc123',
        instagram: 'https://www.instagram.com/parkdays/',
        tiktok: 'https://www.tiktok.com/@parkdays',
      });
      const anonymous = await callAs(ctx, 'PUT', '/api/creators/me', null, profileInput());
      expect(anonymous.statusCode).toBe(401);
    });

    it('sets a portfolio of up to 12 of the member’s own uploads, in order', async () => {
      const ctx = context();
      const member = await createMember(ctx.db);
      const other = await createMember(ctx.db);
      const setPortfolio = (uploadIds: string[]) =>
        callAs(ctx, 'PUT', '/api/creators/me/portfolio', member, { uploadIds });

      const [first, second] = [
        await insertUpload(ctx.db, member.id),
        await insertUpload(ctx.db, member.id),
      ];
      const before = await setPortfolio([first!]);
      expect(before.statusCode).toBe(404);
      expect(before.json()).toMatchObject({ error: { message: CREATOR_PROFILE_MISSING_MESSAGE } });

      await optIn(ctx, member);
      const set = await setPortfolio([second!.toUpperCase(), first!]);
      expect(set.statusCode, set.body).toBe(200);
      const { creator } = ownCreatorSchema.parse(set.json());
      expect(creator!.portfolio.map((photo) => photo.id)).toEqual([second, first]);
      expect(creator!.portfolio[0]!.url).toBe(`/uploads/${second}.webp`);
      const [row] = await ctx.db.select().from(uploads).where(eq(uploads.id, first!));
      expect(row!.usedAt).not.toBeNull();
      // A post edit that released the photo (unused again, old enough) leaves it in the portfolio.
      await ctx.db
        .update(uploads)
        .set({ usedAt: null, createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000) })
        .where(eq(uploads.id, first!));
      const removed = await deleteUnusedUploadRows(ctx.db, new Date(Date.now() - 60 * 60 * 1000));
      expect(removed).not.toContain(first);

      const theirs = await insertUpload(ctx.db, other.id);
      const notMine = await setPortfolio([first!, theirs]);
      expect(notMine.statusCode).toBe(422);
      expect(notMine.json()).toMatchObject({
        error: { code: 'invalid_upload', message: CREATOR_PORTFOLIO_INVALID_MESSAGE },
      });
      await sendDirectMessage(ctx.app, member, other);
      const [message] = await ctx.db
        .select({ id: messages.id })
        .from(messages)
        .where(eq(messages.senderId, member.id));
      const sent = await insertUpload(ctx.db, member.id);
      await ctx.db.update(uploads).set({ messageId: message!.id }).where(eq(uploads.id, sent));
      expect((await setPortfolio([sent])).statusCode).toBe(422);
      expect((await setPortfolio(['not-an-id'])).statusCode).toBe(422);
      expect((await setPortfolio([first!, first!])).statusCode).toBe(400);

      const thirteen = await Promise.all(
        Array.from({ length: 13 }, () => insertUpload(ctx.db, member.id)),
      );
      const tooMany = await setPortfolio(thirteen);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.body).toContain('at most 12 photos');
      expect((await setPortfolio(thirteen.slice(0, 12))).statusCode).toBe(200);
      // The refused changes kept what was there; the last one holds 12.
      const own = ownCreatorSchema.parse(
        (await callAs(ctx, 'GET', '/api/creators/me', member)).json(),
      );
      expect(own.creator!.portfolio.map((photo) => photo.id)).toEqual(thirteen.slice(0, 12));
      expect((await setPortfolio([])).statusCode).toBe(200);
    });

    it('filters by search words, park and language, sorts, and pages with a cursor', async () => {
      const ctx = context();
      const word = uniqueWord();
      const [ana, ben, cai] = [
        await createMember(ctx.db),
        await createMember(ctx.db),
        await createMember(ctx.db),
      ];
      await optIn(ctx, ana!, {
        kinds: ['influencer'],
        headline: `Snack reviews ${word}`,
        parks: ['EPCOT'],
        languages: ['French'],
      });
      await optIn(ctx, ben!, {
        kinds: ['influencer'],
        headline: `Park outfits ${word}`,
        parks: ['Magic Kingdom'],
        languages: ['English'],
      });
      await optIn(ctx, cai!, {
        kinds: ['influencer'],
        headline: `Night shows ${word}`,
        bio: 'Fireworks from every angle',
        parks: ['Magic Kingdom', 'EPCOT'],
        languages: ['English', 'French'],
      });
      const base = `kind=influencer&q=${word}`;
      expect(idsOf(await directory(ctx, `${base}&sort=newest`))).toEqual([
        cai!.id,
        ben!.id,
        ana!.id,
      ]);
      expect(idsOf(await directory(ctx, `${base}&park=EPCOT&sort=newest`))).toEqual([
        cai!.id,
        ana!.id,
      ]);
      expect(idsOf(await directory(ctx, `${base}&language=English&sort=newest`))).toEqual([
        cai!.id,
        ben!.id,
      ]);
      expect(idsOf(await directory(ctx, `kind=influencer&q=fireworks+from+every`))).toContain(
        cai!.id,
      );
      expect(idsOf(await directory(ctx, `kind=influencer&q=${ana!.username}`))).toEqual([ana!.id]);
      // LIKE's wildcards match themselves.
      expect(idsOf(await directory(ctx, `kind=influencer&q=${word}%25`))).toEqual([]);

      // Ben has two followers, Ana one: most followed, then featured with Ana verified.
      const fans = [await createMember(ctx.db), await createMember(ctx.db)];
      await ctx.db.insert(follows).values([
        { followerId: fans[0]!.id, followeeId: ben!.id },
        { followerId: fans[1]!.id, followeeId: ben!.id },
        { followerId: fans[0]!.id, followeeId: ana!.id },
      ]);
      const mostFollowed = await directory(ctx, `${base}&sort=most_followed`, fans[0]);
      expect(idsOf(mostFollowed)).toEqual([ben!.id, ana!.id, cai!.id]);
      expect(
        mostFollowed.items.map((item) => [item.followerCount, item.viewer.isFollowing]),
      ).toEqual([
        [2, true],
        [1, true],
        [0, false],
      ]);
      const admin = await createMember(ctx.db, { isAdmin: true });
      const verify = await callAs(ctx, 'PUT', `/api/creators/${ana!.id}/verified`, admin);
      expect(verify.statusCode, verify.body).toBe(200);
      expect(idsOf(await directory(ctx, `${base}&sort=featured`))).toEqual([
        ana!.id,
        ben!.id,
        cai!.id,
      ]);

      for (const sort of ['featured', 'newest', 'most_followed']) {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const page = await directory(
            ctx,
            `${base}&sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
          );
          seen.push(...idsOf(page));
          cursor = page.nextCursor;
        } while (cursor);
        expect(seen, sort).toEqual(idsOf(await directory(ctx, `${base}&sort=${sort}`)));
      }
      const first = await directory(ctx, `${base}&sort=newest&limit=1`);
      const wrongSort = await callAs(
        ctx,
        'GET',
        `/api/creators?${base}&sort=featured&cursor=${first.nextCursor}`,
      );
      expect(wrongSort.statusCode).toBe(400);
      for (const bad of [
        'kind=painter',
        '',
        'kind=vlogger&sort=random',
        'kind=vlogger&park=Narnia',
        'kind=vlogger&cursor=%%%',
        'kind=vlogger&limit=500',
        'kind=vlogger&q=%00',
      ]) {
        expect((await callAs(ctx, 'GET', `/api/creators?${bad}`)).statusCode, bad).toBe(400);
      }
    });

    it('lets only admins grant and revoke the verified badge', async () => {
      const ctx = context();
      const creator = await createMember(ctx.db);
      const member = await createMember(ctx.db);
      const admin = await createMember(ctx.db, { isAdmin: true });
      await optIn(ctx, creator);
      const byMember = await callAs(ctx, 'PUT', `/api/creators/${creator.id}/verified`, member);
      expect(byMember.statusCode).toBe(403);
      expect(byMember.json()).toMatchObject({
        error: { message: CREATOR_VERIFY_ADMIN_ONLY_MESSAGE },
      });
      const bySelf = await callAs(ctx, 'PUT', `/api/creators/${creator.id}/verified`, creator);
      expect(bySelf.statusCode).toBe(403);
      expect((await callAs(ctx, 'PUT', `/api/creators/${creator.id}/verified`)).statusCode).toBe(
        401,
      );

      const granted = await callAs(ctx, 'PUT', `/api/creators/${creator.id}/verified`, admin);
      expect(granted.statusCode, granted.body).toBe(200);
      expect(creatorSchema.parse(granted.json())).toMatchObject({
        verified: true,
        viewer: { canVerify: true },
      });
      // Saving the profile again keeps the badge; the member cannot set it themselves.
      const resaved = await callAs(ctx, 'PUT', '/api/creators/me', creator, {
        ...profileInput(),
        verified: false,
      });
      expect(resaved.statusCode).toBe(400);
      expect((await optIn(ctx, creator)).verified).toBe(true);

      const revoked = await callAs(ctx, 'DELETE', `/api/creators/${creator.id}/verified`, admin);
      expect(creatorSchema.parse(revoked.json()).verified).toBe(false);
      const stranger = await createMember(ctx.db);
      const missing = await callAs(ctx, 'PUT', `/api/creators/${stranger.id}/verified`, admin);
      expect(missing.statusCode).toBe(404);
    });

    it('hides creators across a block (both ways) and when the account is deleted or suspended', async () => {
      const ctx = context();
      const word = uniqueWord();
      const creator = await createMember(ctx.db);
      const blocker = await createMember(ctx.db);
      const blocked = await createMember(ctx.db);
      await optIn(ctx, creator, { kinds: ['vlogger'], headline: `Ride-throughs ${word}` });
      const blocking = await callAs(ctx, 'PUT', `/api/profiles/${creator.id}/block`, blocker);
      expect(blocking.statusCode, blocking.body).toBe(200);
      const blockedBy = await callAs(ctx, 'PUT', `/api/profiles/${blocked.id}/block`, creator);
      expect(blockedBy.statusCode, blockedBy.body).toBe(200);
      for (const viewer of [blocker, blocked]) {
        expect(idsOf(await directory(ctx, `kind=vlogger&q=${word}`, viewer))).toEqual([]);
        expect((await callAs(ctx, 'GET', `/api/creators/${creator.id}`, viewer)).statusCode).toBe(
          404,
        );
      }
      expect(idsOf(await directory(ctx, `kind=vlogger&q=${word}`))).toEqual([creator.id]);
      const hidden = await callAs(ctx, 'GET', `/api/creators/${creator.id}/listing`, blocker);
      expect(hidden.json()).toEqual({ creator: null });
      const shown = await callAs(ctx, 'GET', `/api/creators/${creator.id}/listing`);
      expect(creatorListingSchema.parse(shown.json()).creator?.id).toBe(creator.id);

      // 'Contact' opens a message for a member the creator's setting admits, else follows.
      const fan = await createMember(ctx.db);
      const listed = creatorSchema.parse(
        (await callAs(ctx, 'GET', `/api/creators/${creator.id}`, fan)).json(),
      );
      expect(listed.viewer.canMessage).toBe(true);
      await callAs(ctx, 'PATCH', '/api/profiles/me', creator, { message_privacy: 'nobody' });
      const closed = creatorSchema.parse(
        (await callAs(ctx, 'GET', `/api/creators/${creator.id}`, fan)).json(),
      );
      expect(closed.viewer.canMessage).toBe(false);

      await ctx.db
        .update(authUsers)
        .set({ bannedUntil: new Date(Date.now() + 86_400_000) })
        .where(eq(authUsers.id, creator.id));
      expect(idsOf(await directory(ctx, `kind=vlogger&q=${word}`))).toEqual([]);
      await ctx.db
        .update(authUsers)
        .set({ bannedUntil: null, deletedAt: new Date() })
        .where(eq(authUsers.id, creator.id));
      expect(idsOf(await directory(ctx, `kind=vlogger&q=${word}`))).toEqual([]);
      expect((await callAs(ctx, 'GET', `/api/creators/${creator.id}`)).statusCode).toBe(404);
    });

    it('renders the directories for visitors with JSON-LD, and lists them in the sitemap', async () => {
      const ctx = context();
      const word = uniqueWord();
      const creator = await createMember(ctx.db);
      const quitter = await createMember(ctx.db);
      await optIn(ctx, creator, { kinds: ['trip_planner'], headline: `Plans by ${word}` });
      await optIn(ctx, quitter, { kinds: ['trip_planner'], headline: `Gone ${word}` });
      await callAs(ctx, 'DELETE', '/api/creators/me', quitter);

      const page = await ctx.app.inject({ method: 'GET', url: '/trip-planners' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const html = page.body;
      expect(html).toContain('<title>Disney Trip planners');
      expect(html).toContain(`<link rel="canonical" href="${SITE}/trip-planners"`);
      expect(html).toContain('og:image');
      expect(html).toContain(`Plans by ${word}`);
      expect(html).not.toContain(`Gone ${word}`);
      const scripts = [
        ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs),
      ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
      const list = scripts
        .flatMap((data) => (Array.isArray(data) ? data : [data]))
        .find((data) => data['@type'] === 'ItemList') as {
        itemListElement: { item: { '@type': string; url: string; description: string } }[];
      };
      expect(list.itemListElement.map((entry) => entry.item)).toContainEqual(
        expect.objectContaining({
          '@type': 'Person',
          url: `${SITE}/profile/${creator.id}`,
          description: `Plans by ${word}`,
        }),
      );

      // The address's search and filters are applied; the canonical URL leaves them out.
      const searched = await ctx.app.inject({ method: 'GET', url: `/trip-planners?q=${word}` });
      expect(searched.body).toContain(`Plans by ${word}`);
      expect(searched.body).toContain(`<link rel="canonical" href="${SITE}/trip-planners"`);
      expect(searched.body).toContain('data-app-takeover="now"');
      const elsewhere = await ctx.app.inject({
        method: 'GET',
        url: `/trip-planners?q=${word}&language=Klingon&park=Typhoon+Lagoon`,
      });
      expect(elsewhere.statusCode).toBe(200);
      expect(elsewhere.body).not.toContain(`Plans by ${word}`);
      expect(elsewhere.body).toContain(`No trip planners match`);
      const hostile = await ctx.app.inject({ method: 'GET', url: '/trip-planners?q=%00&sort=%FF' });
      expect(hostile.statusCode).toBe(200);

      // The creator's profile page shows their listing, links marked as the member's own.
      const profile = await ctx.app.inject({ method: 'GET', url: `/profile/${creator.id}` });
      expect(profile.statusCode).toBe(200);
      expect(profile.body).toContain(`Plans by ${word}`);
      expect(profile.body).toContain('rel="nofollow ugc noopener"');
      const gone = await ctx.app.inject({ method: 'GET', url: `/profile/${quitter.id}` });
      expect(gone.body).not.toContain(`Gone ${word}`);

      const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemaps/creators.xml' });
      expect(sitemap.statusCode).toBe(200);
      for (const path of ['/photographers', '/vloggers', '/influencers', '/trip-planners']) {
        expect(sitemap.body).toContain(`<loc>${SITE}${path}</loc>`);
      }
      const index = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(index.body).toContain('/sitemaps/creators.xml');
    });
  },
  { siteUrl: SITE },
);
