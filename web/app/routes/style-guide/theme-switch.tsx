import { Moon, Sun } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useTheme, type Theme } from '../../../lib/theme';

const options: { value: Theme; label: string; icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
];

/** Switches the whole page between the light and dark themes (remembered like the footer toggle). */
export function ThemeSwitch() {
  const [theme, setTheme] = useTheme();
  return (
    <div role="group" aria-label="Theme" className="inline-flex rounded-lg border bg-muted p-1">
      {options.map(({ value, label, icon: Icon }) => (
        <Button
          key={value}
          size="sm"
          variant={theme === value ? 'default' : 'ghost'}
          aria-pressed={theme === value}
          onClick={() => setTheme(value)}
          className="h-10"
        >
          <Icon aria-hidden />
          {label}
        </Button>
      ))}
    </div>
  );
}
