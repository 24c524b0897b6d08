import type { NavigationItem } from '../../../common/features/navigation/navigation.contract';
import { Island } from '../../lib/island';
import { SiteHeaderIsland } from './site-header-island';

/**
 * The app's fixed header on server-rendered pages: the visitor's header as plain HTML (spec §6;
 * the 'Disney Guides' group opens without JavaScript), hydrated as one island that gives members
 * and Sign In the app's behaviour (site-header-island.tsx).
 */
export function StaticSiteHeader({
  items,
  currentPath,
}: {
  items: Pick<NavigationItem, 'title' | 'url' | 'icon'>[];
  currentPath: string;
}) {
  const visitorItems = items.map(({ title, url, icon }) => ({ title, url, icon }));
  return (
    <Island name="site-header" props={{ items: visitorItems, currentPath }}>
      <SiteHeaderIsland items={visitorItems} currentPath={currentPath} />
    </Island>
  );
}
