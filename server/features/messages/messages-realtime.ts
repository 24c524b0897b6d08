import type { Executor } from '../../db/client';
import type { BlockChange } from '../blocks/block-change-hooks';
import { publishRealtimeEvent } from '../realtime/realtime.publisher';
import type { ConversationsEvent } from '../realtime/realtime-event';
import { findPairConversationId } from './conversations.repository';

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

/**
 * After a block is made or lifted: the two members' conversation turns read-only (or open again)
 * on both sides at once, on commit. Registered with the blocks feature's hooks by
 * the messages routes.
 */
export async function publishStandingAfterBlock(tx: Executor, change: BlockChange): Promise<void> {
  const conversationId = await findPairConversationId(tx, change.blockerId, change.blockedId);
  if (!conversationId) return;
  await publishConversationChange(tx, [change.blockerId, change.blockedId], {
    conversationId,
    event: 'standing',
    messageId: null,
  });
}
