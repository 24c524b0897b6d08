import { allGuidePaths } from '../common/features/guides/guide-catalog';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

/** Pages checked with axe-core (WCAG 2.1 A and AA rules), in both colour themes. */
const pages = [
  '/',
  '/about',
  '/faq',
  '/support',
  '/privacy',
  '/style-guide',
  '/feed',
  '/disney-world-tips',
  '/disney-events',
  '/disney-world-budget-guide',
  '/moderation',
  '/nope',
];
/** Every guide page is checked too (in the light theme; three of them in both). */
const lightOnlyPages = allGuidePaths.filter((path) => !pages.includes(path));

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${theme} theme)`, () => {
    test.use({ colorScheme: theme });
    for (const path of theme === 'light' ? [...pages, ...lightOnlyPages] : pages) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        await expectNoAxeViolations(page);
      });
    }
  });
}
