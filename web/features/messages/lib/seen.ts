import type { Message } from '../../../../common/features/messages/messages.contract';

/**
 * The message that shows 'Seen': the viewer's last message, once the others have read up to it
 * (`othersReadAt` at or after its time). Null when the last message of the viewer is unread or
 * there is none. `messages` are oldest first.
 */
export function seenMessageId(
  messages: readonly Message[],
  viewerId: string,
  othersReadAt: string | null,
): string | null {
  if (!othersReadAt) return null;
  const lastOwn = messages.findLast((message) => message.senderId === viewerId);
  if (!lastOwn) return null;
  return Date.parse(othersReadAt) >= Date.parse(lastOwn.createdAt) ? lastOwn.id : null;
}
