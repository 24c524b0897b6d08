import { useRef } from 'react';
import {
  ADMIN_NAVIGATION_LINK,
  selectVisibleNavigation,
} from '../../../common/features/navigation/navigation-visibility';
import { useSession } from '../../features/auth/hooks/use-session';
import { useNavigation } from '../../features/navigation/api/get-navigation';
import {
  DisneyGuidesMenu,
  VisitorMenu,
} from '../../features/navigation/components/disney-guides-menu';
import { NavigationLinks } from '../../features/navigation/components/navigation-links';
import { useUnreadMessageCount } from '../../features/messages/api/get-unread-message-count';
import { MessagesLink } from '../../features/messages/components/messages-link';
import { useModerationCounts } from '../../features/moderation/api/moderation-api';
import { ModerationLink } from '../../features/moderation/components/moderation-link';
import { NotificationBellSlot } from '../../features/notifications/components/notification-bell-slot';
import { useOwnProfile } from '../../features/profiles/api/get-own-profile';
import { useLabelFit } from '../../features/navigation/hooks/use-label-fit';
import { SearchForm, SHORT_SEARCH_PLACEHOLDER } from '../../features/search/components/search-form';
import { cn } from '../../lib/cn';
import { useViewport } from '../../lib/viewport';
import { AccountButton } from './account-button';
import { MobileMenu } from './mobile-menu';
import { NavigationSkeleton } from './navigation-skeleton';
import { SiteLogo } from './site-logo';

/**
 * The fixed header of every page (spec §2, §6): logo, navigation per role and viewport,
 * the 'Disney Guides' group, search and side menu for members, Messages with the unread total
 * (in the side menu on phones), Moderation with the items to review for staff, avatar or Sign In.
 */
export function SiteHeader() {
  const session = useSession();
  const userId = session?.user.id;
  const isSignedIn = !!userId;
  const viewport = useViewport();
  const isMobile = viewport === 'mobile';
  const navigation = useNavigation();
  const profile = useOwnProfile(userId);
  const unreadMessages = useUnreadMessageCount(userId).data ?? 0;
  const role = profile.data?.role;
  const isStaff = isSignedIn && (role === 'moderator' || role === 'admin');
  const moderationItems = useModerationCounts(userId, isStaff).data ?? 0;

  const items = selectVisibleNavigation(navigation.data ?? [], { isSignedIn, isMobile });
  if (profile.data?.is_admin) items.push({ ...ADMIN_NAVIGATION_LINK, id: 'admin', created_at: '' });

  // Labels show from 1024 px for as long as the row holds them beside a readable search box
  // (measured): the logo's name goes first, then the 'Disney Guides' label, then the items';
  // icon links keep their labels for screen readers.
  const rowRef = useRef<HTMLDivElement>(null);
  const labelsKey = `${isSignedIn}:${items.map((item) => item.title).join('|')}`;
  const isDesktop = viewport === 'desktop';
  const labelLevel = useLabelFit(rowRef, labelsKey, isDesktop);

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-[var(--header-height)] border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div ref={rowRef} className="mx-auto flex h-full max-w-7xl items-center gap-2 px-3 sm:px-4">
        {isSignedIn && isMobile && (
          <MobileMenu
            items={items}
            unreadMessages={unreadMessages}
            moderationItems={isStaff ? moderationItems : null}
          />
        )}
        <div className={cn('contents', labelLevel < 3 && '[&_a>span]:hidden')}>
          <SiteLogo isCompact={isSignedIn} />
        </div>
        {!isMobile && (
          <nav aria-label="Main" className="ml-1 flex items-center gap-0.5">
            {navigation.isPending ? (
              <NavigationSkeleton />
            ) : (
              <NavigationLinks
                items={items}
                layout="bar"
                showLabels={isDesktop && labelLevel >= 1}
              />
            )}
            <DisneyGuidesMenu showLabel={isDesktop && labelLevel >= 2} />
          </nav>
        )}
        {isMobile && !isSignedIn && <VisitorMenu items={items} />}
        <div className="ml-auto flex flex-1 items-center justify-end gap-2">
          {isSignedIn && !isMobile && (
            <SearchForm
              className="min-w-32 max-w-sm flex-1 lg:min-w-68"
              placeholder={viewport === 'tablet' ? SHORT_SEARCH_PLACEHOLDER : undefined}
            />
          )}
          {isSignedIn && !isMobile && <MessagesLink unread={unreadMessages} />}
          {isStaff && !isMobile && <ModerationLink openItems={moderationItems} />}
          <NotificationBellSlot session={session} />
          {session !== undefined && <AccountButton userId={userId} profile={profile.data} />}
        </div>
      </div>
    </header>
  );
}
