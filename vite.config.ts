import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const fromWeb = (file: string) => fileURLToPath(new URL(`./web/${file}`, import.meta.url));

/**
 * Builds the web app from web/ into dist/web (hashed assets under /assets): the single-page
 * app (index.html) and the small island script of the server-rendered guide pages
 * (page-main.tsx) of the server-rendered pages, whose files the server finds in the manifest. `zod` resolves to
 * web/lib/zod-browser.ts, which turns zod's JIT (and its CSP-violating eval probe) off.
 */
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
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
