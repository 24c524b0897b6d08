import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { messages, uploads } from '../../db/schema';
import { conversationVisibleTo } from './messages.policy';

/**
 * A message's photo as `viewerId` may fetch it: only when the message is live and the viewer
 * is one of its conversation's participants ({@link conversationVisibleTo}); null otherwise.
 */
export async function findMessagePhotoFor(
  db: Executor,
  viewerId: string,
  id: string,
): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .innerJoin(messages, eq(messages.id, uploads.messageId))
    .where(
      and(
        eq(uploads.id, id),
        isNull(messages.deletedAt),
        conversationVisibleTo(viewerId, messages.conversationId),
      ),
    );
  return row ?? null;
}
