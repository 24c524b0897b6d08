import type { NavigationIcon } from '../../../common/features/navigation/navigation.contract';
import type { Database } from '../../db/client';
import { insertMissingNavigationItems } from './navigation.repository';

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
  { title: 'Likes', url: '/feed', icon: 'Heart' },
  { title: 'Groups', url: '/groups', icon: 'Users' },
  { title: 'Events', url: '/events', icon: 'Calendar' },
  { title: 'Tips', url: '/tips', icon: 'Lightbulb' },
  { title: 'My Profile', url: '/profile', icon: 'User' },
];

/** Adds any default navigation item that is missing; existing rows are left as edited. */
export async function seedNavigation(db: Database): Promise<number> {
  const base = Date.UTC(2024, 0, 1);
  return insertMissingNavigationItems(
    db,
    defaultNavigation.map((item, index) => ({ ...item, createdAt: new Date(base + index * 1000) })),
  );
}
