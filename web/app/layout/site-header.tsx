import {
  ADMIN_NAVIGATION_LINK,
  selectVisibleNavigation,
} from '../../../common/features/navigation/navigation-visibility';
import { useSession } from '../../features/auth/hooks/use-session';
import { useNavigation } from '../../features/navigation/api/get-navigation';
import { DisneyGuidesMenu } from '../../features/navigation/components/disney-guides-menu';
import { NavigationLinks } from '../../features/navigation/components/navigation-links';
import { useOwnProfile } from '../../features/profiles/api/get-own-profile';
import { SearchForm } from '../../features/search/components/search-form';
import { useViewport } from '../../lib/viewport';
import { AccountButton } from './account-button';
import { MobileMenu } from './mobile-menu';
import { SiteLogo } from './site-logo';

/**
 * The fixed header of every page (spec §2, §6): logo, navigation per role and viewport,
 * the 'Disney Guides' group, search and side menu for members, avatar or Sign In.
 */
export function SiteHeader() {
  const session = useSession();
  const userId = session?.user.id;
  const isSignedIn = !!userId;
  const viewport = useViewport();
  const isMobile = viewport === 'mobile';
  const navigation = useNavigation();
  const profile = useOwnProfile(userId);

  const items = selectVisibleNavigation(navigation.data ?? [], { isSignedIn, isMobile });
  if (profile.data?.is_admin) items.push({ ...ADMIN_NAVIGATION_LINK, id: 'admin', created_at: '' });

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-[var(--header-height)] border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-3 sm:px-4">
        {isSignedIn && isMobile && <MobileMenu items={items} />}
        <SiteLogo />
        {!isMobile && (
          <nav aria-label="Main" className="ml-2 flex min-w-0 items-center gap-1">
            <NavigationLinks items={items} layout="bar" showLabels={viewport === 'desktop'} />
            <DisneyGuidesMenu isCompact={viewport !== 'desktop'} />
          </nav>
        )}
        {isMobile && !isSignedIn && <DisneyGuidesMenu isCompact />}
        <div className="ml-auto flex items-center gap-2">
          {isSignedIn && !isMobile && <SearchForm className="w-48 lg:w-64" />}
          {session !== undefined && <AccountButton userId={userId} profile={profile.data} />}
        </div>
      </div>
    </header>
  );
}
