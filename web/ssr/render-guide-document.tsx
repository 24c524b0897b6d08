import { renderToString } from 'react-dom/server';
import type { GuidePage } from '../../common/features/guides/guide-pages';
import type { NavigationItem } from '../../common/features/navigation/navigation.contract';
import { GuideDocument } from '../app/guide-document/guide-document';

/** The HTML inside `#root` of a guide page (run on the server). */
export function renderGuideBody(input: {
  guide: GuidePage;
  related: GuidePage[];
  navigation: Pick<NavigationItem, 'title' | 'url' | 'icon'>[];
}): string {
  return renderToString(<GuideDocument {...input} />);
}
