import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoMemberEmail } from '../server/db/seed/demo-seed';
import { expect } from './fixtures';

const AUTH_STORAGE_KEY = 'magic-community-auth';

/** The password of the members the specs sign up. */
export const NEW_MEMBER_PASSWORD = 'Castle#Dream42';

/** A member signed up by a spec, with the session `/auth/v1` answered. */
export interface NewMember {
  id: string;
  username: string;
  token: string;
  session: unknown;
}

/** `prefix` followed by the time and a random tail: a name no other test run has used. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Stores `session` the way auth-js stores it, before any script of the next pages runs: they
 * open signed in.
 */
export async function storeSession(page: Page, session: unknown): Promise<void> {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [AUTH_STORAGE_KEY, JSON.stringify(session)],
  );
}

/** The access token of the session the page's auth-js holds now. */
export async function storedAccessToken(page: Page): Promise<string> {
  return page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token,
    AUTH_STORAGE_KEY,
  );
}

/**
 * A new member signed up through `/auth/v1` as `username` (`<username>@example.com`, optional
 * first and last name); the e2e server confirms at once, so a session comes back.
 */
export async function signUpMember(
  request: APIRequestContext,
  username: string,
  names?: { first_name: string; last_name: string },
): Promise<NewMember> {
  const response = await request.post('/auth/v1/signup', {
    data: {
      email: `${username}@example.com`,
      password: NEW_MEMBER_PASSWORD,
      data: { ...names, username },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const session = (await response.json()) as { access_token?: string; user: { id: string } };
  expect(session.access_token, 'sign-up answers with a session').toBeTruthy();
  return { id: session.user.id, username, token: session.access_token!, session };
}

/** {@link signUpMember}, then the page's next loads are signed in as the new member. */
export async function signUpInBrowser(
  page: Page,
  username: string,
  names?: { first_name: string; last_name: string },
): Promise<NewMember> {
  const member = await signUpMember(page.request, username, names);
  await storeSession(page, member.session);
  return member;
}

/**
 * Signs the browser in as a demo member (seeded before the e2e server starts): a real password
 * sign-in through `/auth/v1`, stored the way auth-js stores its session.
 */
export async function signInAs(page: Page, username: string): Promise<{ userId: string }> {
  const response = await page.request.post('/auth/v1/token?grant_type=password', {
    data: { email: demoMemberEmail(username), password: DEMO_PASSWORD },
  });
  if (!response.ok())
    throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  const session = (await response.json()) as { user: { id: string } };
  await storeSession(page, session);
  return { userId: session.user.id };
}
