import { DropdownMenu as Menu } from 'radix-ui';
import { Fragment } from 'react';
import { cn } from '../../lib/cn';
import { DropdownMenuItem, DropdownMenuLabel } from '../ui/dropdown-menu';
import type { ItemAction } from './item-actions';

/**
 * The extra entries of an item's menu (see `useItemActions`), inside the menu's content: a rule
 * after the menu's own entries, then each group under its heading.
 */
export function ItemActionMenuItems({
  actions,
  hasItemsBefore = false,
}: {
  actions: ItemAction[];
  /** The menu shows entries of its own above these: separate them with a rule. */
  hasItemsBefore?: boolean;
}) {
  return actions.map((action, index) => {
    const isGroupStart = action.group !== undefined && action.group !== actions[index - 1]?.group;
    const needsRule = (index > 0 || hasItemsBefore) && (isGroupStart || index === 0);
    return (
      <Fragment key={action.key}>
        {needsRule && <Menu.Separator className="-mx-1 my-1 h-px bg-border" />}
        {isGroupStart && <DropdownMenuLabel>{action.group}</DropdownMenuLabel>}
        <DropdownMenuItem
          onSelect={action.onSelect}
          className={cn(action.isDestructive && 'text-destructive')}
        >
          <action.icon aria-hidden />
          {action.label}
        </DropdownMenuItem>
      </Fragment>
    );
  });
}
