import {
  FAKE_CLIENT_ID,
  FAKE_CLIENT_SECRET,
  startFakeOAuthProvider,
  type FakeOAuthProvider,
} from '../server/test/fake-oauth-provider';
import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

/**
 * Sign-in with an OAuth provider in the browser: a server with GitHub switched on (pointed at
 * a provider double that consents at once), 'Continue with GitHub' in the auth forms, the
 * provider round trip, the PKCE exchange on /auth/callback, and a refused consent.
 */
let provider: FakeOAuthProvider;
let server: OwnServer | undefined;

test.describe.configure({ mode: 'serial' });

// eslint-disable-next-line no-empty-pattern -- Playwright wants the fixtures argument first.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(90_000);
  provider = await startFakeOAuthProvider();
  server = await startOwnServer({
    name: 'oauth',
    env: {
      AUTH_EXTERNAL_GITHUB_CLIENT_ID: FAKE_CLIENT_ID,
      AUTH_EXTERNAL_GITHUB_SECRET: FAKE_CLIENT_SECRET,
      AUTH_EXTERNAL_GITHUB_URL: provider.url,
    },
  });
});

test.afterAll(async () => {
  server?.stop();
  await provider?.close();
});

test('signs a new member in with GitHub and returns to the page', async ({
  page,
  consoleErrors,
}) => {
  const id = `${Date.now()}`.slice(-9);
  provider.consentAs({
    id,
    login: `octo_${id}`,
    name: 'Octo Fan',
    email: `octo.${id}@example.com`,
    isEmailVerified: true,
  });
  await page.goto(`${server!.origin}/auth`);
  await page.getByRole('button', { name: 'Continue with GitHub' }).first().click();
  await expect(page).toHaveURL(`${server!.origin}/`);
  await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
  expect(provider.tokenRequests.at(-1)?.get('redirect_uri')).toBe(
    `${server!.origin}/auth/v1/callback`,
  );
  expect(consoleErrors).toEqual([]);
});

test('explains a refused consent on the callback page', async ({ page }) => {
  provider.consentAs(null);
  await page.goto(`${server!.origin}/auth?tab=signup`);
  await page.getByRole('button', { name: 'Continue with GitHub' }).first().click();
  await expect(page.getByText('We could not sign you in')).toBeVisible();
});
