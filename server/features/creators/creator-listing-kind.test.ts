import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { CREATOR_NOT_FOUND_MESSAGE } from '../../../common/features/creators/creator-limits';
import {
  creatorPageSchema,
  ownCreatorSchema,
  type CreatorProfileInput,
} from '../../../common/features/creators/creators.contract';
import { moderationQueuePageSchema } from '../../../common/features/moderation/moderation.contract';
import { withdrawMemberContent } from '../../content/content-registry';
import { creatorProfiles, notifications } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { insertUpload } from '../../test/factories';
import { callAs } from '../../test/groups-test-support';
import { createMember, type TestMember } from '../../test/sign-in';

/** A listing of `member` under photographers, its headline holding `word`, with one photo. */
async function listAs(ctx: TestContext, member: TestMember, word: string): Promise<string> {
  const input: CreatorProfileInput = {
    kinds: ['photographer', 'vlogger'],
    headline: `Sunrise portraits ${word}`,
    bio: 'Family sessions in front of the castle.',
    parks: [],
    languages: [],
    links: { website: '', youtube: '', instagram: '', tiktok: '' },
  };
  await ctx.app.rateLimiter.reset(`creators:write:${member.id}`);
  const put = await callAs(ctx, 'PUT', '/api/creators/me', member, input);
  expect(put.statusCode, put.body).toBe(200);
  const photo = await insertUpload(ctx.db, member.id);
  await ctx.app.rateLimiter.reset(`creators:write:${member.id}`);
  const set = await callAs(ctx, 'PUT', '/api/creators/me/portfolio', member, {
    uploadIds: [photo],
  });
  expect(set.statusCode, set.body).toBe(200);
  return photo;
}

const uniqueWord = () => `w${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;

describeEachDatabase('the creator_listing content kind', (context) => {
  let moderator: TestMember;
  beforeAll(async () => {
    moderator = await createMember(context().db, { isModerator: true });
  });

  /** Who finds the listing in the photographers' directory (searched by its word). */
  async function listedFor(ctx: TestContext, word: string, viewer?: TestMember) {
    const res = await callAs(ctx, 'GET', `/api/creators?kind=photographer&q=${word}`, viewer);
    expect(res.statusCode, res.body).toBe(200);
    return creatorPageSchema.parse(res.json()).items.map((item) => item.id);
  }

  const report = (ctx: TestContext, reporter: TestMember, id: string) =>
    callAs(ctx, 'POST', '/api/reports', reporter, {
      itemKind: 'creator_listing',
      itemId: id,
      reason: 'spam',
    });

  const decide = (ctx: TestContext, id: string, action: 'hide' | 'delete') =>
    callAs(ctx, 'POST', `/api/admin/moderation/items/creator_listing/${id}/decision`, moderator, {
      action,
      reason: 'Advertising',
    });

  it('is reported into the queue; hidden, it leaves the directories for all but its member and staff', async () => {
    const ctx = context();
    const creator = await createMember(ctx.db);
    const reporter = await createMember(ctx.db);
    const word = uniqueWord();
    const photo = await listAs(ctx, creator, word);

    expect((await report(ctx, creator, creator.id)).statusCode).toBe(422);
    expect((await report(ctx, reporter, crypto.randomUUID())).statusCode).toBe(404);
    const reported = await report(ctx, reporter, creator.id);
    expect(reported.statusCode, reported.body).toBe(201);

    const queue = await callAs(
      ctx,
      'GET',
      '/api/admin/moderation/queue?kind=creator_listing',
      moderator,
    );
    expect(queue.statusCode, queue.body).toBe(200);
    const entry = moderationQueuePageSchema
      .parse(queue.json())
      .items.find((item) => item.itemId === creator.id);
    expect(entry).toMatchObject({
      itemKind: 'creator_listing',
      author: { id: creator.id },
      reportCount: 1,
      item: {
        title: `Sunrise portraits ${word}`,
        excerpt: 'Family sessions in front of the castle.',
        linkPath: `/profile/${creator.id}`,
        contextLabel: 'Creator listing (Photographer, Vlogger)',
        deleted: false,
      },
    });
    expect(entry!.item.imageUrl).toContain(photo);

    const hidden = await decide(ctx, creator.id, 'hide');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await listedFor(ctx, word)).toEqual([]);
    expect(await listedFor(ctx, word, reporter)).toEqual([]);
    const gone = await callAs(ctx, 'GET', `/api/creators/${creator.id}`, reporter);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: { message: CREATOR_NOT_FOUND_MESSAGE } });
    const listing = await callAs(ctx, 'GET', `/api/creators/${creator.id}/listing`);
    expect(listing.json()).toEqual({ creator: null });
    // Nobody else can report it any more (it is not theirs to see).
    const other = await createMember(ctx.db);
    expect((await report(ctx, other, creator.id)).statusCode).toBe(404);

    // Its member and staff still see it.
    expect(await listedFor(ctx, word, creator)).toEqual([creator.id]);
    expect(await listedFor(ctx, word, moderator)).toEqual([creator.id]);
    const own = await callAs(ctx, 'GET', `/api/creators/${creator.id}`, creator);
    expect(own.statusCode, own.body).toBe(200);

    const unhidden = await callAs(
      ctx,
      'POST',
      `/api/admin/moderation/items/creator_listing/${creator.id}/unhide`,
      moderator,
      {},
    );
    expect(unhidden.statusCode, unhidden.body).toBe(200);
    expect(await listedFor(ctx, word)).toEqual([creator.id]);
  });

  it('removed by staff, the listing leaves the directories as when its member opts out', async () => {
    const ctx = context();
    const creator = await createMember(ctx.db);
    const reporter = await createMember(ctx.db);
    const word = uniqueWord();
    await listAs(ctx, creator, word);
    expect((await report(ctx, reporter, creator.id)).statusCode).toBe(201);

    const removed = await decide(ctx, creator.id, 'delete');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ deleted: true, closedReports: 1 });
    expect(await listedFor(ctx, word, reporter)).toEqual([]);
    const own = await callAs(ctx, 'GET', '/api/creators/me', creator);
    expect(ownCreatorSchema.parse(own.json())).toEqual({ creator: null });
    const told = await ctx.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, reporter.id));
    expect(told.map((row) => row.body)).toContain(
      'Thanks for your report. A moderator removed the creator listing.',
    );
    // Removed twice: nothing left to act on.
    expect((await decide(ctx, creator.id, 'delete')).statusCode).toBe(404);
  });

  it("takes a deleted member's listing away (withdrawMemberContent)", async () => {
    const ctx = context();
    const creator = await createMember(ctx.db);
    const word = uniqueWord();
    await listAs(ctx, creator, word);

    const removed = await ctx.db.transaction((tx) =>
      withdrawMemberContent(tx, creator.id, new Date()),
    );
    expect(removed.creator_listing).toBe(1);
    const rows = await ctx.db
      .select({ userId: creatorProfiles.userId })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, creator.id));
    expect(rows).toEqual([]);
    expect(await listedFor(ctx, word)).toEqual([]);
  });
});
