import type { ReactElement } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '../ui/dropdown-menu';
import { ItemActionMenuItems } from './item-action-menu-items';
import type { ItemAction } from './item-actions';

/** The menu of `ItemActionsMenu` itself, loaded when it is about to open. */
export default function ItemActionsMenuPopup({
  actions,
  trigger,
  defaultOpen,
}: {
  actions: ItemAction[];
  trigger: ReactElement;
  defaultOpen: boolean;
}) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <ItemActionMenuItems actions={actions} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
