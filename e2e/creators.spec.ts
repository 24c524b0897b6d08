import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { signUpMember, storeSession, uniqueName, type NewMember } from './session';

/**
 * Browser tests of the creator directories (issue 14): a member opts in as a photographer from
 * their profile (a wrong Instagram link is refused on its field) and appears in
 * `/photographers`, where another member's 'Contact' opens a direct message with them and a
 * visitor reads the server-rendered card and the listing on the profile; opting out removes the card; axe on the directory
 * and on a phone-sized screen.
 */

const NAMES = { first_name: 'Test', last_name: 'Shooter' };
/** A page's first load in a fresh browser context, on a machine shared with other runs. */
const FIRST_LOAD = { timeout: 20_000 };

/** A page of its own (own storage) signed in as `member`. */
async function pageFor(browser: Browser, member: NewMember): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await storeSession(page, member.session);
  return page;
}

test.describe('creator directories', () => {
  test('a member opts in as a photographer and appears in /photographers', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const ana = await signUpMember(request, uniqueName('ana_'), NAMES);
    const ben = await signUpMember(request, uniqueName('ben_'), NAMES);
    const word = uniqueName('golden');
    const headline = `Sunrise castle portraits ${word}`;

    // Ana lists herself from her profile.
    const anaPage = await pageFor(browser, ana);
    await anaPage.goto(`/profile/${ana.id}`);
    const section = anaPage.getByRole('region', { name: 'Creator profile' });
    await section.getByRole('button', { name: 'Set up creator profile' }).click(FIRST_LOAD);
    const dialog = anaPage.getByRole('dialog', { name: 'Creator profile' });
    await dialog.getByRole('checkbox', { name: 'Photographer' }).check();
    await dialog.getByRole('textbox', { name: 'Headline' }).fill(headline);
    await dialog.getByRole('group', { name: 'Parks you cover' }).getByLabel('EPCOT').check();
    await dialog.getByRole('group', { name: 'Languages' }).getByLabel('English').check();
    await dialog.getByRole('textbox', { name: 'Session types' }).fill('Families and proposals');
    await dialog.getByRole('textbox', { name: 'Instagram' }).fill('https://example.com/ana');
    await dialog.getByRole('button', { name: 'List me' }).click();
    await expect(dialog.getByText('Instagram link must be on instagram.com')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Instagram' }).fill('https://instagram.com/ana');
    await dialog.getByRole('button', { name: 'List me' }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByText(headline)).toBeVisible();
    const link = section.getByRole('link', { name: /Instagram/ });
    await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    await expect(link).toHaveAttribute('href', 'https://instagram.com/ana');

    // Ben finds her by search in /photographers; 'Contact' opens a message to her.
    const benPage = await pageFor(browser, ben);
    await benPage.goto('/photographers');
    await expect(
      benPage.getByRole('heading', { level: 1, name: 'Disney Photographers' }),
    ).toBeVisible(FIRST_LOAD);
    // The app has taken the server's page over once a member's own controls show.
    await expect(benPage.getByRole('link', { name: 'List yourself' })).toBeVisible(FIRST_LOAD);
    await benPage.getByRole('searchbox', { name: 'Search photographers' }).fill(word);
    await benPage.getByRole('button', { name: 'Search' }).click();
    await expect(benPage).toHaveURL(new RegExp(`q=${word}`));
    await benPage.getByRole('combobox', { name: 'Park' }).selectOption('EPCOT');
    const card = benPage
      .getByRole('article', { name: 'Test Shooter' })
      .filter({ hasText: headline });
    await expect(card).toBeVisible(FIRST_LOAD);
    await expect(card).toContainText('EPCOT');
    await card.getByRole('link', { name: /Contact/ }).click();
    await expect(benPage).toHaveURL(new RegExp(`/messages\\?user=${ana.id}`));

    // A visitor reads the card in the server-rendered directory.
    await page.goto('/photographers');
    await expect(page.getByText(headline)).toBeVisible(FIRST_LOAD);
    await expectNoAxeViolations(page);
    // …and her listing on her profile, with her link marked as hers.
    await page.goto(`/profile/${ana.id}`);
    const listing = page.getByRole('region', { name: 'Creator profile' });
    await expect(listing.getByText(headline)).toBeVisible(FIRST_LOAD);
    await expect(listing.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'rel',
      'nofollow ugc noopener',
    );

    // Opting out removes the card at once.
    await anaPage.goto(`/profile/${ana.id}`);
    await section.getByRole('button', { name: 'Stop listing me' }).click(FIRST_LOAD);
    await anaPage.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(section.getByRole('button', { name: 'Set up creator profile' })).toBeVisible();
    await benPage.goto(`/photographers?q=${word}`);
    await expect(benPage.getByText('No photographers match')).toBeVisible(FIRST_LOAD);

    expect(consoleErrors).toEqual([]);
    await anaPage.context().close();
    await benPage.context().close();
  });
});

test.describe('creator directories on a phone', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 360, height: 740 } });

  test('/trip-planners fits a phone and has no axe violations in the dark theme', async ({
    page,
    request,
  }) => {
    const cai = await signUpMember(request, uniqueName('cai_'), NAMES);
    const word = uniqueName('plans');
    const response = await request.put('/api/creators/me', {
      headers: { authorization: `Bearer ${cai.token}` },
      data: {
        kinds: ['trip_planner'],
        headline: `First visits planned ${word}`,
        parks: ['Magic Kingdom'],
        languages: ['Spanish'],
        agency: 'Castle Trips',
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    await storeSession(page, cai.session);
    await page.goto(`/trip-planners?language=Spanish&q=${word}`);
    const card = page.getByRole('article').filter({ hasText: word });
    await expect(card).toBeVisible(FIRST_LOAD);
    await expect(card.getByRole('link', { name: 'Edit your creator profile' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
