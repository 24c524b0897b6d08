import { NavLink } from 'react-router';
import type { NavigationItem } from '../../../../common/features/navigation/navigation.contract';
import { cn } from '../../../lib/cn';
import { NavigationIcon } from './navigation-icon';

interface NavigationLinksProps {
  items: Pick<NavigationItem, 'title' | 'url' | 'icon'>[];
  /** `bar`: horizontal header bar; `list`: vertical list in the side menu. */
  layout: 'bar' | 'list';
  /** In the bar, whether labels show beside the icons (screen readers always get them). */
  showLabels?: boolean;
  onNavigate?: () => void;
}

/** Navigation items as links (icon and label), highlighting the current page. */
export function NavigationLinks({
  items,
  layout,
  showLabels = true,
  onNavigate,
}: NavigationLinksProps) {
  return (
    <ul className={cn(layout === 'bar' ? 'flex items-center gap-1' : 'flex flex-col gap-1')}>
      {items.map((item) => (
        <li key={item.url + item.title}>
          <NavLink
            to={item.url}
            end={item.url === '/'}
            onClick={onNavigate}
            title={item.title}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors hover:bg-muted',
                isActive ? 'text-primary' : 'text-foreground/80',
                layout === 'list' ? 'w-full px-3' : 'px-2.5',
              )
            }
          >
            <NavigationIcon name={item.icon} className="size-4" />
            <span className={layout === 'bar' && !showLabels ? 'sr-only' : undefined}>
              {item.title}
            </span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
