import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../../lib/theme';

/**
 * The light/dark switch for server-rendered pages (an island): the same control as the app's
 * theme toggle, with plain class names so the island stays light.
 */
export function ThemeSwitch() {
  const [theme, setTheme] = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      aria-label={`Switch to ${next} theme`}
      onClick={() => setTheme(next)}
      className="inline-flex size-11 items-center justify-center rounded-md transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {theme === 'dark' ? (
        <Sun aria-hidden className="size-4" />
      ) : (
        <Moon aria-hidden className="size-4" />
      )}
    </button>
  );
}
