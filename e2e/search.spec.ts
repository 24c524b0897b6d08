import { expectNoAxeViolations } from './axe';
import { expect, test, waitForShell } from './fixtures';
import { createPostThroughApi } from './posts-api';
import { createReviewThroughApi } from './review-api';
import { signUpInBrowser, signUpMember, uniqueName } from './session';
import type { APIRequestContext } from '@playwright/test';

/**
 * Issue 6's search in Chromium: the header's box finds a post by a word in it, the word is
 * highlighted, member HTML stays text, more results load on demand, the tabs and the text stay
 * in the address, people are found despite a typo.
 */

test('the header search finds a post by a word in it and highlights the word', async ({
  page,
  consoleErrors,
}) => {
  const username = uniqueName('seeker_');
  const word = uniqueName('sparklewing');
  const { token } = await signUpInBrowser(page, username);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Twelve posts hold the word; the newest also holds HTML that must stay text. A new member
  // publishes at most 10 posts a day (issue 15's trust rules): another new member writes half.
  const other = await signUpMember(page.request, uniqueName('seeker_'));
  for (let n = 1; n <= 11; n += 1) {
    await createPostThroughApi(page.request, n % 2 === 0 ? token : other.token, {
      body: `Parade day ${n}: the ${word} float waved at us`,
    });
  }
  await createPostThroughApi(page.request, token, {
    body: `<img src=x onerror="alert(1)"> ${word} <script>alert(2)</script>`,
  });

  await page.goto('/reviews');
  await waitForShell(page);
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill(`  ${word} `);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${word}”`);

  const results = page.getByRole('region', { name: 'Posts found' });
  const cards = results.getByRole('article');
  await expect(cards).toHaveCount(10);
  await expect(results.locator('mark', { hasText: word })).toHaveCount(10);
  const htmlPost = cards.filter({ hasText: '<script>alert(2)</script>' });
  await expect(htmlPost).toHaveCount(1);
  await expect(htmlPost).toContainText('<img src=x onerror="alert(1)">');
  await expect(htmlPost.locator('mark')).toHaveText(word);
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Show more results' }).click();
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Show more results' })).toHaveCount(0);

  // People: the tab is kept in the address, and a typo still finds the member.
  await page.getByRole('textbox', { name: 'Words to find' }).fill(`${username}x`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('tab', { name: 'People' }).click();
  await expect(page).toHaveURL(/type=people/);
  await expect(page.getByRole('link', { name: `${username}, view profile` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'People', selected: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `${username}, view profile` })).toBeVisible();

  expect(dialogs).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the results page without text invites a search, and says when nothing matches', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible();
  await page.goto(`/search?q=${uniqueName('nothingmatches')}`);
  await expect(page.getByRole('heading', { name: 'No results' })).toBeVisible();
  await page.getByRole('tab', { name: 'Groups' }).click();
  await expect(page.getByRole('heading', { name: 'No results' })).toBeVisible();
  await expect(page.getByText('No group’s name or description matches')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the Reviews tab finds a review by a word of its title, with its stars, subject and author', async ({
  page,
  consoleErrors,
}) => {
  const critic = await signUpInBrowser(page, uniqueName('critic_'));
  const word = uniqueName('starwhisk');
  await createReviewThroughApi(page.request, critic.token, 'space-mountain', {
    stars: 5,
    title: `The ${word} coaster`,
    body: 'Dark, fast and over far too soon: we queued again right away.',
  });

  await page.goto(`/search?q=${word}`);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/type=reviews/);
  const results = page.getByRole('region', { name: 'Reviews found' });
  const card = results.getByRole('article', { name: `The ${word} coaster` });
  await expect(card).toBeVisible();
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(card.locator('mark')).toHaveText(word);
  await expect(card.getByText('Rated 5 out of 5')).toBeAttached();
  await expect(card).toContainText('Dark, fast and over far too soon');
  await expect(card.getByRole('link', { name: 'Space Mountain' })).toHaveAttribute(
    'href',
    '/reviews/space-mountain',
  );
  await expect(card.getByRole('link', { name: critic.username })).toHaveAttribute(
    'href',
    `/profile/${critic.id}`,
  );
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Reviews', selected: true })).toBeVisible();
  await expect(card).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

/** A word of letters only, found nowhere else (no digits to share with the specs' usernames). */
function uniqueWord(prefix: string): string {
  const letters = Array.from({ length: 10 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  );
  return `${prefix}${letters.join('')}`;
}

/** A checklist made through `POST /api/checklists` as the holder of `token`; its id. */
async function createChecklist(
  request: APIRequestContext,
  token: string,
  checklist: { title: string; description?: string; visibility: 'private' | 'public' },
): Promise<string> {
  const response = await request.post('/api/checklists', {
    headers: { authorization: `Bearer ${token}` },
    data: checklist,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('the Checklists, Tips and Guides tabs find a public checklist, a tip and a guide page, with counts on every tab', async ({
  page,
  consoleErrors,
}) => {
  const packer = await signUpInBrowser(page, uniqueName('packer_'));
  const word = uniqueWord('lantern');
  const checklistId = await createChecklist(page.request, packer.token, {
    title: `The ${word} packing list`,
    description: 'Ponchos, chargers and a spare pair of socks.',
    visibility: 'public',
  });
  // A private checklist with the same word is never found.
  await createChecklist(page.request, packer.token, {
    title: `My secret ${word} list`,
    visibility: 'private',
  });
  const tip = await page.request.post('/api/tips', {
    headers: { authorization: `Bearer ${packer.token}` },
    data: { category: 'insider', body: `Bring a ${word} for the walk back after the fireworks.` },
  });
  expect(tip.status(), await tip.text()).toBe(201);

  await page.goto(`/search?q=${word}`);
  const tabs = page.getByRole('tablist', { name: 'Kind of result' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Posts0',
    'People0',
    'Groups0',
    'Reviews0',
    'Checklists1',
    'Trip reports0',
    'Tips1',
    'Events0',
    'Contests0',
    'Creators0',
    'Guides0',
  ]);
  await expect(page.getByRole('tab', { name: 'Checklists, 1 result' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Posts, 0 results', selected: true })).toBeVisible();

  // Posts has none: the tab says where the results are (a tie goes to the first tab) and opens it.
  await expect(page.getByText('No posts — 1 checklist matches')).toBeVisible();
  await page.getByRole('button', { name: 'Show 1 checklist' }).click();
  await expect(page).toHaveURL(/type=checklists/);
  await expect(page.getByRole('tab', { name: /^Checklists/, selected: true })).toBeFocused();
  const checklists = page.getByRole('region', { name: 'Checklists found' });
  const checklistCard = checklists.getByRole('link', { name: `The ${word} packing list` });
  await expect(checklistCard).toHaveAttribute('href', `/checklist/${checklistId}`);
  await expect(checklists.getByRole('link')).toHaveCount(1);
  await expect(checklistCard.locator('mark')).toHaveText(word);
  await expect(checklistCard).toContainText(packer.username);
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: /^Tips/ }).click();
  await expect(page).toHaveURL(/type=tips/);
  const tips = page.getByRole('region', { name: 'Tips found' });
  await expect(tips.getByRole('link')).toHaveCount(1);
  await expect(tips.getByRole('link')).toContainText('for the walk back after the fireworks');
  await expect(tips.locator('mark').first()).toHaveText(word);
  const tipId = ((await tip.json()) as { id: string }).id;
  await expect(tips.getByRole('link')).toHaveAttribute('href', `/tips?tip=${tipId}`);
  // Tips have no page of their own: the link shows the tip first on /tips.
  await tips.getByRole('link').click();
  const linked = page.getByRole('region', { name: 'Linked tip' });
  await expect(linked.getByTestId('tip-card')).toContainText(
    'for the walk back after the fireworks',
  );
  await page.goBack();

  // The guide pages are found by their words, and the card opens the page.
  await page.goto('/search?q=photography&type=guides');
  await expect(page.getByRole('tab', { name: /^Guides/, selected: true })).toBeVisible();
  const guides = page.getByRole('region', { name: 'Guides found' });
  const guide = guides.locator('a[href="/disney-photography"]');
  await expect(guide).toBeVisible();
  await expect(guide.locator('mark').first()).toBeVisible();
  await guide.click();
  await expect(page).toHaveURL(/\/disney-photography$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an empty Posts tab says one person matches and opens the People tab', async ({
  page,
  consoleErrors,
}) => {
  const someone = await signUpMember(page.request, uniqueWord('hintful_'));
  await signUpInBrowser(page, uniqueName('looker_'));
  await page.goto(`/search?q=${someone.username}`);
  const empty = page.getByRole('tabpanel', { name: /^Posts/ });
  await expect(empty.getByRole('heading', { name: 'No results' })).toBeVisible();
  await expect(empty.getByText('No posts — 1 person matches', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'People, 1 result' })).toBeVisible();
  await empty.getByRole('button', { name: 'Show 1 person' }).click();
  await expect(page).toHaveURL(/type=people/);
  await expect(page.getByRole('tab', { name: /^People/, selected: true })).toBeFocused();
  await expect(page.getByRole('link', { name: `${someone.username}, view profile` })).toBeVisible();
  // Back returns to the Posts tab and its hint.
  await page.goBack();
  await expect(page.getByText('No posts — 1 person matches', { exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe('search on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('the ten tabs scroll sideways, the page does not, and the selected tab is in view', async ({
    page,
    consoleErrors,
  }) => {
    // A visitor gets the server's page: ten tabs, and nothing wider than the screen.
    const tabList = page.getByRole('tablist', { name: 'Kind of result' });
    const pageOverflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    await page.goto('/search?q=magic&type=guides');
    await expect(tabList.getByRole('tab')).toHaveCount(11);
    expect(await pageOverflow()).toBeLessThanOrEqual(0);

    // A member's app shows the counts and brings the selected tab into view.
    await signUpInBrowser(page, uniqueName('phone_'));
    await page.reload();
    const selected = page.getByRole('tab', { name: /^Guides, \d+/, selected: true });
    await expect(selected).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Guides found' })).toBeVisible();
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
    const scroller = tabList.locator('xpath=..');
    const overflow = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    // Arrow keys walk the tabs (Radix selects on focus), scrolling them into view.
    await selected.focus();
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: /^Posts/, selected: true })).toBeInViewport();
    await expect(page).not.toHaveURL(/type=/);
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/type=people/);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`search results (${theme} theme)`, () => {
    test.use({ colorScheme: theme });
    test('have no axe violations, highlights included', async ({ page }) => {
      const { token } = await signUpInBrowser(page, uniqueName('axe_'));
      const word = uniqueName('glowstick');
      await createPostThroughApi(page.request, token, { body: `A ${word} parade with #fireworks` });
      await page.goto(`/search?q=${word}`);
      await expect(page.locator('main mark', { hasText: word })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('tab', { name: 'People' }).click();
      await expect(page.getByRole('heading', { name: 'No results' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
