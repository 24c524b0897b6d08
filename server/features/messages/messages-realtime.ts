import type { Executor } from '../../db/client';
import { publishRealtimeEvent } from '../realtime/realtime.publisher';
import type { ConversationsEvent } from '../realtime/realtime-event';

/**
 * Tells every participant's sockets (on every process) that the conversation changed, in the
 * caller's transaction: the news leaves on commit and never for a rolled-back change.
 */
export async function publishConversationChange(
  db: Executor,
  participantIds: string[],
  change: Pick<ConversationsEvent, 'conversationId' | 'event' | 'messageId'>,
): Promise<void> {
  for (const userId of participantIds) {
    await publishRealtimeEvent(db, { topic: 'conversations', userId, ...change });
  }
}
