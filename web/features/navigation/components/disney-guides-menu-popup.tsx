import type { ReactElement } from 'react';
import { Link } from 'react-router';
import {
  DISNEY_GUIDES_GROUP_TITLE,
  disneyGuidesGroup,
} from '../../../../common/features/guides/guide-catalog';
import type { NavigationItem } from '../../../../common/features/navigation/navigation.contract';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { NavigationIcon } from './navigation-icon';

/**
 * The 'Disney Guides' dropdown itself, loaded when it is about to open (see `DisneyGuidesMenu`).
 * With `items` (a visitor's navigation on a phone, where there is no bar), they come first, then
 * the guides under their group's title.
 */
export default function DisneyGuidesMenuPopup({
  trigger,
  defaultOpen,
  items = [],
}: {
  trigger: ReactElement;
  defaultOpen: boolean;
  items?: Pick<NavigationItem, 'title' | 'url' | 'icon'>[];
}) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {items.map((item) => (
          <DropdownMenuItem key={item.url} asChild>
            <Link to={item.url}>
              <NavigationIcon name={item.icon} className="size-4" />
              {item.title}
            </Link>
          </DropdownMenuItem>
        ))}
        {items.length > 0 && (
          <DropdownMenuLabel className="mt-1 border-t pt-2">
            {DISNEY_GUIDES_GROUP_TITLE}
          </DropdownMenuLabel>
        )}
        {disneyGuidesGroup.map((guide) => (
          <DropdownMenuItem key={guide.path} asChild>
            <Link to={guide.path} reloadDocument>
              {guide.title}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
