import type { Page } from '@playwright/test';

/**
 * Records the text of every toast the page shows (as each is added), so a
 * test can tell one toast from two even though only one is visible at a time. Call before the
 * page loads.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = shown;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          // Radix renders each toast as an <li data-swipe-direction> in the viewport's <ol>.
          if (node instanceof HTMLLIElement && node.hasAttribute('data-swipe-direction')) {
            shown.push(node.textContent ?? '');
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The toasts recorded on the current document, in order. */
export function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
}
