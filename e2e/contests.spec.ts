import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { instantToParkLocal } from '../common/features/events/park-time';
import { DEMO_PASSWORD, demoMemberEmail } from '../server/db/seed/demo-seed';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { signInAs, signUpMember, storeSession, uniqueName, type NewMember } from './session';

/**
 * Browser tests of photo contests (issue 14): staff (the demo admin, through the API) open a
 * contest; a member enters it with a new photo in the enter dialog; staff close the entries
 * (voting opens); another member votes, sees no count, and the vote stays after a reload; the
 * entrant has no vote button on their own photo.
 */

const NAMES = { first_name: 'Test', last_name: 'Photographer' };
const FIRST_LOAD = { timeout: 20_000 };
const HOUR_MS = 60 * 60 * 1000;

/** An access token of the demo admin (staff). */
async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/auth/v1/token?grant_type=password', {
    data: { email: demoMemberEmail('castlekeeper'), password: DEMO_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function pageFor(browser: Browser, member: NewMember): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await storeSession(page, member.session);
  return page;
}

/** A small JPEG of one colour. */
function makePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 160, height: 120, channels: 3, background: '#3b6ea5' } })
    .jpeg()
    .toBuffer();
}

test.describe('photo contests', () => {
  test('a member enters a contest and another member votes for the photo', async ({
    browser,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(150_000);
    const token = await staffToken(request);
    const auth = { authorization: `Bearer ${token}` };
    const now = Date.now();
    const title = uniqueName('Reflections ');
    const created = await request.post('/api/contests', {
      headers: auth,
      data: {
        title,
        theme: 'Reflections in the World Showcase lagoon',
        rules: 'One photo each, taken by you.',
        entriesOpenAt: instantToParkLocal(new Date(now - HOUR_MS)),
        entriesCloseAt: instantToParkLocal(new Date(now + 48 * HOUR_MS)),
        votingEndsAt: instantToParkLocal(new Date(now + 96 * HOUR_MS)),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const contest = (await created.json()) as { id: string; path: string };

    const ana = await signUpMember(request, uniqueName('ana_'), NAMES);
    const ben = await signUpMember(request, uniqueName('ben_'), NAMES);

    // Ana enters with a new photo and a caption.
    const anaPage = await pageFor(browser, ana);
    await anaPage.goto(contest.path);
    await expect(anaPage.getByRole('heading', { level: 1, name: title })).toBeVisible(FIRST_LOAD);
    await expect(anaPage.getByText('Open for entries').first()).toBeVisible();
    await anaPage.getByRole('button', { name: 'Enter this contest' }).click();
    const dialog = anaPage.getByRole('dialog', { name: 'Enter this contest' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Enter photo' }).click();
    await expect(dialog.getByText('Choose a photo first.')).toBeVisible();
    await dialog.getByLabel('Photo file').setInputFiles({
      name: 'lagoon.jpg',
      mimeType: 'image/jpeg',
      buffer: await makePhoto(),
    });
    await expect(dialog.getByRole('radio', { checked: true })).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Caption (optional)' })
      .fill('Spaceship Earth, twice');
    await dialog.getByRole('button', { name: 'Enter photo' }).click();
    await expect(dialog).toBeHidden();
    const anaEntry = anaPage.getByRole('listitem', { name: /Spaceship Earth, twice/ });
    await expect(anaEntry).toBeVisible();
    await expect(anaEntry.getByText('Your entry')).toBeVisible();
    await expect(anaPage.getByRole('button', { name: 'Replace your entry' })).toBeVisible();

    // Staff close the entries: voting opens.
    const closed = await request.patch(`/api/contests/${contest.id}`, {
      headers: auth,
      data: { entriesCloseAt: instantToParkLocal(new Date()) },
    });
    expect(closed.status(), await closed.text()).toBe(200);

    // Ben votes; no count shows while voting; his vote stays after a reload.
    const benPage = await pageFor(browser, ben);
    await benPage.goto(contest.path);
    await expect(benPage.getByRole('heading', { level: 1, name: title })).toBeVisible(FIRST_LOAD);
    const benEntry = benPage.getByRole('listitem', { name: /Spaceship Earth, twice/ });
    await expect(benEntry).toBeVisible();
    await expect(
      benPage.getByText(
        'Vote counts stay hidden until voting ends, so every photo gets a fair look.',
      ),
    ).toBeVisible();
    const vote = benEntry.getByRole('button', { name: /^Vote:/ });
    await vote.click();
    const voted = benEntry.getByRole('button', { name: /^Remove your vote:/ });
    await expect(voted).toHaveAttribute('aria-pressed', 'true');
    await expect(benEntry.getByText(/\d+ votes?$/)).toHaveCount(0);
    await benPage.reload();
    await expect(
      benPage.getByRole('listitem', { name: /Spaceship Earth, twice/ }).getByRole('button', {
        name: /^Remove your vote:/,
      }),
    ).toHaveAttribute('aria-pressed', 'true', FIRST_LOAD);

    // The lightbox opens on the photo and closes with Escape.
    await benPage.getByRole('button', { name: /^Open Spaceship Earth, twice/ }).click();
    await expect(benPage.getByRole('dialog')).toBeVisible();
    await benPage.keyboard.press('Escape');
    await expect(benPage.getByRole('dialog')).toBeHidden();

    // Ana has no vote on her own photo.
    await anaPage.reload();
    await expect(anaEntry).toBeVisible(FIRST_LOAD);
    await expect(anaEntry.getByRole('button', { name: /Vote|vote/ })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('photo contests for staff', () => {
  test('staff create a contest in the dialog; members see no New contest button', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const member = await signUpMember(request, uniqueName('hal_'), NAMES);
    const memberPage = await pageFor(browser, member);
    await memberPage.goto('/contests');
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Photo contests' })).toBeVisible(
      FIRST_LOAD,
    );
    await expect(memberPage.getByRole('button', { name: 'New contest' })).toHaveCount(0);

    await signInAs(page, 'castlekeeper');
    await page.goto('/contests');
    await page.getByRole('button', { name: 'New contest' }).click(FIRST_LOAD);
    const dialog = page.getByRole('dialog', { name: 'Create a photo contest' });
    await expect(dialog).toBeVisible();
    const title = uniqueName('Monorail views ');
    const now = Date.now();
    // A field the server refuses shows its message under the field, not 'body.title: …'.
    const titleBox = dialog.getByRole('textbox', { name: 'Title' });
    await titleBox.fill('ab');
    await dialog.getByRole('button', { name: 'New contest' }).click();
    await expect(titleBox).toHaveAccessibleDescription('Title must be at least 3 characters');
    await expect(titleBox).toBeFocused();
    await expect(dialog.getByText('body.', { exact: false })).toHaveCount(0);
    await titleBox.fill(title);
    await dialog.getByRole('textbox', { name: 'Theme' }).fill('The resorts seen from the monorail');
    await dialog.getByLabel('Entries open').fill(instantToParkLocal(new Date(now - HOUR_MS)));
    await dialog
      .getByLabel('Entries close, voting opens')
      .fill(instantToParkLocal(new Date(now + 24 * HOUR_MS)));
    // Voting that ends before entries close is refused with the server's sentence.
    await dialog.getByLabel('Voting ends').fill(instantToParkLocal(new Date(now + 2 * HOUR_MS)));
    await dialog.getByRole('button', { name: 'New contest' }).click();
    await expect(dialog.getByText('Voting must end after entries close.')).toBeVisible();
    await dialog.getByLabel('Voting ends').fill(instantToParkLocal(new Date(now + 72 * HOUR_MS)));
    await dialog.getByRole('button', { name: 'New contest' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/contest\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Open for entries').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit contest' })).toBeVisible();
    await memberPage.context().close();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`photo contests on a phone (${theme} theme)`, () => {
    test.use({ colorScheme: theme, viewport: { width: 360, height: 780 } });

    test('/contests and a contest in its voting days fit a phone and pass axe', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const member = await signUpMember(request, uniqueName('gia_'), NAMES);
      await storeSession(page, member.session);
      // The demo community (seeded before the server starts) has a contest in each phase.
      await page.goto('/contests');
      await expect(page.getByRole('heading', { level: 1, name: 'Photo contests' })).toBeVisible(
        FIRST_LOAD,
      );
      const past = page.getByRole('region', { name: 'Past contests' });
      await expect(past.getByRole('list', { name: 'Winners' }).first()).toBeVisible();
      await expect(page.getByText(/^Voting ends in /).first()).toBeVisible();
      await expectNoAxeViolations(page);

      const voting = (await (await request.get('/api/contests?status=voting&limit=1')).json()) as {
        items: { path: string; title: string }[];
      };
      const contest = voting.items[0]!;
      await page.goto(contest.path);
      await expect(page.getByRole('heading', { level: 1, name: contest.title })).toBeVisible(
        FIRST_LOAD,
      );
      await expect(page.getByRole('button', { name: /^Vote:/ }).first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });
  });
}
