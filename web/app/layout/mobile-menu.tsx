import { Menu } from 'lucide-react';
import type { NavigationItem } from '../../../common/features/navigation/navigation.contract';
import { Button } from '../../components/ui/button';
import { DeferredPopup } from '../../components/ui/deferred-popup';

const loadMobileMenu = () => import('./mobile-menu-popup');

/**
 * The side menu of signed-in members on small screens, with a search form and Messages (spec
 * §2); its code loads when the menu button is touched, focused or pressed. Unread messages put
 * a dot on the button and their number in its name.
 */
export function MobileMenu({
  items,
  unreadMessages,
  moderationItems = null,
}: {
  items: Pick<NavigationItem, 'title' | 'url' | 'icon'>[];
  unreadMessages: number;
  /** Staff: the items waiting in the review queue; null for everyone else. */
  moderationItems?: number | null;
}) {
  return (
    <DeferredPopup
      kind="dialog"
      load={loadMobileMenu}
      popupProps={{ items, unreadMessages, moderationItems }}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={
            unreadMessages > 0
              ? `Open menu, ${unreadMessages} unread ${unreadMessages === 1 ? 'message' : 'messages'}`
              : 'Open menu'
          }
        >
          <Menu aria-hidden />
          {unreadMessages > 0 && (
            <span
              aria-hidden
              data-testid="menu-unread-dot"
              className="absolute right-2 top-2 size-2.5 rounded-full bg-accent ring-2 ring-background"
            />
          )}
        </Button>
      }
    />
  );
}
