import { BookOpen, ChevronDown } from 'lucide-react';
import {
  DISNEY_GUIDES_GROUP_TITLE,
  disneyGuidesGroup,
} from '../../../common/features/guides/guide-catalog';
import type { NavigationItem } from '../../../common/features/navigation/navigation.contract';
import { NavigationIcon } from '../../features/navigation/components/navigation-icon';
import { Island } from '../../lib/island';
import { SiteLogo } from '../layout/site-logo';
import { HeaderAccount } from './header-account';

/**
 * The app's fixed header as plain HTML for server-rendered pages: the visitor's navigation
 * (spec §6), the 'Disney Guides' group as a disclosure that opens without JavaScript, and the
 * account slot, hydrated as an island.
 */
export function StaticSiteHeader({
  items,
  currentPath,
}: {
  items: Pick<NavigationItem, 'title' | 'url' | 'icon'>[];
  currentPath: string;
}) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-[var(--header-height)] border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-3 sm:px-4">
        <SiteLogo isDocumentLink />
        <nav aria-label="Main" className="ml-1 flex items-center gap-0.5">
          <ul className="hidden items-center gap-1 md:flex">
            {items.map((item) => (
              <li key={item.url}>
                <a
                  href={item.url}
                  title={item.title}
                  className="flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-foreground/80 transition-colors hover:bg-muted"
                >
                  <NavigationIcon name={item.icon} className="size-4" />
                  <span className="sr-only lg:not-sr-only">{item.title}</span>
                </a>
              </li>
            ))}
          </ul>
          <details className="group relative">
            <summary
              title={DISNEY_GUIDES_GROUP_TITLE}
              className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md px-3 text-sm font-medium hover:bg-muted [&::-webkit-details-marker]:hidden"
            >
              <BookOpen aria-hidden className="size-4" />
              <span className="sr-only lg:not-sr-only">{DISNEY_GUIDES_GROUP_TITLE}</span>
              <ChevronDown aria-hidden className="hidden size-4 opacity-60 lg:block" />
            </summary>
            <ul className="absolute left-0 top-12 z-50 min-w-56 rounded-md border bg-popover p-1 text-popover-foreground shadow-md">
              {disneyGuidesGroup.map((guide) => (
                <li key={guide.path}>
                  <a
                    href={guide.path}
                    aria-current={guide.path === currentPath ? 'page' : undefined}
                    className="flex min-h-11 items-center rounded-sm px-3 text-sm hover:bg-muted aria-[current=page]:font-semibold"
                  >
                    {guide.title}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <Island name="header-account">
            <HeaderAccount />
          </Island>
        </div>
      </div>
    </header>
  );
}
