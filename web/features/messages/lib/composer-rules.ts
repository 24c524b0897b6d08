import { MESSAGE_TEXT_MAX } from '../../../../common/features/messages/message-limits';

/** The composer shows its character counter from this many characters (near the limit). */
export const COUNTER_FROM = MESSAGE_TEXT_MAX - 200;

/**
 * Whether a key press in the composer sends: Enter alone does; Shift+Enter makes a new line,
 * and an Enter that confirms an input method's composition (Japanese, Chinese…) does not send.
 */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing: boolean }) {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/** The text that would be sent (trimmed), or null when there is nothing or too much. */
export function sendableText(draft: string): string | null {
  const text = draft.trim();
  return text && text.length <= MESSAGE_TEXT_MAX ? text : null;
}
