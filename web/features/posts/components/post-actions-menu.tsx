import { MoreHorizontal } from 'lucide-react';
import type { ItemAction } from '../../../components/item-actions/item-actions';
import { Button } from '../../../components/ui/button';
import { DeferredPopup } from '../../../components/ui/deferred-popup';

const loadPostActionsMenu = () => import('./post-actions-menu-popup');

/**
 * The menu on a post: Edit (its author only) and Delete (its author, or a moderator of its
 * group), then the app's extra entries (Report, staff actions); its code loads when the button
 * is about to be used.
 */
export function PostActionsMenu({
  onEdit,
  onDelete,
  extraActions = [],
}: {
  onEdit?: () => void;
  onDelete?: () => void;
  extraActions?: ItemAction[];
}) {
  return (
    <DeferredPopup
      load={loadPostActionsMenu}
      popupProps={{ onEdit, onDelete, extraActions }}
      trigger={
        <Button type="button" variant="ghost" size="icon" aria-label="Post actions">
          <MoreHorizontal aria-hidden />
        </Button>
      }
    />
  );
}
