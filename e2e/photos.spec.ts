import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, demoMemberEmail } from '../server/db/seed/demo-seed';
import { signUpMember, storeSession, uniqueName, type NewMember } from './session';

/** Browser tests of photos (issue 12): alt text, the photo viewer, photos in messages. */

const NAMES = { first_name: 'Photo', last_name: 'Fan' };
const FIRST_LOAD = { timeout: 20_000 };

/** A small photo of one colour, made in the test. */
function makePhoto(r: number, g: number, b: number): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 80, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

/** Uploads a photo as `member` (and describes it when `alt` is given); its id. */
async function uploadThroughApi(
  request: APIRequestContext,
  member: NewMember,
  buffer: Buffer,
  alt?: string,
): Promise<string> {
  const headers = { authorization: `Bearer ${member.token}` };
  const response = await request.post('/api/uploads', {
    headers,
    multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer } },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  if (alt) {
    const patched = await request.patch(`/api/uploads/${id}`, { headers, data: { alt } });
    expect(patched.status(), await patched.text()).toBe(200);
  }
  return id;
}

/**
 * A demo member (joined weeks ago, so past issue 15's new-member limits: a new member sends no
 * photos in messages) signed in through `/auth/v1`, as {@link signUpMember} answers.
 */
async function signInDemoMember(request: APIRequestContext, username: string): Promise<NewMember> {
  const response = await request.post('/auth/v1/token?grant_type=password', {
    data: { email: demoMemberEmail(username), password: DEMO_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const session = (await response.json()) as { access_token: string; user: { id: string } };
  return { id: session.user.id, username, token: session.access_token, session };
}

async function pageFor(browser: Browser, member: NewMember): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await storeSession(page, member.session);
  return page;
}

const viewer = (page: Page) => page.getByRole('dialog');

test.describe('photos', () => {
  test("a post's photos open in the viewer: arrow keys, caption, ALT badge, Escape back", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const rita = await signUpMember(request, uniqueName('rita_'), NAMES);
    const imageIds = [
      await uploadThroughApi(request, rita, await makePhoto(200, 40, 40)),
      await uploadThroughApi(request, rita, await makePhoto(40, 160, 60), 'Castle at dusk'),
      await uploadThroughApi(request, rita, await makePhoto(40, 60, 200)),
    ];
    const created = await request.post('/api/posts', {
      headers: { authorization: `Bearer ${rita.token}` },
      data: { body: 'Three colours of Magic Kingdom', imageIds },
    });
    expect(created.status(), await created.text()).toBe(201);

    await storeSession(page, rita.session);
    await page.goto('/feed');
    const card = page.getByRole('article').filter({ hasText: 'Three colours of Magic Kingdom' });
    await expect(card).toBeVisible(FIRST_LOAD);
    // The described photo carries its text as alt, with a visible ALT badge.
    await expect(card.getByRole('img', { name: 'Castle at dusk' })).toBeVisible();
    const badge = card.getByRole('button', { name: 'Photo description' });
    await expect(badge).toHaveText('ALT');
    await badge.click();
    await expect(card.getByText('Castle at dusk', { exact: true })).toBeVisible();

    const first = card.getByRole('button', { name: `Photo 1 of 3 by ${rita.username}` });
    await first.click();
    await expect(viewer(page)).toBeVisible();
    await expect(viewer(page).getByRole('heading')).toHaveText('Photo 1 of 3');
    await page.keyboard.press('ArrowRight');
    await expect(viewer(page).getByRole('heading')).toHaveText('Photo 2 of 3');
    await expect(viewer(page).getByRole('img', { name: 'Castle at dusk' })).toBeVisible();
    await expect(viewer(page).getByText('Castle at dusk', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, '[role=dialog]');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(viewer(page).getByRole('heading')).toHaveText('Photo 3 of 3');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer(page).getByRole('heading')).toHaveText('Photo 2 of 3');
    await viewer(page).getByRole('button', { name: 'Next photo' }).click();
    await expect(viewer(page).getByRole('heading')).toHaveText('Photo 3 of 3');
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toHaveCount(0);
    await expect(first).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test("a photo sent in a message shows in the other member's thread, only theirs", async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    // A demo member no other spec signs in as.
    const ana = await signInDemoMember(request, 'budget_bella');
    const ben = await signUpMember(request, uniqueName('ben_'), NAMES);
    const cleo = await signUpMember(request, uniqueName('cleo_'), NAMES);

    await storeSession(page, ana.session);
    await page.goto(`/messages?user=${ben.id}`);
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('textbox', { name: /^Message / }) });
    await expect(form).toBeVisible(FIRST_LOAD);
    await form.locator('input[type=file]').setInputFiles({
      name: 'dole-whip.png',
      mimeType: 'image/png',
      buffer: await makePhoto(240, 200, 60),
    });
    const describe = form.getByRole('button', { name: /Add a description to photo 1/ });
    await expect(describe).toBeVisible();
    await describe.click();
    await form.getByRole('textbox', { name: /Description of photo 1/ }).fill('A Dole Whip');
    await form.getByRole('button', { name: 'Save description' }).click();
    await expect(
      form.getByRole('button', { name: /Edit the description of photo 1/ }),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Send message' }).click();
    const mine = page.getByRole('img', { name: 'A Dole Whip' }).last();
    await expect(mine).toBeVisible();
    await expect(mine).toHaveAttribute('src', /^blob:/);

    const benPage = await pageFor(browser, ben);
    await benPage.goto(`/messages?user=${ana.id}`);
    const photo = benPage.getByRole('button', { name: 'A Dole Whip' });
    await expect(photo).toBeVisible(FIRST_LOAD);
    await photo.click();
    await expect(viewer(benPage).getByRole('heading')).toHaveText('Photo 1 of 1');
    await expect(viewer(benPage).getByRole('img', { name: 'A Dole Whip' })).toBeVisible();
    await expectNoAxeViolations(benPage, '[role=dialog]');
    await benPage.keyboard.press('Escape');
    await expect(photo).toBeFocused();

    // The photo's address answers the two members only.
    const withAna = await request.get(`/api/conversations/with/${ana.id}`, {
      headers: { authorization: `Bearer ${ben.token}` },
    });
    const { conversation } = (await withAna.json()) as {
      conversation: { lastMessage: { images: { url: string }[] } };
    };
    const src = conversation.lastMessage.images[0]!.url;
    for (const [member, status] of [
      [ben, 200],
      [ana, 200],
      [cleo, 404],
    ] as const) {
      const response = await request.get(src, {
        headers: { authorization: `Bearer ${member.token}` },
      });
      expect(response.status()).toBe(status);
    }
    expect((await request.get(src)).status()).toBe(401);
    expect(consoleErrors).toEqual([]);
    await benPage.context().close();
  });

  test("a new member's photo in a message is refused with the rule's sentence; the draft stays", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const newcomer = await signUpMember(request, uniqueName('newcomer_'), NAMES);
    const friend = await signUpMember(request, uniqueName('friend_'), NAMES);
    await storeSession(page, newcomer.session);
    await page.goto(`/messages?user=${friend.id}`);
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('textbox', { name: /^Message / }) });
    await expect(form).toBeVisible(FIRST_LOAD);
    await form.locator('input[type=file]').setInputFiles({
      name: 'churro.png',
      mimeType: 'image/png',
      buffer: await makePhoto(200, 160, 90),
    });
    const photo = form.getByRole('button', { name: /Add a description to photo 1/ });
    await expect(photo).toBeVisible();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('ol > li[data-state=open]')).toContainText(
      'New members can send photos in messages after their first day.',
    );
    await expect(photo).toBeVisible();
    expect(
      consoleErrors.filter((error) => !/the server responded with a status of 403/.test(error)),
    ).toEqual([]);
  });
});
