import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appShellRouteExpressions } from './common/features/pwa/app-shell-routes';

const fromWeb = (file: string) => fileURLToPath(new URL(`./web/${file}`, import.meta.url));

const DAY_SECONDS = 86_400;

/**
 * The server-rendered pages' cache: network first (3 s), the visited copy when the network fails,
 * else `fallbackURL` from the precache.
 */
const visitedPages = (fallbackURL: string) => ({
  cacheName: 'guide-pages',
  networkTimeoutSeconds: 3,
  cacheableResponse: { statuses: [200] },
  expiration: { maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS },
  precacheFallback: { fallbackURL },
});

/**
 * The installable app (vite-plugin-pwa with Workbox's generateSW): the manifest at
 * /manifest.webmanifest and the service worker at /sw.js, registered by web/features/pwa (never
 * by the plugin). The service worker
 * - precaches the app shell: the hashed scripts and styles (not the staff pages' or the style
 *   guide's), the Latin body font, index.html, the offline page and the icons; the app's own
 *   pages (appShellRoutePatterns) open from the precached index.html, which is what the server
 *   sends for them;
 * - keeps the member API answers of the offline checklists and feed (GET /api/checklists,
 *   /api/checklists/*, /api/feed; 200 only) in 'member-api', network first (4 s), cleared on
 *   sign-out and member change (web/features/pwa/member-cache.ts); nothing else of /api or
 *   /auth/v1 is cached;
 * - keeps the server-rendered pages (guides, home, posts, profiles, lists) in 'guide-pages',
 *   network first (3 s): a visited page opens offline; one never visited shows /offline.html
 *   (a checklist's page opens the app instead, which reads the member's cached checklist);
 * - keeps photos, share cards and other images (cache first, limited) and the other fonts.
 * A new worker waits until the member presses Update Now on the update card (no skipWaiting).
 */
const pwa = VitePWA({
  injectRegister: false,
  registerType: 'prompt',
  includeAssets: ['favicon.svg', 'theme-init.js', 'offline.html', 'offline-page.js'],
  manifest: {
    id: '/',
    name: 'Magic Community',
    short_name: 'Magic',
    description:
      'Walt Disney World guides, member photos, tips, reviews and shareable checklists from a friendly community of park fans.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1e3a8a',
    background_color: '#fbf9f6',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    globPatterns: [
      'index.html',
      'offline.html',
      'offline-page.js',
      'theme-init.js',
      'favicon.svg',
      'icons/*.png',
      'assets/*.{js,css}',
      'assets/inter-latin-wght-normal-*.woff2',
    ],
    // Staff pages and the style guide are used online only: left out of every member's download.
    globIgnores: [
      'assets/admin-*',
      'assets/audit-log-page-*',
      'assets/bulk-delete-page-*',
      'assets/moderation-page-*',
      'assets/style-guide-page-*',
    ],
    // Hashed names change with their content: no revision query needed.
    dontCacheBustURLsMatching: /^assets\//,
    // `/` is the server-rendered home, not the precached index.html.
    directoryIndex: '',
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    navigateFallback: 'index.html',
    navigateFallbackAllowlist: appShellRouteExpressions(),
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          (url.pathname === '/api/feed' ||
            url.pathname === '/api/checklists' ||
            url.pathname.startsWith('/api/checklists/')),
        method: 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'member-api',
          networkTimeoutSeconds: 4,
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // A checklist's page: the visited copy, else the app, which opens the cached checklist.
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin && request.mode === 'navigate' && /^\/checklists?(\/|$)/.test(url.pathname),
        handler: 'NetworkFirst',
        options: visitedPages('index.html'),
      },
      {
        // Every other page is rendered by the server: network first, the visited copy offline,
        // else the offline page. Never the APIs, realtime, uploads, health, sitemap or robots.
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin &&
          request.mode === 'navigate' &&
          !/^\/(?:api|auth\/v1|realtime|uploads|og|healthz|sitemap|robots\.txt)(?:[/.?]|$)/.test(
            url.pathname,
          ),
        handler: 'NetworkFirst',
        options: visitedPages('offline.html'),
      },
      {
        // Members' photos: stored under their id, replaced by a new id. Only public ones: a
        // photo of a private group's post (issue 26) is the member's alone, asked again each
        // time, and must not outlive their session in this device's cache.
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin && request.destination === 'image' && url.pathname.startsWith('/uploads/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'images',
          cacheableResponse: {
            statuses: [200],
            headers: { 'cache-control': 'public, max-age=31536000, immutable' },
          },
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true },
        },
      },
      {
        // Share cards: stored under their address.
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin && request.destination === 'image' && url.pathname.startsWith('/og/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'share-cards',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 100, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true },
        },
      },
      {
        // Other images of our own (not precached) and the fonts' other scripts (hashed names).
        urlPattern: ({ request, sameOrigin }) =>
          sameOrigin && (request.destination === 'image' || request.destination === 'font'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'static-files',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 100, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true },
        },
      },
    ],
  },
});

/**
 * Builds the web app from web/ into dist/web (hashed assets under /assets): the single-page
 * app (index.html) and the small island script of the server-rendered guide pages
 * (page-main.tsx) of the server-rendered pages, whose files the server finds in the manifest. `zod` resolves to
 * web/lib/zod-browser.ts, which turns zod's JIT (and its CSP-violating eval probe) off; the
 * installable app's manifest and service worker are described above.
 */
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), pwa],
  resolve: {
    // zod in the browser: the same library with its JIT off (our CSP forbids eval).
    alias: [{ find: /^zod$/, replacement: fromWeb('lib/zod-browser.ts') }],
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    manifest: true,
    rollupOptions: {
      input: { main: fromWeb('index.html'), page: fromWeb('page-main.tsx') },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/auth/v1': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      // Pages and files the server renders: the guides, sitemap, robots and share images.
      '^/disney-': 'http://localhost:3000',
      '/sitemap.xml': 'http://localhost:3000',
      '/robots.txt': 'http://localhost:3000',
      '/og/': 'http://localhost:3000',
    },
  },
});
