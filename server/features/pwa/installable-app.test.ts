import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { appRoutePatterns } from '../../../common/app-routes';
import { appShellRoutePatterns } from '../../../common/features/pwa/app-shell-routes';
import { describeEachDatabase } from '../../test/build-test-app';

/** A web build of a few files (what vite-plugin-pwa writes beside the app), in a temp folder. */
const webDistDir = mkdtempSync(path.join(tmpdir(), 'magic-community-pwa-'));
const SHELL =
  '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>';
writeFileSync(path.join(webDistDir, 'index.html'), SHELL);
writeFileSync(path.join(webDistDir, 'offline.html'), '<!doctype html><title>offline</title>');
writeFileSync(path.join(webDistDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(path.join(webDistDir, 'manifest.webmanifest'), '{"name":"Magic Community"}');
mkdirSync(path.join(webDistDir, 'assets'));
writeFileSync(path.join(webDistDir, 'assets', 'main-abc123.js'), 'export {};');
afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));

const samplePath = (pattern: string) =>
  pattern.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');

describeEachDatabase(
  'installable app files',
  (context) => {
    it('serves the service worker and manifest revalidated on every load, typed', async () => {
      const worker = await context().app.inject({ method: 'GET', url: '/sw.js' });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-type']).toMatch(/^application\/javascript/);
      expect(worker.headers['cache-control']).toBe('no-cache');

      const manifest = await context().app.inject({ method: 'GET', url: '/manifest.webmanifest' });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.json()).toEqual({ name: 'Magic Community' });

      const offline = await context().app.inject({ method: 'GET', url: '/offline.html' });
      expect(offline.statusCode).toBe(200);
      expect(offline.headers['content-type']).toMatch(/^text\/html/);

      const asset = await context().app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('lets the page register its own service worker and manifest under the CSP', async () => {
      const page = await context().app.inject({ method: 'GET', url: '/feed' });
      const csp = page.headers['content-security-policy'] as string;
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("manifest-src 'self'");
      expect(csp).toContain("script-src 'self'");
    });

    // The service worker serves its precached index.html for the app shell's routes: only
    // right if the server answers exactly that file for them, and something else elsewhere.
    it('answers the app shell, unchanged, for the shell routes and for no other page', async () => {
      const shellRoutes = new Set<string>(appShellRoutePatterns);
      for (const pattern of appRoutePatterns) {
        const page = await context().app.inject({ method: 'GET', url: samplePath(pattern) });
        expect(page.headers['content-type'], pattern).toMatch(/^text\/html/);
        expect(page.body === SHELL, pattern).toBe(shellRoutes.has(pattern));
      }
    });

    it('server-rendered pages link the manifest and the Apple touch icon', async () => {
      const page = await context().app.inject({ method: 'GET', url: '/disney-world-tips' });
      expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
      expect(page.body).toContain(
        '<link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png" />',
      );
    });
  },
  { serveWeb: true, webDistDir },
);
