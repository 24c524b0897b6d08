import { useTheme } from '../../../lib/theme';
import { Specimen, StyleSection } from './section';
import { ThemeSwitch } from './theme-switch';

/** The light and dark themes: switch the whole page and every specimen below follows. */
export function ThemeSection() {
  const [theme] = useTheme();
  return (
    <StyleSection
      id="themes"
      title="Light and dark"
      description="The site follows the device setting until a visitor picks a theme, and then remembers the choice. Both themes are built from the same tokens and meet WCAG AA contrast."
    >
      <Specimen title="Theme switch" className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <ThemeSwitch />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing the <strong className="text-foreground">{theme}</strong> theme. Switch to check
          every colour and component below in the other one.
        </p>
      </Specimen>
    </StyleSection>
  );
}
