import { expect, it } from 'vitest';
import type { PageData } from '../../../common/features/pages/page-data';
import {
  catalogueSlug,
  CATALOGUE_ITEM_NOT_FOUND_MESSAGE,
  type CreateReviewInput,
} from '../../../common/features/reviews/reviews.contract';
import { PAGE_DATA_ELEMENT_ID } from '../../../common/features/pages/page-data';
import { describeEachDatabase, testConfig, type TestContext } from '../../test/build-test-app';
import { crawl, structuredDataOfType } from '../../test/crawler';
import { createMember, type TestMember } from '../../test/sign-in';
import { callAs } from '../../test/groups-test-support';

const SITE_URL = testConfig().siteUrl;

const ATTRACTION = 'Space Mountain';
const RESTAURANT = 'Be Our Guest Restaurant';

async function reviewAs(
  ctx: TestContext,
  author: TestMember,
  slug: string,
  overrides: Partial<CreateReviewInput> = {},
): Promise<{ id: string }> {
  await ctx.app.rateLimiter.reset(`reviews:create:${author.id}`);
  const res = await callAs(ctx, 'POST', `/api/catalogue/${slug}/reviews`, author, {
    stars: 5,
    title: 'Worth the wait',
    body: 'We rode it twice in one evening and loved every second of it.',
    visitMonth: '2025-03',
    partyType: 'family_young',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>();
}

const pageDataOf = (html: string) =>
  JSON.parse(
    new RegExp(
      `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`,
    ).exec(html)![1]!,
  ) as PageData;

/**
 * The review pages as a crawler without JavaScript reads them (issue 13): the subject's facts,
 * figures and first reviews, metadata, share card and JSON-LD; 404 noindex for an unknown slug.
 */
describeEachDatabase('review pages (server-rendered)', (ctx) => {
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('renders a subject with its facts, figures, first reviews, metadata, card and JSON-LD', async () => {
    const slug = catalogueSlug(ATTRACTION);
    const ana = await createMember(ctx().db, { username: 'coaster_ana' });
    const ben = await createMember(ctx().db, { username: 'dark_ride_ben' });
    await reviewAs(ctx(), ana, slug, {
      stars: 5,
      title: 'Still the <best> coaster',
      body: 'In the dark & fast: we rode it three times and the wait never passed 30 minutes.',
    });
    await reviewAs(ctx(), ben, slug, {
      stars: 4,
      title: 'Rough but fun',
      body: 'A bumpy ride in the dark, but the kids loved it and asked to go again at once.',
    });

    const res = await get(`/reviews/${slug.toUpperCase()}?sort=newest`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const page = crawl(res.body);
    expect(page.title).toBe(`${ATTRACTION} reviews | Magic Community`);
    expect(page.description).toBe(
      `Rated 4.5 out of 5 from 2 reviews. Honest reviews of ${ATTRACTION} by Walt Disney World fans.`,
    );
    expect(page.robots).toContain('index, follow');
    expect(page.canonical).toBe(`${SITE_URL}/reviews/${slug}`);
    expect(page.ogImage).toBe(`${SITE_URL}/og/reviews/${slug}.png`);
    expect(page.twitterCard).toBe('summary_large_image');
    // The visible HTML: name, facts, figures and the reviews, escaped.
    expect(res.body).toContain(`>${ATTRACTION}</h1>`);
    expect(res.body).not.toContain('<best>');
    for (const text of [
      'Typical wait',
      'Height requirement',
      'Rated 4.5 out of 5 from 2 reviews',
      'Still the <best> coaster',
      'In the dark & fast',
      'Rough but fun',
      'coaster_ana',
    ]) {
      expect(page.text).toContain(text);
    }
    // JSON-LD: the attraction with its members' rating and the reviews of the default order.
    const subject = structuredDataOfType(page, 'TouristAttraction');
    expect(subject).toMatchObject({
      name: ATTRACTION,
      url: `${SITE_URL}/reviews/${slug}`,
      containedInPlace: { '@type': 'AmusementPark', name: 'Magic Kingdom' },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
    });
    const quoted = subject!.review as Record<string, unknown>[];
    expect(quoted).toHaveLength(2);
    expect(quoted).toContainEqual(
      expect.objectContaining({
        '@type': 'Review',
        name: 'Still the <best> coaster',
        reviewBody: expect.stringContaining('In the dark & fast') as unknown,
        datePublished: expect.any(String) as unknown,
        author: { '@type': 'Person', name: 'coaster_ana', url: `${SITE_URL}/profile/${ana.id}` },
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      }),
    );
    expect(structuredDataOfType(page, 'BreadcrumbList')).toBeDefined();
    // The app takes over at once from what the visitor was shown.
    expect(res.body).toContain('<div id="root" data-app-takeover="now">');
    const data = pageDataOf(res.body);
    expect(data).toMatchObject({ kind: 'review-subject', query: 'sort=newest' });
    if (data.kind !== 'review-subject') throw new Error('wrong page data');
    expect(data.item).toMatchObject({ slug, reviewCount: 2, averageRating: 4.5, myReviewId: null });
    expect(data.reviews.items.map((review) => review.title)).toEqual([
      'Rough but fun',
      'Still the <best> coaster',
    ]);

    const card = await get(`/og/reviews/${slug}.png`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await get('/og/reviews/no-such-thing.png')).statusCode).toBe(404);
  });

  it('gives a subject without reviews no AggregateRating, and restaurants their business type', async () => {
    const slug = catalogueSlug(RESTAURANT);
    const page = crawl((await get(`/reviews/${slug}`)).body);
    expect(page.description).toBe(
      `No reviews yet. Honest reviews of ${RESTAURANT} by Walt Disney World fans.`,
    );
    const subject = structuredDataOfType(page, 'Restaurant');
    expect(subject).toMatchObject({
      name: RESTAURANT,
      servesCuisine: expect.any(String) as unknown,
      address: { '@type': 'PostalAddress', addressRegion: 'FL' },
    });
    expect(subject).not.toHaveProperty('aggregateRating');
    expect(subject).not.toHaveProperty('review');
    expect(page.text).toContain('No reviews yet');
  });

  it('answers an unknown slug with a 404 noindex page', async () => {
    for (const path of ['/reviews/no-such-thing', '/reviews/Not%20A%20Slug']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const page = crawl(res.body);
      expect(page.robots).toBe('noindex, follow');
      expect(page.title).toBe(`${CATALOGUE_ITEM_NOT_FOUND_MESSAGE} | Magic Community`);
      expect(page.text).toContain(CATALOGUE_ITEM_NOT_FOUND_MESSAGE);
      expect(page.structuredData).toEqual([]);
      expect(res.body).not.toContain('data-app-takeover');
    }
  });

  it('renders /reviews with the catalogue, the recent reviews and a CollectionPage', async () => {
    const author = await createMember(ctx().db, { username: 'review_rhea' });
    await reviewAs(ctx(), author, catalogueSlug('Haunted Mansion'), {
      title: 'Grim grinning ghosts',
      stars: 3,
    });
    const res = await get('/reviews?kind=attraction&sort=bogus');
    expect(res.statusCode).toBe(200);
    const page = crawl(res.body);
    expect(page.title).toBe('Reviews | Magic Community');
    expect(page.description?.length).toBeGreaterThan(20);
    expect(page.canonical).toBe(`${SITE_URL}/reviews`);
    expect(page.ogImage).toBe(`${SITE_URL}/og/site.png`);
    expect(page.text).toContain('Haunted Mansion');
    expect(page.text).toContain('Grim grinning ghosts');
    expect(page.text).toContain('Space Mountain');
    expect(page.text).not.toContain('Be Our Guest'); // a restaurant: filtered out
    expect(structuredDataOfType(page, 'CollectionPage')).toBeDefined();
    const list = structuredDataOfType(page, 'ItemList') as {
      itemListElement: { name: string; url: string }[];
    };
    expect(list.itemListElement).toContainEqual(
      expect.objectContaining({
        name: 'Haunted Mansion',
        url: `${SITE_URL}/reviews/haunted-mansion`,
      }),
    );
    expect(pageDataOf(res.body)).toMatchObject({ kind: 'reviews', query: 'kind=attraction' });
  });
});
