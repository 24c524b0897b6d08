import type { GuidePage } from '../../../common/features/guides/guide-pages';
import type { NavigationItem } from '../../../common/features/navigation/navigation.contract';
import { GuideArticle } from '../../features/guides/components/guide-article';
import { DocumentFrame } from './document-frame';

/**
 * The body of a server-rendered guide page: the guide in the frame of server-rendered pages.
 * Only the islands (header, join calls, budget calculator) are hydrated in the browser.
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
    <DocumentFrame navigation={navigation} currentPath={guide.link.path}>
      <GuideArticle guide={guide} related={related} />
    </DocumentFrame>
  );
}
