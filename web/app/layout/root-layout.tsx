import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AccountClosingBanner } from '../../features/account-deletion/components/account-closing-banner';
import { ChecklistTickSync } from '../../features/checklists/components/checklist-tick-sync';
import { NavigationProgress } from '../navigation/navigation-progress';
import { usePageTransition } from '../navigation/page-transition';
import { ModerationHost } from './moderation-host';
import { PageSkeleton } from './page-skeleton';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Every page's frame: skip link, fixed header, the page (lazy, behind the skeleton; while the
 * next page's code loads, the progress bar and then the skeleton), footer; item
 * menus get their moderation entries from the host around them; checklist ticks kept on the
 * device while offline are sent from here.
 */
export function RootLayout() {
  const transition = usePageTransition();
  return (
    <ModerationHost>
      <NavigationProgress active={transition.progress} />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <ScrollToTop />
      <ChecklistTickSync />
      <SiteHeader />
      <div className="flex min-h-dvh flex-col pt-[var(--header-height)]">
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <AccountClosingBanner />
          <Suspense fallback={<PageSkeleton />}>
            {transition.placeholder ? <PageSkeleton /> : <Outlet />}
          </Suspense>
        </main>
        <SiteFooter />
      </div>
    </ModerationHost>
  );
}
