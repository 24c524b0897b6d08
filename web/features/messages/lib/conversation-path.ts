/** The address that opens the conversation with a member (spec §2: `/messages?user={id}`). */
export function conversationPath(memberId: string): string {
  return `/messages?user=${encodeURIComponent(memberId)}`;
}

/** The list of conversations, without one open. */
export const MESSAGES_PATH = '/messages';
