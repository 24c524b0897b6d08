import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { attractionsGuide } from '../common/features/guides/content/attractions.guide';
import type {
  CatalogueItem,
  CataloguePage,
  CreateReviewInput,
  Review,
} from '../common/features/reviews/reviews.contract';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { signUpMember, storeSession, uniqueName, type NewMember } from './session';

/**
 * Browser tests of reviews (issue 13): a member writes a review with a photo and the subject's
 * average, count and distribution change, on its page and on the attractions guide's card
 * (and again on editing and deleting it); a second
 * member marks it helpful; axe on `/reviews` and `/reviews/{slug}` in both themes; 360 px.
 */

const NAMES = { first_name: 'Test', last_name: 'Reviewer' };
/** A page's first load in a fresh browser context, on a machine shared with other runs. */
const FIRST_LOAD = { timeout: 20_000 };

/** The attractions the attractions guide shows as cards (with their live figures). */
const GUIDE_ATTRACTIONS = new Set(
  attractionsGuide.sections.flatMap((section) =>
    section.kind === 'attractions' ? section.items.map((item) => item.name) : [],
  ),
);

/**
 * EPCOT's attractions of the attractions guide in slug order: each test reviews its own one
 * (`index`), so tests running side by side never change each other's figures. One park's
 * attractions fit on one page, so a review moving an entry up the order never changes the list.
 */
async function attraction(request: APIRequestContext, index: number): Promise<CatalogueItem> {
  const response = await request.get('/api/catalogue?kind=attraction&park=EPCOT&limit=50');
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as CataloguePage;
  const slugs = items
    .filter((item) => GUIDE_ATTRACTIONS.has(item.name))
    .map((item) => item.slug)
    .sort();
  expect(slugs.length).toBeGreaterThan(index);
  return subject(request, slugs[index]!);
}

/** `GET /api/catalogue/{slug}` as a visitor: the figures now. */
async function subject(request: APIRequestContext, slug: string): Promise<CatalogueItem> {
  const response = await request.get(`/api/catalogue/${slug}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CatalogueItem;
}

const countOf = (item: CatalogueItem, stars: number) =>
  item.distribution.find((entry) => entry.stars === stars)?.count ?? 0;

/** Writes a review through the API as `author`. */
async function reviewThroughApi(
  request: APIRequestContext,
  author: NewMember,
  slug: string,
  input: Partial<CreateReviewInput> = {},
): Promise<Review> {
  const response = await request.post(`/api/catalogue/${slug}/reviews`, {
    headers: { authorization: `Bearer ${author.token}` },
    data: {
      stars: 5,
      title: 'Pure magic at night',
      body: 'We rode it twice after the fireworks and the wait was short both times.',
      visitMonth: '2025-12',
      partyType: 'family_teens',
      waitMinutes: 20,
      ...input,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Review;
}

/** A page of its own (own storage) signed in as `member`. */
async function pageFor(browser: Browser, member: NewMember): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await storeSession(page, member.session);
  return page;
}

/** A small photo made in the test: a gold band over a blue sky. */
function makePhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 300, height: 200, channels: 3, background: { r: 40, g: 70, b: 170 } },
  })
    .composite([
      {
        input: {
          create: { width: 300, height: 30, channels: 3, background: { r: 250, g: 200, b: 60 } },
        },
        top: 150,
        left: 0,
      },
    ])
    .jpeg()
    .toBuffer();
}

const rating = (page: Page) => page.getByTestId('subject-rating');
const distributionRow = (page: Page, stars: number) =>
  page
    .getByTestId('rating-distribution')
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${stars} stars?`) });

/** The page shows the subject's figures as the API gives them now. */
async function expectFigures(page: Page, request: APIRequestContext, slug: string) {
  const now = await subject(request, slug);
  const sentence =
    now.reviewCount === 0
      ? 'No reviews yet'
      : `Rated ${now.averageRating!.toFixed(1)} out of 5 from ${now.reviewCount.toLocaleString('en-US')} ${now.reviewCount === 1 ? 'review' : 'reviews'}`;
  await expect(rating(page)).toContainText(sentence);
  for (const stars of [1, 2, 3, 4, 5]) {
    await expect(distributionRow(page, stars)).toContainText(`(${countOf(now, stars)} review`);
  }
  return now;
}

test.describe('reviews', () => {
  test('a member writes a review with a photo, the figures change, a second member finds it helpful, then it is edited and deleted', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(150_000);
    const ana = await signUpMember(request, uniqueName('ana_'), NAMES);
    const ben = await signUpMember(request, uniqueName('ben_'), NAMES);
    const before = await attraction(request, 0);
    const slug = before.slug;
    const title = uniqueName('Dark, fast and fun ');

    // A visitor reads the page and is asked to sign in to write.
    await page.goto(`/reviews/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: before.name })).toBeVisible(
      FIRST_LOAD,
    );
    await expect(page.getByRole('link', { name: 'Sign In to write a review' })).toBeVisible();
    await expectFigures(page, request, slug);

    // Ana opens the form; sending it empty shows the contract's messages and focuses the stars.
    const anaPage = await pageFor(browser, ana);
    await anaPage.goto(`/reviews/${slug}`);
    await expect(anaPage.getByRole('heading', { level: 1, name: before.name })).toBeVisible(
      FIRST_LOAD,
    );
    await anaPage.getByRole('button', { name: 'Write a review' }).click();
    const form = anaPage.getByRole('form', { name: 'Write a review' });
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(
      form.getByText('Choose a rating from 1 to 5 stars', { exact: true }),
    ).toBeVisible();
    await expect(
      form.getByText('Your review must be at least 20 characters', { exact: true }),
    ).toBeVisible();
    await expect(form.getByRole('radio', { name: '1 star: Terrible' })).toBeFocused();
    // The stars are a radio group: the arrow keys choose.
    await anaPage.keyboard.press('ArrowRight');
    await anaPage.keyboard.press('ArrowRight');
    await anaPage.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: '4 stars: Very good' })).toBeChecked();

    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    const body = form.getByRole('textbox', { name: 'Your review' });
    await body.fill('Too short');
    await expect(form.getByText('9 / 5,000')).toBeVisible();
    await body.fill('Still a thrill after all these years: dark, fast and great fun for teens.');
    await form.getByLabel('Month of your visit').fill('2025-10');
    await form.getByLabel('Who you went with').selectOption('couple');
    await form.getByRole('spinbutton', { name: 'Wait time in minutes (optional)' }).fill('35');
    await form.getByLabel('Add photos to your review').setInputFiles({
      name: 'ride.jpg',
      mimeType: 'image/jpeg',
      buffer: await makePhoto(),
    });
    await expect(form.getByText('1 of 4 photos ready')).toBeVisible();
    await form.getByRole('button', { name: /^Add a description to photo 1/ }).click();
    await form.getByRole('textbox', { name: /^Description of photo 1/ }).fill('The ride at night');
    await form.getByRole('button', { name: 'Save description' }).click();
    await expect(
      form.getByRole('button', { name: /^Edit the description of photo 1/ }),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(form).toBeHidden();

    // The review is there, and the figures changed: one more review, one more 4-star.
    const card = anaPage.getByTestId('review-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Visited October 2025');
    await expect(card).toContainText('Couple');
    await expect(card).toContainText('Waited 35 min');
    await expect(card.getByRole('button', { name: 'Helpful' })).toHaveCount(0);
    await expect(
      anaPage.getByRole('button', { name: 'Edit your review', exact: true }),
    ).toBeVisible();
    await expect(anaPage.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
    await expect
      .poll(async () => (await subject(request, slug)).reviewCount)
      .toBe(before.reviewCount + 1);
    const written = await expectFigures(anaPage, request, slug);
    expect(countOf(written, 4)).toBe(countOf(before, 4) + 1);

    // The attractions guide's card shows the new figures and links the review page.
    await anaPage.goto('/disney-attractions');
    const guideLink = anaPage.getByRole('link', { name: before.name, exact: true });
    const guideCard = anaPage.getByRole('listitem').filter({ has: guideLink });
    await expect(guideCard).toContainText(
      `${written.averageRating!.toFixed(1)} out of 5(${written.reviewCount} ${written.reviewCount === 1 ? 'review' : 'reviews'})`,
      FIRST_LOAD,
    );
    await guideLink.click();
    await expect(anaPage).toHaveURL(new RegExp(`/reviews/${slug}$`));
    await expect(anaPage.getByRole('heading', { level: 1, name: before.name })).toBeVisible(
      FIRST_LOAD,
    );

    // The photo opens in the viewer with its description.
    await card.getByRole('button', { name: 'The ride at night' }).click();
    await expect(
      anaPage.getByRole('dialog').getByRole('img', { name: 'The ride at night' }),
    ).toBeVisible();
    // The viewer is ready for keys once it holds the focus (it loads on first use).
    await expect
      .poll(() => anaPage.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]'))))
      .toBe(true);
    await anaPage.keyboard.press('Escape');
    await expect(anaPage.getByRole('dialog')).toBeHidden();

    // Ben marks it helpful; his vote stays after a reload.
    const benPage = await pageFor(browser, ben);
    await benPage.goto(`/reviews/${slug}?sort=newest`);
    const benCard = benPage.getByTestId('review-card').filter({ hasText: title });
    await expect(benCard).toBeVisible(FIRST_LOAD);
    const helpful = benCard.getByRole('button', { name: 'Helpful' });
    await expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await helpful.click();
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await expect(benCard.getByTestId('helpful-count')).toHaveText('1 person found this helpful');
    await benPage.reload();
    await expect(benCard.getByRole('button', { name: 'Helpful' })).toHaveAttribute(
      'aria-pressed',
      'true',
      FIRST_LOAD,
    );
    await anaPage.reload();
    await expect(card.getByTestId('helpful-count')).toHaveText(
      '1 person found this helpful',
      FIRST_LOAD,
    );

    // Ana edits her review to two stars: the distribution moves.
    await anaPage.getByRole('button', { name: 'Edit your review', exact: true }).click();
    const editForm = anaPage.getByRole('form', { name: 'Edit your review' });
    await expect(editForm.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await editForm.getByRole('radio', { name: '2 stars: Poor' }).check();
    await editForm.getByRole('button', { name: 'Save changes' }).click();
    await expect(editForm).toBeHidden();
    await expect
      .poll(async () => countOf(await subject(request, slug), 2))
      .toBe(countOf(before, 2) + 1);
    const edited = await expectFigures(anaPage, request, slug);
    expect(countOf(edited, 4)).toBe(countOf(before, 4));
    expect(edited.reviewCount).toBe(before.reviewCount + 1);

    // The catalogue lists it with its figures and the newest review.
    await anaPage.goto(`/reviews?q=${encodeURIComponent(before.name)}`);
    const catalogueCard = anaPage
      .getByRole('list', { name: 'Things to review' })
      .getByRole('article')
      .filter({ has: anaPage.getByRole('link', { name: before.name, exact: true }) });
    await expect(catalogueCard).toContainText(
      `Rated ${edited.averageRating!.toFixed(1)} out of 5 from ${edited.reviewCount}`,
      FIRST_LOAD,
    );
    await expect(catalogueCard).toContainText(title);
    await expect(
      anaPage.getByRole('list', { name: 'Recent reviews' }).getByRole('heading', { name: title }),
    ).toBeVisible();

    // Deleting it puts the figures back.
    await anaPage.goto(`/reviews/${slug}`);
    await card.getByRole('button', { name: /^Delete your review “/ }).click();
    const confirm = anaPage.getByRole('dialog', { name: `Delete your review of ${before.name}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
    await expect(anaPage.getByRole('button', { name: 'Write a review' })).toBeVisible();
    const after = await expectFigures(anaPage, request, slug);
    expect(after.reviewCount).toBe(before.reviewCount);

    expect(consoleErrors).toEqual([]);
    await anaPage.context().close();
    await benPage.context().close();
  });
});

for (const [index, theme] of (['light', 'dark'] as const).entries()) {
  test.describe(`reviews (${theme} theme)`, () => {
    test.use({ colorScheme: theme });

    test('/reviews and /reviews/{slug} have no axe violations', async ({ page, request }) => {
      const author = await signUpMember(request, uniqueName('eve_'), NAMES);
      const reader = await signUpMember(request, uniqueName('fay_'), NAMES);
      const item = await attraction(request, 1 + index);
      const title = uniqueName('Axe check ');
      await reviewThroughApi(request, author, item.slug, { title });

      await storeSession(page, reader.session);
      await page.goto('/reviews');
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expect(page.getByRole('list', { name: 'Things to review' })).toBeVisible(FIRST_LOAD);
      await expect(page.getByRole('list', { name: 'Recent reviews' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(`/reviews/${item.slug}`);
      await expect(page.getByTestId('review-card').filter({ hasText: title })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Write a review' }).click();
      const form = page.getByRole('form', { name: 'Write a review' });
      await form.getByRole('button', { name: 'Post review' }).click();
      await expect(
        form.getByText('Choose a rating from 1 to 5 stars', { exact: true }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the review pages fit, and the form is usable', async ({ page, request }) => {
    const author = await signUpMember(request, uniqueName('gus_'), NAMES);
    const reader = await signUpMember(request, uniqueName('hal_'), NAMES);
    const item = await attraction(request, 3);
    await reviewThroughApi(request, author, item.slug, {
      title: 'A very long title to see how the review card wraps on a small phone',
    });
    const fits = async () => {
      const [width, wide] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > 361)
          .slice(0, 5)
          .map((element) => `${element.tagName}.${element.className}`),
      ]);
      expect(width, `no horizontal scrolling (wide: ${String(wide)})`).toBeLessThanOrEqual(360);
    };

    await storeSession(page, reader.session);
    await page.goto('/reviews');
    await expect(page.getByRole('list', { name: 'Things to review' })).toBeVisible(FIRST_LOAD);
    await fits();
    await page.goto(`/reviews/${item.slug}`);
    await expect(page.getByTestId('review-card').first()).toBeVisible();
    await fits();
    await page.getByRole('button', { name: 'Write a review' }).click();
    const form = page.getByRole('form', { name: 'Write a review' });
    await expect(form.getByRole('textbox', { name: 'Title' })).toBeVisible();
    await fits();
    await expectNoAxeViolations(page);
  });
});
