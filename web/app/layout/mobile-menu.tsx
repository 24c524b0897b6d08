import { Menu } from 'lucide-react';
import type { NavigationItem } from '../../../common/features/navigation/navigation.contract';
import { Button } from '../../components/ui/button';
import { DeferredPopup } from '../../components/ui/deferred-popup';

const loadMobileMenu = () => import('./mobile-menu-popup');

/**
 * The side menu of signed-in members on small screens, with a search form (spec §2); its code
 * loads when the menu button is touched, focused or pressed.
 */
export function MobileMenu({ items }: { items: Pick<NavigationItem, 'title' | 'url' | 'icon'>[] }) {
  return (
    <DeferredPopup
      kind="dialog"
      load={loadMobileMenu}
      popupProps={{ items }}
      trigger={
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <Menu aria-hidden />
        </Button>
      }
    />
  );
}
