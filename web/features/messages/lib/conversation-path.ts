/** The address that opens the conversation with a member (spec §2: `/messages?user={id}`). */
export function conversationPath(memberId: string): string {
  return `/messages?user=${encodeURIComponent(memberId)}`;
}

/**
 * The address that opens a conversation by its id: for one whose other member's account was
 * erased (no member id left to open it by).
 */
export function conversationByIdPath(conversationId: string): string {
  return `/messages?conversation=${encodeURIComponent(conversationId)}`;
}

/** The list of conversations, without one open. */
export const MESSAGES_PATH = '/messages';

/** What `/messages` opens: a member's conversation, one by id, or none (just the list). */
export type MessagesSelection =
  { kind: 'member'; memberId: string } | { kind: 'conversation'; conversationId: string } | null;

/**
 * Reads `/messages`' query: `?user={id}` opens the conversation with that member (and wins when
 * both are given, as before), `?conversation={id}` one by its id. Ids are compared lower-cased.
 */
export function parseMessagesSelection(params: URLSearchParams): MessagesSelection {
  const memberId = params.get('user')?.trim().toLowerCase();
  if (memberId) return { kind: 'member', memberId };
  const conversationId = params.get('conversation')?.trim().toLowerCase();
  if (conversationId) return { kind: 'conversation', conversationId };
  return null;
}
