/** Where the chosen theme is kept (the same key as web/lib/theme.ts and theme-init.js). */
const THEME_STORAGE_KEY = 'theme';

/** Switches the page between light and dark and remembers the choice, as the app's toggle does. */
export function toggleDocumentTheme(): void {
  const isDark = document.documentElement.classList.toggle('dark');
  try {
    localStorage.setItem(THEME_STORAGE_KEY, isDark ? 'dark' : 'light');
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}

/** Makes every theme switch of a server-rendered page work (`data-theme-switch`). */
export function handleThemeSwitches(): void {
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    if (event.target.closest('[data-theme-switch]')) toggleDocumentTheme();
  });
}
