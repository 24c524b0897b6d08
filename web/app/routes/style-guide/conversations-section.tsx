import type { Conversation, Message } from '../../../../common/features/messages/messages.contract';
import { toast } from '../../../components/ui/use-toast';
import { ConversationListItem } from '../../../features/messages/components/conversation-list-item';
import { MessageBubble } from '../../../features/messages/components/message-bubble';
import { Specimen, StyleSection } from './section';

const VIEWER_ID = '00000000-0000-4000-8000-000000000001';
const maya = {
  id: '00000000-0000-4000-8000-000000000002',
  username: 'maya_rivera',
  avatar_url: null,
};
const jonah = { id: '00000000-0000-4000-8000-000000000003', username: 'jonah_t', avatar_url: null };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const message = (id: string, senderId: string, body: string | null, minutes: number): Message => ({
  id: `00000000-0000-4000-8000-0000000001${id}`,
  conversationId: '00000000-0000-4000-8000-000000000100',
  senderId,
  body,
  images: [],
  createdAt: minutesAgo(minutes),
  deletedAt: body === null ? minutesAgo(minutes - 1) : null,
});

const conversation = (member: typeof maya, last: Message, unreadCount: number): Conversation => ({
  id: last.conversationId,
  participants: [member],
  lastMessage: last,
  unreadCount,
  lastActivityAt: last.createdAt,
  othersReadAt: null,
  canSend: true,
});

const fromMaya = message('01', maya.id, 'Rope drop tomorrow? Plan: https://example.com/plan', 12);
const ownSeen = message('02', VIEWER_ID, 'Yes! Meet at the hub at 7:45.', 8);
const ownDeleted = message('03', VIEWER_ID, null, 10);

/** In a conversation Delete asks first; here it only says so. */
const explainDelete = () =>
  toast({
    title: 'Delete this message?',
    description: 'In a conversation this asks for a confirmation, then shows ‘Message deleted’.',
  });

/** The conversation list's entries and the thread's bubbles (DESIGN.md's conversations). */
export function ConversationsSection() {
  return (
    <StyleSection
      id="conversations"
      title="Conversations"
      description="Unread conversations stand out by weight and a count, not colour alone. Your messages sit on the right in the primary tint, the other member’s on the left on the surface colour; ‘Seen’ is small and quiet."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <Specimen title="Conversation list" className="p-2 sm:p-2">
          <ul aria-label="Example conversations" className="grid gap-1">
            <li>
              <ConversationListItem
                conversation={conversation(maya, fromMaya, 2)}
                viewerId={VIEWER_ID}
                isSelected={false}
              />
            </li>
            <li>
              <ConversationListItem
                conversation={conversation(jonah, ownSeen, 0)}
                viewerId={VIEWER_ID}
                isSelected
              />
            </li>
          </ul>
        </Specimen>
        <Specimen title="Messages">
          <ol aria-label="Example messages" className="grid gap-2">
            <li>
              <MessageBubble
                message={fromMaya}
                senderName={maya.username}
                isOwn={false}
                isSeen={false}
                onDelete={explainDelete}
              />
            </li>
            <li>
              <MessageBubble
                message={ownDeleted}
                senderName={maya.username}
                isOwn
                isSeen={false}
                onDelete={explainDelete}
              />
            </li>
            <li>
              <MessageBubble
                message={ownSeen}
                senderName={maya.username}
                isOwn
                isSeen
                onDelete={explainDelete}
              />
            </li>
          </ol>
        </Specimen>
      </div>
    </StyleSection>
  );
}
