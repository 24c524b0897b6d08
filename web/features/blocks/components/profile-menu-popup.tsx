import { Ban, ShieldCheck } from 'lucide-react';
import type { ReactElement } from 'react';
import { ItemActionMenuItems } from '../../../components/item-actions/item-action-menu-items';
import type { ItemAction } from '../../../components/item-actions/item-actions';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

/** The profile's '…' menu itself, loaded when it is about to open (see `ProfileMenu`). */
export default function ProfileMenuPopup({
  username,
  blockedByMe,
  extraActions,
  onBlock,
  onUnblock,
  trigger,
  defaultOpen,
}: {
  username: string;
  blockedByMe: boolean;
  extraActions: ItemAction[];
  onBlock: () => void;
  onUnblock: () => void;
  trigger: ReactElement;
  defaultOpen: boolean;
}) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {blockedByMe ? (
          <DropdownMenuItem onSelect={onUnblock}>
            <ShieldCheck aria-hidden />
            Unblock @{username}
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={onBlock} className="text-destructive">
            <Ban aria-hidden />
            Block @{username}
          </DropdownMenuItem>
        )}
        <ItemActionMenuItems actions={extraActions} hasItemsBefore />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
