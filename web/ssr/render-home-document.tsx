import { renderToString } from 'react-dom/server';
import type { NavigationItem } from '../../common/features/navigation/navigation.contract';
import type { CatalogueCounts } from '../../common/features/reviews/catalogue-counts';
import { HomeDocument, type HomeHighlights } from '../app/routes/home/home-document';

export type { HomeHighlights } from '../app/routes/home/home-document';

/** The HTML inside `#root` of the visitors' home `/` (run on the server). */
export function renderHomeBody(input: {
  navigation: Pick<NavigationItem, 'title' | 'url' | 'icon'>[];
  highlights: HomeHighlights;
  counts: CatalogueCounts;
}): string {
  return renderToString(<HomeDocument {...input} />);
}
