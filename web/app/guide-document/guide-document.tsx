import type { GuidePage } from '../../../common/features/guides/guide-pages';
import type { NavigationItem } from '../../../common/features/navigation/navigation.contract';
import { GuideArticle } from '../../features/guides/components/guide-article';
import { Island } from '../../lib/island';
import { SiteFooter, type FooterLinkComponent } from '../layout/site-footer';
import { StaticSiteHeader } from './static-site-header';
import { ThemeSwitch } from './theme-switch';

const PlainLink: FooterLinkComponent = ({ to, ...props }) => <a href={to} {...props} />;

/**
 * The body of a server-rendered guide page: the same frame as the app (skip link, fixed
 * header, footer) around the guide. Only the islands (account slot, theme switch, budget
 * calculator) are hydrated in the browser.
 */
export function GuideDocument({
  guide,
  related,
  navigation,
}: {
  guide: GuidePage;
  related: GuidePage[];
  navigation: Pick<NavigationItem, 'title' | 'url' | 'icon'>[];
}) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <StaticSiteHeader items={navigation} currentPath={guide.link.path} />
      <div className="flex min-h-dvh flex-col pt-[var(--header-height)]">
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <GuideArticle guide={guide} related={related} />
        </main>
        <SiteFooter
          LinkComponent={PlainLink}
          themeToggle={
            <Island name="theme-switch">
              <ThemeSwitch />
            </Island>
          }
        />
      </div>
    </>
  );
}
