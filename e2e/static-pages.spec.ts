import { expect, test } from './fixtures';

test.describe('pages of fixed text', () => {
  test('read in full without JavaScript, FAQ answers included', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(page.getByText('No account is needed to read the public guides.')).toBeAttached();
    await page.goto('/privacy-policy');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/privacy$/);
    await context.close();
  });

  test("a visitor's first question on the FAQ opens it (the app takes the page over)", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/faq');
    const question = page.getByRole('button', {
      name: 'Do I need an account to use Magic Community?',
    });
    const answer = page.getByText('No account is needed to read the public guides.');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await question.click();
    await expect(answer).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
});
