import { Moon, Sun } from 'lucide-react';

/**
 * The light/dark switch for server-rendered pages: the same control as the app's theme toggle,
 * drawn for both themes by CSS (icon and name follow the `dark` class), so it is right before
 * any script runs and needs no hydration. Its clicks are handled by the page script
 * (`data-theme-switch`, document-theme.ts).
 */
export function ThemeSwitch() {
  return (
    <button
      type="button"
      data-theme-switch=""
      className="inline-flex size-11 items-center justify-center rounded-md transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span className="sr-only dark:hidden">Switch to dark theme</span>
      <span className="sr-only hidden dark:inline">Switch to light theme</span>
      <Moon aria-hidden className="size-4 dark:hidden" />
      <Sun aria-hidden className="hidden size-4 dark:block" />
    </button>
  );
}
