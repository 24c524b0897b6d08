import {
  ADMIN_NAVIGATION_LINK,
  selectVisibleNavigation,
} from '../../../common/features/navigation/navigation-visibility';
import { useSession } from '../../features/auth/hooks/use-session';
import { useNavigation } from '../../features/navigation/api/get-navigation';
import { DisneyGuidesMenu } from '../../features/navigation/components/disney-guides-menu';
import { NavigationLinks } from '../../features/navigation/components/navigation-links';
import { NotificationBellSlot } from '../../features/notifications/components/notification-bell-slot';
import { useOwnProfile } from '../../features/profiles/api/get-own-profile';
import { SearchForm } from '../../features/search/components/search-form';
import { useViewport } from '../../lib/viewport';
import { AccountButton } from './account-button';
import { MobileMenu } from './mobile-menu';
import { NavigationSkeleton } from './navigation-skeleton';
import { SiteLogo } from './site-logo';

/**
 * The fixed header of every page (spec §2, §6): logo, navigation per role and viewport,
 * the 'Disney Guides' group, search and side menu for members, avatar or Sign In.
 */
export function SiteHeader() {
  const session = useSession();
  const userId = session?.user.id;
  const isSignedIn = !!userId;
  const isMobile = useViewport() === 'mobile';
  const navigation = useNavigation();
  const profile = useOwnProfile(userId);

  const items = selectVisibleNavigation(navigation.data ?? [], { isSignedIn, isMobile });
  if (profile.data?.is_admin) items.push({ ...ADMIN_NAVIGATION_LINK, id: 'admin', created_at: '' });

  // Labels need room: a short bar shows them from 1024 px, a long one only on wide screens.
  const labelsFrom = items.length <= 4 ? 'lg' : items.length <= 6 ? 'xl' : '2xl';

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-[var(--header-height)] border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-3 sm:px-4">
        {isSignedIn && isMobile && <MobileMenu items={items} />}
        <SiteLogo isCompact={isSignedIn} />
        {!isMobile && (
          <nav aria-label="Main" className="ml-1 flex items-center gap-0.5">
            {navigation.isPending ? (
              <NavigationSkeleton />
            ) : (
              <NavigationLinks items={items} layout="bar" labelsFrom={labelsFrom} />
            )}
            <DisneyGuidesMenu />
          </nav>
        )}
        {isMobile && !isSignedIn && <DisneyGuidesMenu />}
        <div className="ml-auto flex items-center gap-2">
          {isSignedIn && !isMobile && <SearchForm className="w-40 lg:w-56" />}
          <NotificationBellSlot session={session} />
          {session !== undefined && <AccountButton userId={userId} profile={profile.data} />}
        </div>
      </div>
    </header>
  );
}
