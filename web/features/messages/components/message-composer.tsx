import { Loader2, SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Conversation } from '../../../../common/features/messages/messages.contract';
import { MESSAGE_TEXT_MAX } from '../../../../common/features/messages/message-limits';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { CharacterCount } from '../../posts/components/character-count';
import { notifyError } from '../../posts/lib/notify';
import { useSendMessage } from '../api/send-message';
import { COUNTER_FROM, isSendKey, sendableText } from '../lib/composer-rules';

/**
 * Writing a message to `memberName`: Enter sends, Shift+Enter starts a new line; a counter shows
 * near the 2,000-character limit. While sending the field is read-only and Send is disabled; the
 * text clears once the server has the message, and stays (with an 'Error' toast) if it refuses.
 */
export function MessageComposer({
  userId,
  memberId,
  memberName,
  conversation,
}: {
  userId: string;
  memberId: string;
  memberName: string;
  /** Null until the first message starts the conversation. */
  conversation: Conversation | null;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const send = useSendMessage(userId, memberId);
  const text = sendableText(draft);
  const length = draft.trim().length;
  const isTooLong = length > MESSAGE_TEXT_MAX;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text || send.isPending) return;
    send.mutate(
      { conversation, body: text },
      { onSuccess: () => setDraft(''), onError: notifyError },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-busy={send.isPending || undefined}
      className="grid gap-1 border-t bg-background px-3 py-3 sm:px-4"
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        Message {memberName}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={`${id}-text`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            const { key, shiftKey, nativeEvent } = event;
            if (!isSendKey({ key, shiftKey, isComposing: nativeEvent.isComposing })) return;
            event.preventDefault();
            submit();
          }}
          readOnly={send.isPending}
          placeholder={`Message ${memberName}…`}
          aria-describedby={`${id}-hint${length >= COUNTER_FROM ? ` ${id}-count` : ''}`}
          aria-invalid={isTooLong || undefined}
          rows={1}
          className="max-h-40 min-h-11 resize-none [field-sizing:content]"
        />
        <Button
          type="submit"
          size="icon"
          aria-label="Send message"
          disabled={!text || send.isPending}
          className="shrink-0"
        >
          {send.isPending ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <SendHorizontal aria-hidden />
          )}
        </Button>
      </div>
      <p id={`${id}-hint`} className="sr-only">
        Enter sends, Shift+Enter starts a new line.
      </p>
      {length >= COUNTER_FROM && (
        <CharacterCount id={`${id}-count`} length={length} max={MESSAGE_TEXT_MAX} />
      )}
    </form>
  );
}
