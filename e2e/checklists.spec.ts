import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { pickUpAndMoveToTop } from './keyboard-drag';
import { signUpMember, storeSession, uniqueName, type NewMember } from './session';

/**
 * Browser tests of checklists (issue 14): a member builds a checklist with two categories,
 * ticks an item off (progress), reorders the categories by keyboard (dnd-kit), makes it public;
 * a second member opens the link and copies it (unchecked, private, 'copied from'), and the
 * copy count shows on the original. Axe on the checklist page.
 */

const NAMES = { first_name: 'Test', last_name: 'Planner' };
/** A page's first load in a fresh browser context, on a machine shared with other runs. */
const FIRST_LOAD = { timeout: 20_000 };

/** A page of its own (own storage) signed in as `member`. */
async function pageFor(browser: Browser, member: NewMember): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await storeSession(page, member.session);
  return page;
}

const categoryNames = (page: Page) =>
  page.locator('section[aria-labelledby] > div > h2').allTextContents();

test.describe('checklists', () => {
  test('build a checklist, reorder by keyboard, make it public, another member copies it', async ({
    browser,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(150_000);
    const ana = await signUpMember(request, uniqueName('ana_'), NAMES);
    const ben = await signUpMember(request, uniqueName('ben_'), NAMES);
    const title = uniqueName('Rope drop morning ');

    // Ana starts a checklist from /checklists.
    const anaPage = await pageFor(browser, ana);
    await anaPage.goto('/checklists');
    await expect(anaPage.getByRole('heading', { level: 1, name: 'Checklists' })).toBeVisible(
      FIRST_LOAD,
    );
    await expect(anaPage.getByText('You have no checklists yet.')).toBeVisible(FIRST_LOAD);
    await anaPage.getByRole('textbox', { name: 'Title' }).fill(title);
    await anaPage.getByRole('combobox', { name: 'Category' }).first().selectOption('planning');
    await anaPage.getByRole('button', { name: 'New checklist' }).click();
    await expect(anaPage.getByRole('heading', { level: 1, name: title })).toBeVisible(FIRST_LOAD);
    await expect(anaPage).toHaveURL(/\/checklist\/[0-9a-f-]{36}$/);
    const checklistUrl = anaPage.url();

    // Two categories, one item in each, added inline.
    for (const name of ['Before leaving', 'At the gate']) {
      await anaPage.getByRole('textbox', { name: 'New category' }).fill(name);
      await anaPage.getByRole('button', { name: 'Add category' }).click();
      await expect(anaPage.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    for (const [category, text] of [
      ['Before leaving', 'Charge the phones'],
      ['At the gate', 'Scan the tickets'],
    ] as const) {
      await anaPage.getByRole('textbox', { name: `Add an item to ${category}` }).fill(text);
      await anaPage.getByRole('textbox', { name: `Add an item to ${category}` }).press('Enter');
      await expect(anaPage.getByRole('checkbox', { name: text })).toBeVisible();
    }
    expect(await categoryNames(anaPage)).toEqual(['Before leaving', 'At the gate']);

    // Edit an item inline: its text and a note.
    await anaPage.getByRole('button', { name: 'Edit item Scan the tickets' }).click();
    await anaPage.getByRole('textbox', { name: 'Item', exact: true }).fill('Scan the park tickets');
    await anaPage.getByRole('textbox', { name: 'Note (optional)' }).fill('MagicBands work too');
    // …and move it to the other category.
    await anaPage
      .getByRole('combobox', { name: 'Category', exact: true })
      .selectOption({ label: 'Before leaving' });
    await anaPage.getByRole('button', { name: 'Save' }).click();
    await expect(anaPage.getByRole('checkbox', { name: 'Scan the park tickets' })).toBeVisible();
    await expect(anaPage.getByText('MagicBands work too')).toBeVisible();
    await expect(
      anaPage
        .getByRole('list', { name: 'Before leaving' })
        .getByRole('checkbox', { name: 'Scan the park tickets' }),
    ).toBeVisible();
    await expect(anaPage.getByText('No items in this category yet.')).toBeVisible();

    // Ticking an item off shows the progress.
    const progress = anaPage.getByRole('progressbar', { name: 'Checklist progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    // The tick is shown at once and saved in the background: wait for the server's answer, so
    // that it does not land in the middle of the keyboard drag below.
    const tickSaved = anaPage.waitForResponse(
      (response) => response.request().method() === 'PATCH' && /\/items\//.test(response.url()),
    );
    await anaPage.getByRole('checkbox', { name: 'Charge the phones' }).check();
    expect((await tickSaved).status()).toBe(200);
    await expect(progress).toHaveAttribute('aria-valuenow', '50');
    await expect(anaPage.getByText('1 of 2 checked')).toBeVisible();

    // Reorder by keyboard: pick 'At the gate' up, move it up, drop it.
    const handle = anaPage.getByRole('button', { name: 'Move category At the gate' });
    await pickUpAndMoveToTop(anaPage, handle, 'Category At the gate is over position 1 of 2.');
    await anaPage.keyboard.press('Space');
    await expect(
      anaPage
        .getByRole('status')
        .filter({ hasText: 'Category At the gate dropped at position 1 of 2.' }),
    ).toBeAttached();
    await expect.poll(() => categoryNames(anaPage)).toEqual(['At the gate', 'Before leaving']);
    // The order is the server's after a reload.
    await anaPage.reload();
    await expect(anaPage.getByRole('heading', { level: 1, name: title })).toBeVisible(FIRST_LOAD);
    expect(await categoryNames(anaPage)).toEqual(['At the gate', 'Before leaving']);
    await expect(anaPage.getByRole('checkbox', { name: 'Charge the phones' })).toBeChecked();

    // Make it public.
    await anaPage.getByRole('combobox', { name: 'Visibility' }).selectOption('public');
    await expect(
      anaPage.getByText('Everyone can find it in the public checklists and copy it.').first(),
    ).toBeVisible();
    await expectNoAxeViolations(anaPage);

    // Ben opens the link and copies it to his checklists.
    const benPage = await pageFor(browser, ben);
    await benPage.goto(checklistUrl);
    await expect(benPage.getByRole('heading', { level: 1, name: title })).toBeVisible(FIRST_LOAD);
    await expect(benPage.getByRole('button', { name: 'Move category At the gate' })).toHaveCount(0);
    await benPage.getByRole('button', { name: 'Copy to my checklists' }).click();
    await expect(benPage.getByText('Copied to your checklists').first()).toBeVisible();
    await expect(benPage).not.toHaveURL(checklistUrl);
    await expect(benPage.getByText(`Copied from ${title}`)).toBeVisible(FIRST_LOAD);
    await expect(benPage.getByRole('checkbox', { name: 'Charge the phones' })).not.toBeChecked();
    await expect(benPage.getByText('0 of 2 checked')).toBeVisible();
    await expect(benPage.getByRole('combobox', { name: 'Visibility' })).toHaveValue('private');
    expect(await categoryNames(benPage)).toEqual(['At the gate', 'Before leaving']);

    // The copy count shows on the original.
    await anaPage.reload();
    await expect(anaPage.getByText('Copied once')).toBeVisible(FIRST_LOAD);

    // The owner's editing tools fit a 360 px phone.
    await anaPage.setViewportSize({ width: 360, height: 740 });
    await expect(
      anaPage.getByRole('button', { name: 'Move item Charge the phones' }),
    ).toBeVisible();
    expect(
      await anaPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    expect(consoleErrors).toEqual([]);
    await anaPage.context().close();
    await benPage.context().close();
  });
});

test.describe('checklists on a phone (dark theme)', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 360, height: 740 } });

  test('a visitor goes from the guide to a site checklist, its print view and the public list', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/disney-checklists');
    const card = page.getByRole('link', { name: 'Park Day Bag Essentials' });
    await expect(card).toBeVisible(FIRST_LOAD);
    await card.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Park Day Bag Essentials' }),
    ).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('checkbox', { name: 'Blister plasters' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Sign in to copy it' })).toBeVisible();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Print view' }).click();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByText('Not checked: Blister plasters')).toBeAttached();

    await page.goto('/checklists/public?topic=dining');
    await expect(page.getByRole('link', { name: 'EPCOT World Showcase Snack Crawl' })).toBeVisible(
      FIRST_LOAD,
    );
    await expect(page.getByRole('link', { name: 'Park Day Bag Essentials' })).toHaveCount(0);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
