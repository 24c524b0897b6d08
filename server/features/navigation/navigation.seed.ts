import type { NavigationIcon } from '../../../common/features/navigation/navigation.contract';
import type { Database } from '../../db/client';
import { insertMissingNavigationItems, moveNavigationItemUrl } from './navigation.repository';

/**
 * The main navigation seeded on first start, in display order (spec §3 titles and icons).
 * 'Home Base' is hidden from everyone by spec §6's rules but kept as data; 'My Profile' is
 * left out of the fetch, since the avatar links there.
 */
export const defaultNavigation: { title: string; url: string; icon: NavigationIcon }[] = [
  { title: 'Home Base', url: '/', icon: 'Home' },
  { title: 'Activity', url: '/activity', icon: 'Activity' },
  { title: 'Reviews', url: '/reviews', icon: 'Star' },
  { title: 'Checklists', url: '/checklists/public', icon: 'ListChecks' },
  { title: 'Likes', url: '/likes', icon: 'Heart' },
  { title: 'Groups', url: '/groups', icon: 'Users' },
  { title: 'Events', url: '/events', icon: 'Calendar' },
  { title: 'Tips', url: '/tips', icon: 'Lightbulb' },
  { title: 'My Profile', url: '/profile', icon: 'User' },
];

/**
 * Default items whose address changed since they were first seeded: a row still holding the
 * old address is moved to the new one ('Likes' opened the feed until its page existed).
 */
export const movedNavigation = [{ title: 'Likes', fromUrl: '/feed', toUrl: '/likes' }] as const;

/**
 * Adds any default navigation item that is missing and moves items still at an old default
 * address (idempotent, on every start); rows edited otherwise are left as they are. Returns how
 * many items were added.
 */
export async function seedNavigation(db: Database): Promise<number> {
  const base = Date.UTC(2024, 0, 1);
  const added = await insertMissingNavigationItems(
    db,
    defaultNavigation.map((item, index) => ({ ...item, createdAt: new Date(base + index * 1000) })),
  );
  for (const move of movedNavigation) await moveNavigationItemUrl(db, move);
  return added;
}
