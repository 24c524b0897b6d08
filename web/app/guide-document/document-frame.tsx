import type { ReactNode } from 'react';
import type { NavigationItem } from '../../../common/features/navigation/navigation.contract';
import { SiteFooter, type FooterLinkComponent } from '../layout/site-footer';
import { StaticSiteHeader } from './static-site-header';
import { ThemeSwitch } from './theme-switch';

/** Footer links on server-rendered pages load documents (there is no router). */
const PlainLink: FooterLinkComponent = ({ to, ...props }) => <a href={to} {...props} />;

/**
 * The frame of every server-rendered page, the same as the app's: skip link, the fixed header
 * (its island), the page in `main`, the footer with the theme switch.
 */
export function DocumentFrame({
  navigation,
  currentPath,
  children,
}: {
  navigation: Pick<NavigationItem, 'title' | 'url' | 'icon'>[];
  currentPath: string;
  children: ReactNode;
}) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <StaticSiteHeader items={navigation} currentPath={currentPath} />
      <div className="flex min-h-dvh flex-col pt-[var(--header-height)]">
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter LinkComponent={PlainLink} themeToggle={<ThemeSwitch />} />
      </div>
    </>
  );
}
