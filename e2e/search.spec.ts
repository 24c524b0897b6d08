import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForShell } from './fixtures';

/**
 * Issue 6's search in Chromium: the header's box finds a post by a word in it, the word is
 * highlighted, member HTML stays text, more results load on demand, the tabs and the text stay
 * in the address, people are found despite a typo.
 */

const AUTH_STORAGE_KEY = 'magic-community-auth';
const PASSWORD = 'Castle#Dream42';

/** Axe-core (WCAG 2.1 A and AA) finds nothing on the page. */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(summary).toEqual([]);
}

function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A new member signed up through `/auth/v1`, signed in for the page; their access token. */
async function signUp(page: Page, username: string): Promise<string> {
  const response = await page.request.post('/auth/v1/signup', {
    data: { email: `${username}@example.com`, password: PASSWORD, data: { username } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const session = (await response.json()) as { access_token: string };
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [AUTH_STORAGE_KEY, JSON.stringify(session)],
  );
  return session.access_token;
}

async function createPost(page: Page, token: string, body: string): Promise<void> {
  const response = await page.request.post('/api/posts', {
    headers: { authorization: `Bearer ${token}` },
    data: { body },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('the header search finds a post by a word in it and highlights the word', async ({
  page,
  consoleErrors,
}) => {
  const username = uniqueWord('seeker_');
  const word = uniqueWord('sparklewing');
  const token = await signUp(page, username);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Twelve posts hold the word; the newest also holds HTML that must stay text.
  for (let n = 1; n <= 11; n += 1) {
    await createPost(page, token, `Parade day ${n}: the ${word} float waved at us`);
  }
  await createPost(page, token, `<img src=x onerror="alert(1)"> ${word} <script>alert(2)</script>`);

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
  await page.goto(`/search?q=${uniqueWord('nothingmatches')}`);
  await expect(page.getByRole('heading', { name: 'No results' })).toBeVisible();
  await page.getByRole('tab', { name: 'Groups' }).click();
  await expect(page.getByRole('heading', { name: 'No groups to search' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`search results (${theme} theme)`, () => {
    test.use({ colorScheme: theme });
    test('have no axe violations, highlights included', async ({ page }) => {
      const token = await signUp(page, uniqueWord('axe_'));
      const word = uniqueWord('glowstick');
      await createPost(page, token, `A ${word} parade with #fireworks`);
      await page.goto(`/search?q=${word}`);
      await expect(page.locator('main mark', { hasText: word })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('tab', { name: 'People' }).click();
      await expect(page.getByRole('heading', { name: 'No results' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
