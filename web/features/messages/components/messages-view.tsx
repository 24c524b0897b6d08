import { useCallback, useEffect, useRef } from 'react';
import { MessageCircle } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useViewport } from '../../../lib/viewport';
import { ConversationList } from './conversation-list';
import type { MessagesSelection } from '../lib/conversation-path';
import { ConversationThread } from './conversation-thread';
import { DeletedMemberThread } from './deleted-member-thread';

/** The thread pane on a wide screen before a conversation is chosen. */
function NoConversationChosen() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 px-6 text-center">
      <MessageCircle aria-hidden className="size-10 text-primary" />
      <p className="font-semibold">Choose a conversation</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        Pick one from the list to read it here, or start one with the Message button on a member’s
        profile.
      </p>
    </div>
  );
}

/** The list entry's attribute that names the open thread (to find the entry again). */
function entrySelector(selection: NonNullable<MessagesSelection>): string {
  return selection.kind === 'member'
    ? `[data-member-id="${CSS.escape(selection.memberId)}"]`
    : `[data-conversation-id="${CSS.escape(selection.conversationId)}"]`;
}

/** One string per thread, to tell when another one opens. */
const selectionKey = (selection: MessagesSelection) =>
  selection === null
    ? null
    : selection.kind === 'member'
      ? `user:${selection.memberId}`
      : `conversation:${selection.conversationId}`;

/**
 * `/messages` for a member: the conversation list and the open conversation side by side from
 * tablet width, two screens on phones (the thread has a back arrow). Switching screens on a
 * phone moves the focus: to the thread's heading when it opens, back to the conversation's
 * entry in the list (or the page heading) on the way back. A thread opens by member
 * (`?user={id}`) or, once that member's account was erased, by conversation id.
 */
export function MessagesView({
  userId,
  selection,
}: {
  userId: string;
  selection: MessagesSelection;
}) {
  const isPhone = useViewport() === 'mobile';
  const showList = !isPhone || selection === null;
  const showThread = !isPhone || selection !== null;
  const pageHeadingRef = useRef<HTMLHeadingElement>(null);
  const threadHeading = useRef<HTMLHeadingElement | null>(null);
  /** The thread screen opened while its heading was still loading: focus it when it comes. */
  const isThreadFocusWanted = useRef(false);
  const threadHeadingRef = useCallback((heading: HTMLHeadingElement | null) => {
    threadHeading.current = heading;
    if (heading && isThreadFocusWanted.current) {
      isThreadFocusWanted.current = false;
      heading.focus();
    }
  }, []);
  const listRef = useRef<HTMLDivElement>(null);
  const previousSelection = useRef(selection);
  const currentKey = selectionKey(selection);

  useEffect(() => {
    const previous = previousSelection.current;
    previousSelection.current = selection;
    if (!isPhone || selectionKey(previous) === currentKey) return;
    if (selection) {
      if (threadHeading.current) threadHeading.current.focus();
      else isThreadFocusWanted.current = true;
      return;
    }
    isThreadFocusWanted.current = false;
    const entry = previous
      ? listRef.current?.querySelector<HTMLElement>(entrySelector(previous))
      : null;
    (entry ?? pageHeadingRef.current)?.focus();
    // The key stands for the selection (a new object on every render of the page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isPhone, currentKey]);

  return (
    <div className="mx-auto flex h-[calc(100dvh-var(--header-height))] max-w-6xl flex-col md:px-4 md:py-6">
      <div className="grid min-h-0 flex-1 overflow-hidden bg-card text-card-foreground md:grid-cols-[minmax(16rem,22rem)_1fr] md:rounded-2xl md:border md:shadow-sm">
        <div
          ref={listRef}
          className={cn('min-h-0 flex-col md:border-r', showList ? 'flex' : 'hidden')}
        >
          <h1
            ref={pageHeadingRef}
            tabIndex={-1}
            className="flex min-h-16 items-center border-b px-4 text-xl font-bold tracking-tight outline-none"
          >
            Messages
          </h1>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <ConversationList userId={userId} selection={selection} />
          </div>
        </div>
        {showThread && (
          <section aria-label="Conversation" className="flex min-h-0 flex-col">
            {!showList && <h1 className="sr-only">Messages</h1>}
            {selection?.kind === 'member' ? (
              <ConversationThread
                key={currentKey}
                userId={userId}
                memberId={selection.memberId}
                showBack={isPhone}
                headingRef={threadHeadingRef}
              />
            ) : selection?.kind === 'conversation' ? (
              <DeletedMemberThread
                key={currentKey}
                userId={userId}
                conversationId={selection.conversationId}
                showBack={isPhone}
                headingRef={threadHeadingRef}
              />
            ) : (
              <NoConversationChosen />
            )}
          </section>
        )}
      </div>
    </div>
  );
}
