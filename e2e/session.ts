import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoMemberEmail } from '../server/db/seed/demo-seed';

const AUTH_STORAGE_KEY = 'magic-community-auth';

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
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [AUTH_STORAGE_KEY, JSON.stringify(session)],
  );
  return { userId: session.user.id };
}
