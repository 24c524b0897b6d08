import { Pencil, Trash2 } from 'lucide-react';
import type { ReactElement } from 'react';
import { ItemActionMenuItems } from '../../../components/item-actions/item-action-menu-items';
import type { ItemAction } from '../../../components/item-actions/item-actions';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

/** The post menu itself, loaded when it is about to open (see `PostActionsMenu`). */
export default function PostActionsMenuPopup({
  onEdit,
  onDelete,
  extraActions,
  trigger,
  defaultOpen,
}: {
  onEdit?: () => void;
  onDelete?: () => void;
  extraActions: ItemAction[];
  trigger: ReactElement;
  defaultOpen: boolean;
}) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {onEdit && (
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil aria-hidden />
            Edit
          </DropdownMenuItem>
        )}
        {onDelete && (
          <DropdownMenuItem onSelect={onDelete} className="text-destructive">
            <Trash2 aria-hidden />
            Delete
          </DropdownMenuItem>
        )}
        <ItemActionMenuItems actions={extraActions} hasItemsBefore={!!(onEdit || onDelete)} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
