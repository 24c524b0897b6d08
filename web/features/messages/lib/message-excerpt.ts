import type { Conversation } from '../../../../common/features/messages/messages.contract';
import { DELETED_MESSAGE_TEXT } from '../../../../common/features/messages/message-limits';

/** Longest excerpt in the conversation list (characters, before the ellipsis). */
export const EXCERPT_MAX = 80;

/** What a message of photos only shows in the list (one photo, or how many). */
export function photoExcerpt(count: number): string {
  return count === 1 ? 'Photo' : `${count} photos`;
}

/** What a conversation without messages shows in the list. */
export const NO_MESSAGES_TEXT = 'No messages yet';

/**
 * The list's line for a conversation's last message: on one line, cut at 80 characters, 'You: '
 * before the viewer's own, 'Message deleted' for a deleted one, 'Photo' (or '3 photos') for
 * photos without text.
 */
export function conversationExcerpt(
  lastMessage: Conversation['lastMessage'],
  viewerId: string,
): string {
  if (!lastMessage) return NO_MESSAGES_TEXT;
  const body = lastMessage.body?.replace(/\s+/g, ' ').trim() ?? '';
  const photos = lastMessage.images?.length ?? 0;
  const text =
    lastMessage.deletedAt || lastMessage.body === null
      ? DELETED_MESSAGE_TEXT
      : body || (photos > 0 ? photoExcerpt(photos) : '');
  const short =
    Array.from(text).length > EXCERPT_MAX
      ? `${Array.from(text).slice(0, EXCERPT_MAX).join('').trimEnd()}…`
      : text;
  return lastMessage.senderId === viewerId ? `You: ${short}` : short;
}
