import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Spec §9's performance warnings in Chromium: on a phone-sized page (360 px) a layout shift
 * above 0.1 is reported to `/api/logs` as one warning with its value and threshold, captured
 * 2 s after load, and only once however much more the page shifts.
 */

const isLogPost = (request: Request) =>
  request.url().endsWith('/api/logs') && request.method() === 'POST';

interface LogEntry {
  level: string;
  message: string;
  data?: { metric?: string; value?: number; threshold?: number; isMobile?: boolean };
}

test.use({ viewport: { width: 360, height: 740 } });

test('a large layout shift on a phone is logged once, 2 s after load', async ({ page }) => {
  const entries: { entry: LogEntry; at: number }[] = [];
  page.on('request', (request) => {
    if (isLogPost(request)) {
      entries.push({ entry: request.postDataJSON() as LogEntry, at: Date.now() });
    }
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => document.readyState === 'complete');
  const loadedAt = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return performance.timeOrigin + navigation!.loadEventStart;
  });

  // Content pushed down by a late banner, twice: a shift well above 0.1.
  const shiftPage = () =>
    page.evaluate(async () => {
      const banner = document.createElement('div');
      banner.style.height = '400px';
      document.body.prepend(banner);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
    });
  await shiftPage();
  await shiftPage();

  const shiftWarnings = () => entries.filter(({ entry }) => entry.data?.metric === 'layoutShift');
  await expect.poll(() => shiftWarnings().length, { timeout: 15_000 }).toBe(1);
  const [{ entry, at }] = shiftWarnings() as [{ entry: LogEntry; at: number }];
  expect(entry.level).toBe('warn');
  expect(entry.data).toMatchObject({ metric: 'layoutShift', threshold: 0.1, isMobile: true });
  expect(entry.data!.value).toBeGreaterThan(0.1);
  expect(entry.message).toMatch(/^Slow page: layout shift [\d.]+, above 0\.1$/);
  expect(at - loadedAt).toBeGreaterThanOrEqual(1900);

  // More shifting afterwards: still one warning for this page load.
  await shiftPage();
  await page.waitForTimeout(500);
  expect(shiftWarnings()).toHaveLength(1);
});
