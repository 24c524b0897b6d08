import { renderToString } from 'react-dom/server';
import type { GuidePage } from '../../common/features/guides/guide-pages';
import type { ReviewFiguresBySlug } from '../../common/features/guides/review-figures';
import type { NavigationItem } from '../../common/features/navigation/navigation.contract';
import { GuideDocument } from '../app/guide-document/guide-document';
import { ReviewFiguresContext } from '../features/guides/components/review-figures-context';

/**
 * The HTML inside `#root` of a guide page (run on the server); `reviewFigures`, the catalogue's
 * live figures, replace the guide's own on the cards of reviewed attractions and restaurants.
 */
export function renderGuideBody(input: {
  guide: GuidePage;
  related: GuidePage[];
  navigation: Pick<NavigationItem, 'title' | 'url' | 'icon'>[];
  reviewFigures?: ReviewFiguresBySlug;
}): string {
  const { reviewFigures = new Map(), ...document } = input;
  return renderToString(
    <ReviewFiguresContext.Provider value={reviewFigures}>
      <GuideDocument {...document} />
    </ReviewFiguresContext.Provider>,
  );
}
