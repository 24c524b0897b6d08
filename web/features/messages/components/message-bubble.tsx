import { Trash2 } from 'lucide-react';
import type { Message } from '../../../../common/features/messages/messages.contract';
import {
  DELETED_MEMBER_NAME,
  DELETED_MESSAGE_TEXT,
} from '../../../../common/features/messages/message-limits';
import { ItemActionsMenu } from '../../../components/item-actions/item-actions-menu';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { LinkifiedText } from '../../posts/components/linkified-text';
import { formatFullDate } from '../../posts/lib/relative-time';
import { messageTime } from '../lib/message-days';
import { MessagePhotos } from './message-photos';

/**
 * One message: the viewer's own on the right in the primary tint (with Delete), the other
 * member's on the left on the surface colour. Text keeps its line breaks and gets safe links;
 * a deleted message keeps its place as 'Message deleted'. 'Seen' sits under the viewer's last
 * message once the other member has read it. The other member's messages have a '…' menu with
 * the app's extra entries (Report, staff actions). A message whose sender's account was erased
 * (`senderId` null) is labelled 'Deleted member'.
 */
export function MessageBubble({
  message,
  senderName,
  isOwn,
  isSeen,
  onDelete,
}: {
  message: Message;
  senderName: string;
  isOwn: boolean;
  isSeen: boolean;
  onDelete: (message: Message) => void;
}) {
  const isDeleted = message.deletedAt !== null || message.body === null;
  const time = messageTime(message.createdAt);
  return (
    <div className={cn('flex flex-col gap-0.5', isOwn ? 'items-end' : 'items-start')}>
      {message.senderId === null && (
        <p aria-hidden className="px-1 text-xs font-medium text-muted-foreground">
          {DELETED_MEMBER_NAME}
        </p>
      )}
      <div className={cn('flex max-w-[85%] items-center gap-1', isOwn && 'flex-row-reverse')}>
        <div
          className={cn(
            'min-w-0 rounded-2xl px-3.5 py-2 text-sm',
            isOwn
              ? 'rounded-br-sm bg-secondary text-secondary-foreground'
              : 'rounded-bl-sm border bg-card text-card-foreground',
          )}
        >
          <span className="sr-only">{isOwn ? 'You' : senderName}: </span>
          {isDeleted ? (
            <p className="italic text-muted-foreground">{DELETED_MESSAGE_TEXT}</p>
          ) : (
            <>
              <MessagePhotos
                images={message.images}
                senderName={isOwn ? 'you' : senderName}
                className={cn(message.body && 'mb-2')}
              />
              {message.body && <LinkifiedText text={message.body} />}
            </>
          )}
        </div>
        {isOwn && !isDeleted && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="shrink-0 text-muted-foreground hover:text-foreground"
            aria-label={`Delete your message from ${time}`}
            onClick={() => onDelete(message)}
          >
            <Trash2 aria-hidden />
          </Button>
        )}
        {!isOwn && !isDeleted && (
          <ItemActionsMenu
            item={{
              kind: 'message',
              id: message.id,
              authorId: message.senderId,
              authorName: senderName,
              excerpt: message.body?.slice(0, 200),
            }}
            label={`Actions for the message from ${senderName} at ${time}`}
          />
        )}
      </div>
      <p className="px-1 text-xs text-muted-foreground">
        <time dateTime={message.createdAt} title={formatFullDate(message.createdAt)}>
          {time}
        </time>
        {isSeen && (
          <>
            <span aria-hidden> · </span>
            <span>Seen</span>
          </>
        )}
      </p>
    </div>
  );
}
