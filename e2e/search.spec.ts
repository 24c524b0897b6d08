import { expectNoAxeViolations } from './axe';
import { expect, test, waitForShell } from './fixtures';
import { createPostThroughApi } from './posts-api';
import { createReviewThroughApi } from './review-api';
import { signUpInBrowser, signUpMember, uniqueName } from './session';

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
