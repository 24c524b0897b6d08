import { defineConfig } from 'vitest/config';

/** Unit and API tests (Node). Browser end-to-end tests run with Playwright (e2e/). */
export default defineConfig({
  test: {
    include: [
      'server/**/*.test.ts',
      'common/**/*.test.ts',
      'web/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    // As Playwright does on CI: a test that fails is run once more, and one that passes then is
    // listed by name at the end of `npm test` ("passed on a retry"), never hidden.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 60_000,
  },
});
