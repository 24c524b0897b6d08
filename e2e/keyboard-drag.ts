import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks a sortable entry up by its handle (Space) and moves it to the top (ArrowUp) until
 * `overText` is announced. dnd-kit's keyboard sensor starts listening for arrow keys one tick
 * after the pick-up, so an arrow pressed at once can be lost on a busy machine; the top is the
 * top, so pressing again is harmless.
 */
export async function pickUpAndMoveToTop(page: Page, handle: Locator, overText: string) {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('status').filter({ hasText: overText })).toBeAttached({
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });
}
