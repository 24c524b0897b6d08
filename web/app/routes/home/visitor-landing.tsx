import { Link } from 'react-router';
import { CommunityHighlights } from '../../../features/posts/components/highlights/community-highlights';
import { useCatalogueCounts } from '../../../features/reviews/api/get-reviews';
import { HIGHLIGHTS_HEADING_ID, VisitorLandingContent } from './visitor-landing-content';

/**
 * The visitors' home inside the app (after a sign-out, or a visit within the app): the landing
 * with the router's links and the highlights and the catalogue's counts loaded in the browser. Visitors arriving at `/`
 * get the same landing rendered on the server.
 */
export function VisitorLanding() {
  const counts = useCatalogueCounts();
  return (
    <VisitorLandingContent
      LinkComponent={Link}
      counts={counts.data ?? null}
      highlights={<CommunityHighlights headingId={HIGHLIGHTS_HEADING_ID} />}
    />
  );
}
