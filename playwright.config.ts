import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** E2E_PORT moves the whole run (its own servers too) so that two runs can share a machine. */
const port = Number(process.env.E2E_PORT ?? 4173);
/** A fresh embedded database for every run of the browser tests. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'magic-community-e2e-'));

/**
 * Browser tests against the production build, in Debian's Chromium (Playwright's own browser
 * download is not available here).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // This runs on a shared 2-core machine, two browsers beside the server: a page that renders in
  // 1.5 s alone can take 6 s under that load, so the waits leave room for it (a passing test is
  // no slower for it; only a broken one waits longer to fail).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.test-output/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs CPU on every test; in CI only the retry of a failed test records.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The production build registers a service worker, which would answer requests that specs
    // mock with page.route and keep pages between them; e2e/pwa.spec.ts allows it on its own
    // deployment.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The demo community gives the tests a member and an admin to sign in as.
    command: 'npx tsx server/db/seed/demo-cli.ts && node dist/server/main.js',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SITE_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      // Every spec signs members up from this one address: more than GoTrue's 30 sign-ups per
      // five minutes that a real address gets (no spec tests that per-address limit).
      AUTH_RATE_LIMIT_OTP_PER_5_MIN: '1000',
      // The same address signs in and answers authenticator codes for every spec: on a quiet
      // machine the run goes fast enough to pass GoTrue's 150 token requests per five minutes
      // and 15 MFA requests a minute (those per-address limits are tested in Vitest).
      AUTH_RATE_LIMIT_TOKEN_PER_5_MIN: '10000',
      AUTH_RATE_LIMIT_MFA_PER_MINUTE: '10000',
      // Every browser of the run reports from this one address too; a test browser that blocks the
      // service worker logs that on each page load.
      TELEMETRY_RATE_LIMIT_PER_MINUTE: '100000',
      // WebAuthn refuses IP addresses as relying parties: e2e/passkeys.spec.ts opens the app as
      // localhost, which passkeys are bound to here.
      WEBAUTHN_RP_ID: 'localhost',
      WEBAUTHN_RP_ORIGINS: `http://localhost:${port}`,
      // "Sign in with Magic Community" for third-party apps: e2e/oauth-consent.spec.ts registers
      // an app and walks a member through the consent page.
      AUTH_OAUTH_SERVER_ENABLED: 'true',
      AUTH_OAUTH_SERVER_ALLOW_DYNAMIC_REGISTRATION: 'true',
    },
  },
});
