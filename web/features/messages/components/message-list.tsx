import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { DELETED_MEMBER_NAME } from '../../../../common/features/messages/message-limits';
import type { Conversation, Message } from '../../../../common/features/messages/messages.contract';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadError } from '../../posts/components/load-error';
import { useMessages } from '../api/get-messages';
import { useLoadOlderOnScroll } from '../hooks/use-load-older-on-scroll';
import { useNewMessageAnnouncement } from '../hooks/use-new-message-announcement';
import { useThreadScroll } from '../hooks/use-thread-scroll';
import { groupByDay } from '../lib/message-days';
import { messagesOldestFirst } from '../lib/message-pages';
import { seenMessageId } from '../lib/seen';
import { DeleteMessageDialog } from './delete-message-dialog';
import { MessageBubble } from './message-bubble';

/** Bubbles shaped like a conversation's, while it loads. */
function MessageListSkeleton() {
  return (
    <div aria-hidden className="grid gap-3 p-4">
      <Skeleton className="h-10 w-2/3 rounded-2xl" />
      <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
      <Skeleton className="h-16 w-3/5 rounded-2xl" />
    </div>
  );
}

/**
 * A conversation's messages, oldest at the top and newest at the bottom, by day. Scrolling up
 * loads older ones (keeping the reader's place); 'Seen' shows under the viewer's last message
 * once read; the viewer's own messages can be deleted after a confirmation.
 */
export function MessageList({
  userId,
  conversation,
  memberName,
}: {
  userId: string;
  conversation: Conversation;
  memberName: string;
}) {
  const list = useMessages(userId, conversation.id);
  const messages = messagesOldestFirst(list.data);
  const newest = messages.at(-1);
  const seenId = seenMessageId(messages, userId, conversation.othersReadAt);
  const [toDelete, setToDelete] = useState<Message | null>(null);
  const announcement = useNewMessageAnnouncement(newest, userId, memberName);

  const { scrollRef, onScroll, beforeLoadingOlder } = useThreadScroll({
    oldestId: messages[0]?.id,
    newestId: newest?.id,
    isNewestOwn: newest?.senderId === userId,
    bottomKey: seenId,
  });
  const loadOlder = () => {
    if (!list.hasNextPage || list.isFetchingNextPage || list.isFetchNextPageError) return;
    beforeLoadingOlder();
    void list.fetchNextPage();
  };
  const topRef = useLoadOlderOnScroll(scrollRef, loadOlder);

  return (
    <>
      <div
        ref={scrollRef}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={`Messages with ${memberName}`}
        aria-busy={list.isPending || list.isFetchingNextPage || undefined}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 focus-visible:outline-offset-[-2px] sm:px-4"
      >
        {list.isPending ? (
          <MessageListSkeleton />
        ) : list.isLoadingError ? (
          <LoadError
            title="These messages could not be loaded"
            error={list.error}
            onRetry={() => void list.refetch()}
            isRetrying={list.isRefetching}
          />
        ) : (
          <>
            {list.hasNextPage && (
              <div ref={topRef} className="flex justify-center pb-3">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={loadOlder}
                  disabled={list.isFetchingNextPage}
                >
                  {list.isFetchingNextPage && <Loader2 aria-hidden className="animate-spin" />}
                  Load older messages
                </Button>
              </div>
            )}
            {list.isFetchNextPageError && (
              <p role="alert" className="pb-3 text-center text-sm text-destructive">
                Older messages could not be loaded. {list.error?.message}
              </p>
            )}
            {groupByDay(messages).map((day) => (
              <section key={day.key} aria-label={day.label} className="grid gap-2 pb-2">
                <h3 className="py-2 text-center text-xs font-medium text-muted-foreground">
                  {day.label}
                </h3>
                <ol className="grid gap-2">
                  {day.messages.map((message) => (
                    <li key={message.id}>
                      <MessageBubble
                        message={message}
                        senderName={message.senderId ? memberName : DELETED_MEMBER_NAME}
                        isOwn={message.senderId === userId}
                        isSeen={message.id === seenId}
                        onDelete={setToDelete}
                      />
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </>
        )}
      </div>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <DeleteMessageDialog userId={userId} message={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
