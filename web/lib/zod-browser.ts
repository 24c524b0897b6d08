/**
 * What `zod` means in the browser build (a Vite alias, see vite.config.ts): zod itself, with the
 * JIT turned off before anything else of zod or of our schemas runs. It lives in whichever lazy
 * chunk first needs zod, so the setting holds in every bundle that loads zod (the app's pages and
 * any future guide island) while zod stays out of the first load of public pages.
 */
import './zod-jitless';

export * from 'zod/v4';
