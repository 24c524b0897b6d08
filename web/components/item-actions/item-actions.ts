import type { LucideIcon } from 'lucide-react';
import { createContext, useContext } from 'react';
import type { ReportItemKind } from '../../../common/features/moderation/reports.contract';

/** Something a member may act on from its menu: a post, a comment, a profile, a review… */
export interface ActionItem {
  kind: ReportItemKind;
  id: string;
  /** The member whose item it is (for a profile, the member); null when unknown or gone. */
  authorId: string | null;
  /** The author's username, for the dialogs' wording ('Warn @ana'). */
  authorName?: string;
  /** A few words of the item, shown in the dialogs so it is clear what is acted on. */
  excerpt?: string;
  /** The item is hidden now (only its author and staff see it): staff are offered to show it. */
  isHidden?: boolean;
}

/** One extra entry of an item's menu, added by a feature the item's own feature does not know. */
export interface ItemAction {
  key: string;
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  isDestructive?: boolean;
  /** The heading of the group it belongs to ('Moderation'), shown once above the group. */
  group?: string;
}

type ItemActionsSource = (item: ActionItem) => ItemAction[];

const noActions: ItemActionsSource = () => [];

/**
 * The slot through which the app adds entries to every item menu (Report for members; Hide,
 * Delete, Warn and Suspend for staff) without the items' features importing the feature that
 * provides them: the app puts a source at the top; each menu asks it for its item's entries.
 */
export const ItemActionsContext = createContext<ItemActionsSource>(noActions);

/** The extra entries of `item`'s menu for the signed-in viewer (none for visitors). */
export function useItemActions(item: ActionItem): ItemAction[] {
  return useContext(ItemActionsContext)(item);
}
