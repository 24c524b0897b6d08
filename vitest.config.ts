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
    hookTimeout: 60_000,
  },
});
