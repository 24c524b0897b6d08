import { AlertCircle, RotateCw } from 'lucide-react';
import type { PostHighlight } from '../../../../common/features/posts/posts.contract';
import type { NavigationItem } from '../../../../common/features/navigation/navigation.contract';
import { Button } from '../../../components/ui/button';
import {
  HighlightList,
  HighlightsSection,
} from '../../../features/posts/components/highlights/highlights-section';
import { PlainLink } from '../../../features/posts/components/highlights/link-component';
import { Island } from '../../../lib/island';
import { StaticSiteHeader } from '../../guide-document/static-site-header';
import { ThemeSwitch } from '../../guide-document/theme-switch';
import { SiteFooter } from '../../layout/site-footer';
import { HIGHLIGHTS_HEADING_ID, VisitorLandingContent } from './visitor-landing-content';

/** The community's highlights as the server read them, or `null` when they could not be read. */
export type HomeHighlights = readonly PostHighlight[] | null;

/** What the page says when the highlights could not be read: the rest of the page still shows. */
function HighlightsUnavailable() {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 px-6 py-8 text-center"
    >
      <AlertCircle aria-hidden className="size-8 text-destructive" />
      <p className="font-semibold">We could not load the latest moments</p>
      <p className="max-w-md text-sm text-muted-foreground">
        An unexpected error occurred. Please try again.
      </p>
      <Button asChild variant="outline">
        <a href="/">
          <RotateCw aria-hidden />
          Try again
        </a>
      </Button>
    </div>
  );
}

/**
 * The body of the server-rendered home `/` for visitors: the frame of the guide pages (skip
 * link, fixed header, footer) around the visitors' landing, its highlights already in the
 * page. Only the header's account slot and the theme switch are islands.
 */
export function HomeDocument({
  navigation,
  highlights,
}: {
  navigation: Pick<NavigationItem, 'title' | 'url' | 'icon'>[];
  highlights: HomeHighlights;
}) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <StaticSiteHeader items={navigation} currentPath="/" />
      <div className="flex min-h-dvh flex-col pt-[var(--header-height)]">
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <VisitorLandingContent
            LinkComponent={PlainLink}
            highlights={
              <HighlightsSection headingId={HIGHLIGHTS_HEADING_ID} LinkComponent={PlainLink}>
                {highlights ? (
                  <HighlightList items={highlights} LinkComponent={PlainLink} />
                ) : (
                  <HighlightsUnavailable />
                )}
              </HighlightsSection>
            }
          />
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
