import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import {
  NEW_MEMBER_PASSWORD,
  signUpInBrowser,
  signUpMember,
  uniqueName,
  type NewMember,
} from './session';

/**
 * "Sign in with Magic Community" for third-party apps, in Chromium against our OAuth 2.1 server
 * (playwright.config.ts turns it on): an app registered through the admin API sends a member to
 * `/auth/v1/oauth/authorize`; the member signs in on the consent page, reads what the app asks
 * for and allows it (the app exchanges its code, with PKCE, for tokens) or cancels (the app hears
 * `access_denied`); Settings → Security lists the app until the member disconnects it. The page
 * passes axe and fits a 360 px phone.
 */

test.describe.configure({ timeout: 90_000 });

/** The JWT secret playwright.config.ts gives the server (signs a service-role token below). */
const E2E_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-0123456789';
/** The app's own site: it does not exist, the tests answer for it (`serveAppSite`). */
const APP_ORIGIN = 'https://example.test';
const CALLBACK = `${APP_ORIGIN}/callback`;
const SCOPES = 'openid email profile';

const firstLoad = { timeout: 20_000 };
const toast = (page: Page) => page.locator('ol > li[data-state=open]');
const authDialog = (page: Page) => page.getByRole('dialog', { name: 'Authentication' });
const security = (page: Page) => page.locator('section[aria-labelledby="security-heading"]');
const connectedApps = (page: Page) =>
  security(page).getByRole('list', { name: 'Your connected apps' });
const headingFor = (appName: string) => `Allow ${appName} to use your Magic Community account?`;

interface RegisteredApp {
  name: string;
  clientId: string;
  clientSecret: string;
}

async function serviceRoleToken(): Promise<string> {
  return new SignJWT({ role: 'service_role' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
}

/** A confidential app, registered through GoTrue's admin API (`POST /admin/oauth/clients`). */
async function registerApp(request: APIRequestContext): Promise<RegisteredApp> {
  const name = `Castle Planner ${uniqueName('')}`;
  const response = await request.post('/auth/v1/admin/oauth/clients', {
    headers: { authorization: `Bearer ${await serviceRoleToken()}` },
    data: {
      client_name: name,
      client_uri: APP_ORIGIN,
      redirect_uris: [CALLBACK],
      token_endpoint_auth_method: 'client_secret_post',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const client = (await response.json()) as { client_id: string; client_secret: string };
  return { name, clientId: client.client_id, clientSecret: client.client_secret };
}

/** A PKCE pair (RFC 7636, S256). */
function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Where the app sends the member's browser to ask for their account. */
function authorizeUrl(app: RegisteredApp, challenge: string, state: string): string {
  const query = new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: SCOPES,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `/auth/v1/oauth/authorize?${query}`;
}

/** Answers for the app's site, so the browser can land on its callback. */
async function serveAppSite(page: Page): Promise<void> {
  await page.route(`${APP_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Castle Planner</title><p>Back in the app</p>',
    }),
  );
}

/** The query the app's callback receives, once the browser is there. */
async function callbackQuery(page: Page): Promise<URLSearchParams> {
  await page.waitForURL((url) => url.href.startsWith(CALLBACK));
  return new URL(page.url()).searchParams;
}

/** Holds the member's answer on its way to the server until `release` is called. */
async function holdConsentAnswers(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/auth/v1/oauth/authorizations/*/consent', async (route) => {
    await released;
    await route.continue();
  });
  return { release: () => release() };
}

/** What `/oauth/userinfo` answers the app for its access token. */
async function appUserinfo(
  request: APIRequestContext,
  accessToken: string,
): Promise<{ status: number; body: string }> {
  const response = await request.get('/auth/v1/oauth/userinfo', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return { status: response.status(), body: await response.text() };
}

/** Whether the page scrolls sideways at 360 px. */
const fitsPhone = async (page: Page) =>
  (await page.evaluate(() => document.documentElement.scrollWidth)) <= 360;

/** Refusals the tests cause on purpose show as console errors; nothing else may. */
const unexpectedErrors = (errors: string[]) =>
  errors.filter((e) => !/the server responded with a status of 4\d\d/.test(e));

async function signInThroughDialog(page: Page, member: NewMember): Promise<void> {
  const dialog = authDialog(page);
  await expect(dialog.getByLabel('Email')).toBeVisible(firstLoad);
  await dialog.getByLabel('Email').fill(`${member.username}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill(NEW_MEMBER_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toast(page)).toContainText('Successfully signed in!');
  await expect(dialog).toBeHidden();
}

test('a member signs in, allows an app that gets its tokens, then disconnects it', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await serveAppSite(page);
  const app = await registerApp(request);
  const member = await signUpMember(request, uniqueName('oauth_'));
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(12).toString('hex');

  // Signed out: the consent page explains and opens the sign-in dialog; once signed in it goes on.
  await page.goto(authorizeUrl(app, challenge, state));
  await expect(page).toHaveURL(/\/oauth\/consent\?authorization_id=[A-Za-z0-9]{32}$/);
  // The dialog may already cover the page (which it hides from the accessibility tree then).
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to continue', includeHidden: true }),
  ).toBeAttached(firstLoad);
  await signInThroughDialog(page, member);

  const heading = page.getByRole('heading', { level: 1, name: headingFor(app.name) });
  await expect(heading).toBeVisible(firstLoad);
  await expect(page).toHaveTitle(`${headingFor(app.name)} | Magic Community`);
  const scopes = page.getByRole('list', { name: `${app.name} will be able to:` });
  await expect(scopes.getByRole('listitem')).toHaveText([
    'Confirm it’s you',
    'See your email address',
    'See your username, display name and profile photo',
  ]);
  await expect(page.getByText(`Signed in as ${member.username}@example.com`)).toBeVisible();
  await expect(
    page.getByText('Whichever you choose, you’ll go back to example.test.'),
  ).toBeVisible();
  await expect(page.getByText(/disconnect it at any time under Security/)).toBeVisible();
  const website = page.getByRole('link', { name: /example\.test/ });
  await expect(website).toHaveAttribute('href', `${APP_ORIGIN}/`);
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expectNoAxeViolations(page);
  expect(await fitsPhone(page)).toBe(true);

  // While the answer is on its way both buttons are busy; then the app gets its code and state.
  const answers = await holdConsentAnswers(page);
  await page.getByRole('button', { name: 'Allow', exact: true }).click();
  const allowing = page.getByRole('button', { name: 'Allowing…' });
  await expect(allowing).toBeVisible();
  await expect(allowing).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  answers.release();
  const callback = await callbackQuery(page);
  expect(callback.get('state')).toBe(state);
  const code = callback.get('code');
  expect(code).toBeTruthy();

  const tokenResponse = await request.post('/auth/v1/oauth/token', {
    form: {
      grant_type: 'authorization_code',
      code: code!,
      redirect_uri: CALLBACK,
      client_id: app.clientId,
      client_secret: app.clientSecret,
      code_verifier: verifier,
    },
  });
  expect(tokenResponse.status(), await tokenResponse.text()).toBe(200);
  const tokens = (await tokenResponse.json()) as { access_token?: string; token_type?: string };
  expect(tokens.access_token).toBeTruthy();
  expect(tokens.token_type?.toLowerCase()).toBe('bearer');
  const connected = await appUserinfo(request, tokens.access_token!);
  expect(connected.status, connected.body).toBe(200);
  expect(JSON.parse(connected.body)).toMatchObject({
    sub: member.id,
    email: `${member.username}@example.com`,
  });

  // Asked again for the same scopes, the member goes straight back to the app.
  const again = pkcePair();
  await page.goto(authorizeUrl(app, again.challenge, 'second-visit'));
  const secondCallback = await callbackQuery(page);
  expect(secondCallback.get('state')).toBe('second-visit');
  expect(secondCallback.get('code')).toBeTruthy();

  // Settings → Security lists the app; Disconnect, after a confirmation, leaves the empty state.
  await page.goto(`/profile/${member.id}`);
  const row = connectedApps(page).getByRole('listitem').filter({ hasText: app.name });
  await expect(row).toBeVisible(firstLoad);
  await expect(row).toContainText('See your email address');
  await expect(row).toContainText(/Connected \w+/);
  await expectNoAxeViolations(page, 'section[aria-labelledby="security-heading"]');
  expect(await fitsPhone(page)).toBe(true);
  const disconnect = row.getByRole('button', { name: `Disconnect ${app.name}` });
  await disconnect.click();
  const confirm = page.getByRole('dialog', { name: `Disconnect “${app.name}”?` });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(disconnect).toBeFocused();
  await disconnect.click();
  await confirm.getByRole('button', { name: 'Disconnect', exact: true }).click();
  await expect(toast(page)).toContainText('App disconnected');
  await expect(security(page)).toContainText('No apps are connected to your account.');
  await expect(security(page).getByRole('heading', { name: 'Connected apps' })).toBeFocused();

  // Disconnected, the app's session is over: its access token is refused (GoTrue's 403
  // `session_not_found`).
  const userinfo = await appUserinfo(request, tokens.access_token!);
  expect(userinfo.status, userinfo.body).toBe(403);
  expect(userinfo.body).toContain('session_not_found');
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('Cancel tells the app no; an answered request or a bare link is explained', async ({
  page,
  request,
  consoleErrors,
}) => {
  await serveAppSite(page);
  const app = await registerApp(request);
  await signUpInBrowser(page, uniqueName('oauthno_'));
  const { challenge } = pkcePair();

  await page.goto(authorizeUrl(app, challenge, 'cancel-state'));
  await expect(page.getByRole('heading', { level: 1, name: headingFor(app.name) })).toBeVisible(
    firstLoad,
  );
  const consentAddress = page.url();
  // By keyboard: Cancel is reached and pressed without a pointer.
  const cancel = page.getByRole('button', { name: 'Cancel' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  const callback = await callbackQuery(page);
  expect(callback.get('error')).toBe('access_denied');
  expect(callback.get('state')).toBe('cancel-state');
  expect(callback.get('code')).toBeNull();

  // The same request again: already answered.
  await page.goto(consentAddress);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This request can’t be used' }),
  ).toBeVisible(firstLoad);
  await expect(
    page.getByRole('alert').filter({ hasText: 'expired or was already answered' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Allow', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // No request id at all.
  await page.goto('/oauth/consent');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link is incomplete' }),
  ).toBeVisible(firstLoad);
  await expectNoAxeViolations(page);
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});
