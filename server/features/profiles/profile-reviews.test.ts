import { expect, it } from 'vitest';
import {
  reviewPageSchema,
  reviewSchema,
  type Review,
  type ReviewPage,
} from '../../../common/features/reviews/reviews.contract';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { createMember, type TestMember } from '../../test/sign-in';
import { callAs } from '../../test/groups-test-support';

async function reviewAs(
  ctx: TestContext,
  author: TestMember,
  slug: string,
  title: string,
): Promise<Review> {
  await ctx.app.rateLimiter.reset(`reviews:create:${author.id}`);
  const res = await callAs(ctx, 'POST', `/api/catalogue/${slug}/reviews`, author, {
    stars: 4,
    title,
    body: 'A review long enough to be one, for the profile tab.',
    visitMonth: '2025-02',
    partyType: 'solo',
  });
  expect(res.statusCode, res.body).toBe(201);
  return reviewSchema.parse(res.json());
}

async function pageOf(
  ctx: TestContext,
  memberId: string,
  viewer: TestMember | null,
  query = '',
): Promise<ReviewPage> {
  const res = await callAs(ctx, 'GET', `/api/profiles/${memberId}/reviews${query}`, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return reviewPageSchema.parse(res.json());
}

describeEachDatabase("a profile's Reviews tab (GET /api/profiles/{id}/reviews)", (context) => {
  it("pages through a member's live reviews, newest first, each naming its subject", async () => {
    const ctx = context();
    const author = await createMember(ctx.db);
    const someoneElse = await createMember(ctx.db);
    const first = await reviewAs(ctx, author, 'space-mountain', 'First of three');
    const second = await reviewAs(ctx, author, 'haunted-mansion', 'Second of three');
    const third = await reviewAs(ctx, author, 'avatar-flight-of-passage', 'Third of three');
    await reviewAs(ctx, someoneElse, 'space-mountain', 'Not on this profile');

    const one = await pageOf(ctx, author.id, null, '?limit=2');
    expect(one.items.map((review) => review.id)).toEqual([third.id, second.id]);
    expect(one.items[1]).toMatchObject({
      subject: { slug: 'haunted-mansion', name: 'Haunted Mansion' },
      author: { id: author.id, username: author.username },
      viewer: { isAuthor: false, canEdit: false },
    });
    expect(one.nextCursor).not.toBeNull();
    const two = await pageOf(
      ctx,
      author.id,
      null,
      `?limit=2&cursor=${encodeURIComponent(one.nextCursor!)}`,
    );
    expect(two.items.map((review) => review.id)).toEqual([first.id]);
    expect(two.nextCursor).toBeNull();

    // The author's own view says so; a deleted review leaves the tab.
    expect((await pageOf(ctx, author.id, author)).items[0]?.viewer).toMatchObject({
      isAuthor: true,
      canEdit: true,
    });
    expect((await callAs(ctx, 'DELETE', `/api/reviews/${second.id}`, author)).statusCode).toBe(204);
    expect((await pageOf(ctx, author.id, null)).items.map((review) => review.id)).toEqual([
      third.id,
      first.id,
    ]);
  });

  it('is empty for a member without reviews, and 404 for no member', async () => {
    const ctx = context();
    const quiet = await createMember(ctx.db);
    expect(await pageOf(ctx, quiet.id, null)).toEqual({ items: [], nextCursor: null });
    const missing = await callAs(ctx, 'GET', `/api/profiles/${crypto.randomUUID()}/reviews`);
    expect(missing.statusCode).toBe(404);
    expect((await callAs(ctx, 'GET', '/api/profiles/not-a-uuid/reviews')).statusCode).toBe(404);
  });

  it('shows nothing of a member blocked either way', async () => {
    const ctx = context();
    const author = await createMember(ctx.db);
    const blocker = await createMember(ctx.db);
    await reviewAs(ctx, author, 'space-mountain', 'Hidden from the blocker');
    const block = await callAs(ctx, 'PUT', `/api/profiles/${author.id}/block`, blocker);
    expect(block.statusCode, block.body).toBe(200);
    expect((await pageOf(ctx, author.id, blocker)).items).toEqual([]);
    expect((await pageOf(ctx, author.id, null)).items).toHaveLength(1);
  });
});
