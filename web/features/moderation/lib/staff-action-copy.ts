import {
  reportItemKindLabels,
  suspensionDurationLabels,
  type ModerationAction,
  type SuspensionDuration,
} from '../../../../common/features/moderation/moderation.contract';
import type { ActionItem } from '../../../components/item-actions/item-actions';

/** What staff may do to an item: a decision of the queue, or showing a hidden item again. */
export type StaffAction = ModerationAction | 'unhide';

/** 'post', 'comment', 'profile'… as a dialog names the item. */
export function kindName(item: Pick<ActionItem, 'kind'>): string {
  return reportItemKindLabels[item.kind];
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function authorName(item: ActionItem): string {
  return item.authorName ? `@${item.authorName}` : 'the author';
}

/** The dialog's words for each action: title, what it does, the button, the toast. */
export function staffActionCopy(action: StaffAction, item: ActionItem) {
  const kind = kindName(item);
  const isProfile = item.kind === 'profile';
  const thisItem = isProfile ? `${authorName(item)}'s profile` : `this ${kind}`;
  switch (action) {
    case 'dismiss':
      return {
        title: `Dismiss the reports of ${thisItem}?`,
        description: `The ${kind} stays as it is. Its open reports are closed and the reporters are told.`,
        submit: 'Dismiss reports',
        done: 'Reports dismissed',
      };
    case 'hide':
      return {
        title: `Hide ${thisItem}?`,
        description: `Only its author and staff see it until it is shown again. Its open reports are closed and the reporters are told.`,
        submit: 'Hide',
        done: `${capitalized(kind)} hidden`,
      };
    case 'unhide':
      return {
        title: `Show ${thisItem} again?`,
        description: `Everyone who may see it will see it again. Its open reports stay open.`,
        submit: 'Show again',
        done: `${capitalized(kind)} shown again`,
      };
    case 'delete':
      return {
        title: `Delete ${thisItem}?`,
        description: `It is removed for everyone. Its open reports are closed and the reporters are told.`,
        submit: 'Delete',
        done: `${capitalized(kind)} deleted`,
      };
    case 'warn':
      return {
        title: `Warn ${authorName(item)}`,
        description: `They receive your warning as a notification. Open reports of ${thisItem} are closed.`,
        submit: 'Send warning',
        done: 'Warning sent',
      };
    case 'suspend':
      return {
        title: `Suspend ${authorName(item)}`,
        description: `They are signed out at once and cannot sign in or act until the suspension ends. ${isProfile ? 'Open reports of the profile are closed.' : `${capitalized(thisItem)} is hidden and its open reports are closed.`}`,
        submit: 'Suspend',
        done: `${capitalized(authorName(item))} suspended`,
      };
  }
}

/** 'for 3 days', 'permanently': the end of the suspension toast. */
export function suspensionText(duration: SuspensionDuration): string {
  return duration === 'permanent'
    ? 'Permanently'
    : `For ${suspensionDurationLabels[duration].toLowerCase()}`;
}
