import { AlertCircle, RotateCw } from 'lucide-react';
import type { PostHighlight } from '../../../../common/features/posts/posts.contract';
import type { NavigationItem } from '../../../../common/features/navigation/navigation.contract';
import type { CatalogueCounts } from '../../../../common/features/reviews/catalogue-counts';
import { Button } from '../../../components/ui/button';
import {
  HighlightList,
  HighlightsSection,
} from '../../../features/posts/components/highlights/highlights-section';
import { PlainLink } from '../../../features/posts/components/highlights/link-component';
import { DocumentFrame } from '../../guide-document/document-frame';
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
 * The body of the server-rendered home `/` for visitors: the visitors' landing in the frame of
 * server-rendered pages, its highlights already in the page.
 */
export function HomeDocument({
  navigation,
  highlights,
  counts,
}: {
  navigation: Pick<NavigationItem, 'title' | 'url' | 'icon'>[];
  highlights: HomeHighlights;
  /** The catalogue's counts behind the landing's figures. */
  counts: CatalogueCounts;
}) {
  return (
    <DocumentFrame navigation={navigation} currentPath="/">
      <VisitorLandingContent
        LinkComponent={PlainLink}
        counts={counts}
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
    </DocumentFrame>
  );
}
