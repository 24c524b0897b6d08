import { MoreHorizontal } from 'lucide-react';
import { Button } from '../ui/button';
import { DeferredPopup } from '../ui/deferred-popup';
import { cn } from '../../lib/cn';
import { useItemActions, type ActionItem } from './item-actions';

const loadItemActionsMenu = () => import('./item-actions-menu-popup');

/**
 * A '…' menu for an item that has no menu of its own (a comment, a message, a review, a tip):
 * the app's extra entries for it (Report, staff actions); nothing at all when there are none
 * (visitors, the viewer's own item).
 */
export function ItemActionsMenu({
  item,
  label,
  className,
}: {
  item: ActionItem;
  /** The button's accessible name ('Actions for the comment by ana'). */
  label: string;
  className?: string;
}) {
  const actions = useItemActions(item);
  if (actions.length === 0) return null;
  return (
    <DeferredPopup
      load={loadItemActionsMenu}
      popupProps={{ actions }}
      trigger={
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={label}
          className={cn('shrink-0 text-muted-foreground hover:text-foreground', className)}
        >
          <MoreHorizontal aria-hidden />
        </Button>
      }
    />
  );
}
