import { BookOpen, ChevronDown, Menu } from 'lucide-react';
import { DISNEY_GUIDES_GROUP_TITLE } from '../../../../common/features/guides/guide-catalog';
import type { NavigationItem } from '../../../../common/features/navigation/navigation.contract';
import { Button } from '../../../components/ui/button';
import { DeferredPopup } from '../../../components/ui/deferred-popup';
import { cn } from '../../../lib/cn';

const loadGuidesMenu = () => import('./disney-guides-menu-popup');

/**
 * The fixed 'Disney Guides' group with its six guide links (spec §2). Its label shows from
 * 1024 px, or as `showLabel` says (the header's measured fit); narrower headers keep it for
 * screen readers. The dropdown's code loads when the button is hovered, focused or pressed.
 */
export function DisneyGuidesMenu({ showLabel }: { showLabel?: boolean }) {
  const labelClass =
    showLabel === undefined ? 'sr-only lg:not-sr-only' : showLabel ? undefined : 'sr-only';
  return (
    <DeferredPopup
      load={loadGuidesMenu}
      popupProps={{}}
      trigger={
        <Button variant="ghost" className="px-2.5" title={DISNEY_GUIDES_GROUP_TITLE}>
          <BookOpen aria-hidden />
          <span className={labelClass}>{DISNEY_GUIDES_GROUP_TITLE}</span>
          <ChevronDown
            aria-hidden
            className={
              showLabel === undefined
                ? 'hidden opacity-60 lg:block'
                : cn(!showLabel && 'hidden', 'opacity-60')
            }
          />
        </Button>
      }
    />
  );
}

/**
 * A visitor's menu on a phone (below 768 px), where there is neither a navigation bar nor the
 * members' side menu: their navigation items (Activity, Reviews, Checklists) and the Disney
 * Guides, in one dropdown (issue 28: visitors found them only in the footer).
 */
export function VisitorMenu({
  items,
}: {
  items: Pick<NavigationItem, 'title' | 'url' | 'icon'>[];
}) {
  return (
    <DeferredPopup
      load={loadGuidesMenu}
      popupProps={{ items }}
      trigger={
        <Button variant="ghost" className="px-2.5" title="Menu">
          <Menu aria-hidden />
          <span className="sr-only">Menu</span>
        </Button>
      }
    />
  );
}
