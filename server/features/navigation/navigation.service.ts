import type { NavigationItem } from '../../../common/features/navigation/navigation.contract';
import {
  EXCLUDED_NAVIGATION_TITLE,
  selectVisibleNavigation,
} from '../../../common/features/navigation/navigation-visibility';
import type { Database } from '../../db/client';
import { listNavigationItems } from './navigation.repository';
import { presentNavigationItem } from './navigation.presenter';

/** The header items a visitor sees (spec §6), for pages the server renders. */
export async function listVisitorNavigation(db: Database): Promise<NavigationItem[]> {
  const rows = await listNavigationItems(db, EXCLUDED_NAVIGATION_TITLE);
  return selectVisibleNavigation(rows.map(presentNavigationItem), {
    isSignedIn: false,
    isMobile: false,
  });
}
