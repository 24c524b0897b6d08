import { expect, it } from 'vitest';
import {
  reviewSchema,
  type CreateReviewInput,
  type Review,
} from '../../../common/features/reviews/reviews.contract';
import {
  searchResponseSchema,
  type ReviewSearchPage,
} from '../../../common/features/search/search.contract';
import { serviceRoleToken } from '../../test/auth-admin-support';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { createMember, type TestMember } from '../../test/sign-in';
import { callAs } from '../../test/groups-test-support';
import { encodePostCursor } from './search-cursor';

async function reviewAs(
  ctx: TestContext,
  author: TestMember,
  slug: string,
  overrides: Partial<CreateReviewInput> = {},
): Promise<Review> {
  await ctx.app.rateLimiter.reset(`reviews:create:${author.id}`);
  const res = await callAs(ctx, 'POST', `/api/catalogue/${slug}/reviews`, author, {
    stars: 4,
    title: 'A fine evening',
    body: 'We rode it twice in one evening and loved every second of it.',
    visitMonth: '2025-03',
    partyType: 'couple',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return reviewSchema.parse(res.json());
}

async function searchReviews(
  ctx: TestContext,
  q: string,
  viewer: TestMember | null,
  extra = '',
): Promise<ReviewSearchPage> {
  const res = await callAs(
    ctx,
    'GET',
    `/api/search?type=reviews&q=${encodeURIComponent(q)}${extra}`,
    viewer ?? undefined,
  );
  expect(res.statusCode, res.body).toBe(200);
  const page = searchResponseSchema.parse(res.json());
  expect(page.type).toBe('reviews');
  return page as ReviewSearchPage;
}

const matched = (parts: { text: string; isMatch: boolean }[]) =>
  parts.filter((part) => part.isMatch).map((part) => part.text.toLowerCase());

describeEachDatabase("search's reviews tab", (context) => {
  it('finds reviews by title, text and subject, marks the matches, pages with a cursor', async () => {
    const ctx = context();
    const author = await createMember(ctx.db);
    const other = await createMember(ctx.db);
    const byTitle = await reviewAs(ctx, author, 'space-mountain', {
      stars: 5,
      title: 'Glimmerwhisk in the dark',
      body: 'Pitch black coaster, a little rough but so much fun with the kids.',
    });
    const byText = await reviewAs(ctx, other, 'space-mountain', {
      stars: 3,
      title: 'Rough ride',
      body: 'The <b>queue</b> had a glimmerwhisk theme that we loved, the ride itself was short.',
    });

    const found = await searchReviews(ctx, 'glimmerwhisk', null);
    // The title weighs more than the text.
    expect(found.items.map((item) => item.id)).toEqual([byTitle.id, byText.id]);
    expect(found.items[0]).toMatchObject({
      stars: 5,
      title: 'Glimmerwhisk in the dark',
      subject: { slug: 'space-mountain', name: 'Space Mountain' },
      path: '/reviews/space-mountain',
      author: { id: author.id, username: author.username },
    });
    expect(matched(found.items[0]!.titleParts)).toEqual(['glimmerwhisk']);
    expect(matched(found.items[1]!.snippet)).toEqual(['glimmerwhisk']);
    // Member text comes back as written, as text.
    expect(found.items[1]!.snippet.map((part) => part.text).join('')).toContain('<b>queue</b>');

    // By the subject's name.
    const bySubject = await searchReviews(ctx, 'space mountain', null);
    expect(bySubject.items.map((item) => item.id).sort()).toEqual([byTitle.id, byText.id].sort());

    // Pages: one at a time, the cursor leads to the second and last.
    const first = await searchReviews(ctx, 'glimmerwhisk', null, '&limit=1');
    expect(first.items.map((item) => item.id)).toEqual([byTitle.id]);
    expect(first.nextCursor).not.toBeNull();
    const second = await searchReviews(
      ctx,
      'glimmerwhisk',
      null,
      `&limit=1&cursor=${first.nextCursor}`,
    );
    expect(second.items.map((item) => item.id)).toEqual([byText.id]);
    expect(second.nextCursor).toBeNull();

    // A posts cursor is not a reviews cursor; a query of stop words finds nothing.
    const postsCursor = encodePostCursor({
      rank: 0.1,
      createdAt: '2025-01-01T00:00:00Z',
      id: byText.id,
    });
    const wrong = await callAs(
      ctx,
      'GET',
      `/api/search?type=reviews&q=glimmerwhisk&cursor=${postsCursor}`,
    );
    expect(wrong.statusCode).toBe(400);
    expect((await searchReviews(ctx, 'the and of', null)).items).toEqual([]);
  });

  it('leaves out deleted reviews', async () => {
    const ctx = context();
    const author = await createMember(ctx.db);
    const kept = await reviewAs(ctx, author, 'space-mountain', { title: 'Quasarfrond magic' });
    const gone = await reviewAs(ctx, author, 'haunted-mansion', { title: 'Quasarfrond ghosts' });
    expect((await searchReviews(ctx, 'quasarfrond', null)).items).toHaveLength(2);
    const removed = await callAs(ctx, 'DELETE', `/api/reviews/${gone.id}`, author);
    expect(removed.statusCode, removed.body).toBe(204);
    for (const viewer of [null, author]) {
      const page = await searchReviews(ctx, 'quasarfrond', viewer);
      expect(page.items.map((item) => item.id)).toEqual([kept.id]);
    }
  });

  it('hides the reviews of a member blocked either way, from both of them', async () => {
    const ctx = context();
    const author = await createMember(ctx.db);
    const blocker = await createMember(ctx.db);
    const blocked = await createMember(ctx.db);
    const bystander = await createMember(ctx.db);
    const review = await reviewAs(ctx, author, 'space-mountain', { title: 'Zephyrlume coaster' });
    const ownOfBlocker = await reviewAs(ctx, blocker, 'space-mountain', {
      title: 'Zephyrlume again',
    });
    for (const [who, whom] of [
      [blocker, author],
      [author, blocked],
    ] as const) {
      const res = await callAs(ctx, 'PUT', `/api/profiles/${whom.id}/block`, who);
      expect(res.statusCode, res.body).toBe(200);
    }
    const idsFor = async (viewer: TestMember | null) =>
      (await searchReviews(ctx, 'zephyrlume', viewer)).items.map((item) => item.id).sort();
    expect(await idsFor(blocker)).toEqual([ownOfBlocker.id]);
    expect(await idsFor(blocked)).toEqual([ownOfBlocker.id]);
    expect(await idsFor(author)).toEqual([review.id]);
    expect(await idsFor(bystander)).toEqual([review.id, ownOfBlocker.id].sort());
    expect(await idsFor(null)).toEqual([review.id, ownOfBlocker.id].sort());
  });

  it('takes any text as words, never as syntax or HTML', async () => {
    const ctx = context();
    const author = await createMember(ctx.db);
    await reviewAs(ctx, author, 'space-mountain', {
      title: 'Nebulaquill <script>alert(1)</script>',
      body: 'A <b>bold</b> claim & a "quoted" one: -minus | pipe ! bang, and more text here.',
    });
    for (const q of [
      '"nebulaquill',
      'nebulaquill -',
      '<script>',
      'a | b & !c',
      "o'brien:*",
      '(((',
    ]) {
      const res = await callAs(ctx, 'GET', `/api/search?type=reviews&q=${encodeURIComponent(q)}`);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    }
    const page = await searchReviews(ctx, 'nebulaquill', null);
    expect(page.items[0]!.titleParts.map((part) => part.text).join('')).toBe(
      'Nebulaquill <script>alert(1)</script>',
    );
  });

  it('answers visitors, members, staff and the service role alike (a public read)', async () => {
    const ctx = context();
    const member = await createMember(ctx.db);
    const admin = await createMember(ctx.db, { isAdmin: true });
    const service = { authorization: `Bearer ${await serviceRoleToken()}` };
    for (const headers of [{}, member.headers, admin.headers, service]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/search?type=reviews&q=castle',
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
  });
});
