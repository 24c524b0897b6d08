import type { Page } from '@playwright/test';
import { SignJWT } from 'jose';

/** Must match JWT_SECRET of the e2e server (playwright.config.ts). */
export const E2E_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-0123456789';
const AUTH_STORAGE_KEY = 'magic-community-auth';

/**
 * Signs the browser in as `userId` by storing a session the way auth-js stores it, with an
 * access token signed by the server's secret (the auth API itself arrives with the auth feature).
 */
export async function signInAs(page: Page, userId: string, email = 'member@example.com') {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + 3600;
  const accessToken = await new SignJWT({
    role: 'authenticated',
    email,
    session_id: crypto.randomUUID(),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
  const session = {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    refresh_token: 'e2e-refresh-token',
    user: {
      id: userId,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      app_metadata: { provider: 'email' },
      user_metadata: {},
      created_at: new Date().toISOString(),
    },
  };
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [AUTH_STORAGE_KEY, JSON.stringify(session)],
  );
}
