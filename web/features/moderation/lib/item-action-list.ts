import { Eye, EyeOff, Flag, MessageSquareWarning, Trash2, UserX } from 'lucide-react';
import type { StaffRole } from '../../../../common/features/moderation/staff-role.contract';
import type { ActionItem, ItemAction } from '../../../components/item-actions/item-actions';
import type { StaffAction } from './staff-action-copy';

/** The signed-in member as the moderation menus need them. */
export interface ModerationViewer {
  id: string;
  role: StaffRole;
}

/** What a menu entry opens. */
export type MenuDialog = 'report' | StaffAction;

/**
 * The extra menu entries of `item` for `viewer`: none for visitors or on their own item; Report
 * for members; for staff, under 'Moderation', Hide (or Show again), Delete (not a profile or a
 * group, which are hidden instead: members are deleted from /admin/users), and, when the author
 * is known, Warn and Suspend them.
 */
export function itemActionList(
  viewer: ModerationViewer | null,
  item: ActionItem,
  open: (item: ActionItem, dialog: MenuDialog) => void,
): ItemAction[] {
  if (!viewer || item.authorId === viewer.id) return [];
  // (Not `isStaffRole`: its module brings zod into every page's first load.)
  if (viewer.role !== 'moderator' && viewer.role !== 'admin') {
    return [{ key: 'report', label: 'Report', icon: Flag, onSelect: () => open(item, 'report') }];
  }
  const group = 'Moderation';
  const actions: ItemAction[] = [
    item.isHidden
      ? {
          key: 'unhide',
          label: 'Show again',
          icon: Eye,
          group,
          onSelect: () => open(item, 'unhide'),
        }
      : { key: 'hide', label: 'Hide', icon: EyeOff, group, onSelect: () => open(item, 'hide') },
  ];
  if (item.kind !== 'profile' && item.kind !== 'group') {
    actions.push({
      key: 'delete',
      label: 'Delete',
      icon: Trash2,
      group,
      isDestructive: true,
      onSelect: () => open(item, 'delete'),
    });
  }
  if (item.authorId) {
    actions.push(
      {
        key: 'warn',
        label: item.kind === 'profile' ? 'Warn' : 'Warn author',
        icon: MessageSquareWarning,
        group,
        onSelect: () => open(item, 'warn'),
      },
      {
        key: 'suspend',
        label: item.kind === 'profile' ? 'Suspend' : 'Suspend author',
        icon: UserX,
        group,
        isDestructive: true,
        onSelect: () => open(item, 'suspend'),
      },
    );
  }
  return actions;
}
