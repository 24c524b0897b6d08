import type { NavigationItem } from './navigation.contract';

/** Title of the item the navigation fetch leaves out (spec §6, §7). */
export const EXCLUDED_NAVIGATION_TITLE = 'My Profile';

/** The only items anonymous visitors see in the desktop bar (spec §6). */
const ANONYMOUS_TITLES = new Set(['Activity', 'Reviews', 'Checklists']);
/** Hidden from every signed-in member (spec §6). */
const HIDDEN_WHEN_SIGNED_IN = 'Home Base';
/** Hidden from signed-in members on mobile (spec §6). */
const HIDDEN_ON_MOBILE = 'Likes';

export interface NavigationViewer {
  isSignedIn: boolean;
  isMobile: boolean;
}

/**
 * Applies spec §6's role rules to the fetched navigation items, keeping their order:
 * anonymous visitors see only Activity, Reviews and Checklists; members see all but
 * Home Base, and on mobile not Likes.
 */
export function selectVisibleNavigation<T extends Pick<NavigationItem, 'title'>>(
  items: readonly T[],
  viewer: NavigationViewer,
): T[] {
  if (!viewer.isSignedIn) return items.filter((item) => ANONYMOUS_TITLES.has(item.title));
  return items.filter(
    (item) =>
      item.title !== HIDDEN_WHEN_SIGNED_IN && !(viewer.isMobile && item.title === HIDDEN_ON_MOBILE),
  );
}

/** The Admin entry shown to admins only (spec §2, §6). */
export const ADMIN_NAVIGATION_LINK = { title: 'Admin', url: '/admin', icon: 'Shield' } as const;
