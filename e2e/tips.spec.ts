import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { signUpMember, storeSession, uniqueName, type NewMember } from './session';

/**
 * Browser tests of member tips (issue 14, `/tips`): a member shares a tip through the form, a
 * second member marks it helpful and the count shows for both; a visitor sees the sign-in
 * prompt; axe on `/tips` in both themes.
 */

const NAMES = { first_name: 'Test', last_name: 'Tipper' };
/** A page's first load in a fresh browser context, on a machine shared with other runs. */
const FIRST_LOAD = { timeout: 20_000 };

/** A page of its own (own storage) signed in as `member`. */
async function pageFor(browser: Browser, member: NewMember): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await storeSession(page, member.session);
  return page;
}

test.describe('tips', () => {
  test('a member shares a tip, another member marks it helpful and the count shows', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const ana = await signUpMember(request, uniqueName('ana_'), NAMES);
    const ben = await signUpMember(request, uniqueName('ben_'), NAMES);
    const text = `${uniqueName('Insider: ')} ask the Cast Member at the gate for a celebration button.`;

    // A visitor is asked to sign in instead of a form.
    await page.goto('/tips');
    await expect(page.getByRole('heading', { level: 1, name: 'Tips' })).toBeVisible(FIRST_LOAD);
    await expect(
      page.getByText('Sign in to share your own tips and mark the helpful ones.'),
    ).toBeVisible();
    await expect(page.getByRole('form', { name: 'Share a tip' })).toHaveCount(0);

    // Ana shares a tip.
    const anaPage = await pageFor(browser, ana);
    await anaPage.goto('/tips?sort=new');
    const form = anaPage.getByRole('form', { name: 'Share a tip' });
    await expect(form).toBeVisible(FIRST_LOAD);
    await form.getByRole('textbox', { name: 'Your tip' }).fill('Too short');
    await form.getByRole('button', { name: 'Share tip' }).click();
    await expect(form.getByText('Your tip must be at least 20 characters')).toBeVisible();
    await form.getByRole('combobox', { name: 'Category' }).selectOption('insider');
    await form.getByRole('combobox', { name: 'Park (optional)' }).selectOption('EPCOT');
    await form.getByRole('textbox', { name: 'Your tip' }).fill(text);
    await form.getByRole('button', { name: 'Share tip' }).click();
    const anaCard = anaPage.getByTestId('tip-card').filter({ hasText: text });
    await expect(anaCard).toBeVisible();
    await expect(anaCard).toContainText('Insider');
    await expect(anaCard).toContainText('EPCOT');
    await expect(anaCard.getByRole('button', { name: 'Helpful' })).toHaveCount(0);
    await expect(anaCard.getByRole('button', { name: 'Edit your tip' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Your tip' })).toHaveValue('');

    // Ben finds it under Insider and marks it helpful; his vote stays after a reload.
    const benPage = await pageFor(browser, ben);
    await benPage.goto('/tips?sort=new');
    await benPage
      .getByRole('group', { name: 'Category' })
      .getByRole('button', { name: 'Insider' })
      .click();
    await expect(benPage).toHaveURL(/category=insider/);
    const benCard = benPage.getByTestId('tip-card').filter({ hasText: text });
    await expect(benCard).toBeVisible(FIRST_LOAD);
    const helpful = benCard.getByRole('button', { name: 'Helpful' });
    await expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await helpful.click();
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await expect(benCard.getByTestId('tip-helpful-count')).toHaveText(
      '1 person found this helpful',
    );
    await benPage.reload();
    await expect(benCard.getByRole('button', { name: 'Helpful' })).toHaveAttribute(
      'aria-pressed',
      'true',
      FIRST_LOAD,
    );
    await anaPage.reload();
    await expect(anaCard.getByTestId('tip-helpful-count')).toHaveText(
      '1 person found this helpful',
      FIRST_LOAD,
    );

    expect(consoleErrors).toEqual([]);
    await anaPage.context().close();
    await benPage.context().close();
  });
});

test('a helpful vote made while a filter is still loading is not undone by the older answer', async ({
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const ana = await signUpMember(request, uniqueName('ana_'), NAMES);
  const ben = await signUpMember(request, uniqueName('ben_'), NAMES);
  const text = `${uniqueName('Insider: ')} the ferry to Magic Kingdom is quicker after fireworks.`;
  const shared = await request.post('/api/tips', {
    headers: { authorization: `Bearer ${ana.token}` },
    data: { category: 'insider', body: text },
  });
  expect(shared.status()).toBe(201);

  const benPage = await pageFor(browser, ben);
  await benPage.goto('/tips?sort=new');
  const card = benPage.getByTestId('tip-card').filter({ hasText: text });
  await expect(card).toBeVisible(FIRST_LOAD);
  // The Insider list is read before the vote and its answer held back until the vote has been
  // answered: an older answer arriving last.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await benPage.route(/\/api\/tips\?.*category=insider/, async (route) => {
    const older = await route.fetch();
    await held;
    await route.fulfill({ response: older });
  });
  await benPage
    .getByRole('group', { name: 'Category' })
    .getByRole('button', { name: 'Insider' })
    .click();
  await expect(benPage).toHaveURL(/category=insider/);
  const helpful = card.getByRole('button', { name: 'Helpful' });
  const voted = benPage.waitForResponse(
    (response) => response.url().endsWith('/helpful') && response.request().method() === 'PUT',
  );
  await helpful.click();
  expect((await voted).status()).toBe(200);
  release();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByTestId('tip-helpful-count')).toHaveText('1 person found this helpful');
  expect(consoleErrors).toEqual([]);
  await benPage.context().close();
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`tips (${theme} theme)`, () => {
    test.use({ colorScheme: theme });

    test('/tips has no axe violations', async ({ page, request }) => {
      const author = await signUpMember(request, uniqueName('eve_'), NAMES);
      const reader = await signUpMember(request, uniqueName('fay_'), NAMES);
      const text = `${uniqueName('Axe check ')} mobile order lunch before eleven o'clock.`;
      const response = await request.post('/api/tips', {
        headers: { authorization: `Bearer ${author.token}` },
        data: { category: 'time', park: 'Magic Kingdom', body: text },
      });
      expect(response.status(), await response.text()).toBe(201);

      await page.goto('/tips?sort=new');
      await expect(page.getByTestId('tip-card').filter({ hasText: text })).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(page);

      await storeSession(page, reader.session);
      await page.goto('/tips?sort=new');
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      const card = page.getByTestId('tip-card').filter({ hasText: text });
      await expect(card.getByRole('button', { name: 'Helpful' })).toBeVisible(FIRST_LOAD);
      await expect(page.getByRole('form', { name: 'Share a tip' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
