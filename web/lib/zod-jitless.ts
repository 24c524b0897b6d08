import { config } from 'zod/v4/core';

/**
 * Turns zod's JIT off in the browser with zod's documented setting (`z.config({ jitless: true
 * })`). Its object parser otherwise probes `new Function` when a schema is created, which our CSP
 * (`script-src 'self'`, no 'unsafe-eval') reports as a violation on every page that loads zod.
 * Imported first by `zod-browser.ts`, so it runs before any schema exists.
 */
config({ jitless: true });
