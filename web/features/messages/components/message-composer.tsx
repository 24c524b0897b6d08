import { ImagePlus, Loader2, SendHorizontal } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Conversation } from '../../../../common/features/messages/messages.contract';
import { MESSAGE_TEXT_MAX } from '../../../../common/features/messages/message-limits';
import {
  MESSAGE_IMAGES_MAX,
  UPLOAD_ACCEPTED_TYPES,
} from '../../../../common/features/uploads/upload-limits';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { CharacterCount } from '../../posts/components/character-count';
import { ComposerPhotos } from '../../posts/components/composer-photos';
import { usePhotoUploads } from '../../posts/hooks/use-photo-uploads';
import { notifyError } from '../../posts/lib/notify';
import { useSendMessage } from '../api/send-message';
import { COUNTER_FROM, isSendKey, sendableText } from '../lib/composer-rules';

const showPhotoError = (message: string) => notifyError(new Error(message));

/**
 * Writing a message to `memberName`: Enter sends, Shift+Enter starts a new line; a counter shows
 * near the 2,000-character limit; up to 4 photos (each with an optional description) go with it. While sending the field is read-only and Send is disabled; the
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
  const fileInput = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const send = useSendMessage(userId, memberId);
  const { photos, addFiles, removePhoto, updateUpload, reset } = usePhotoUploads(
    showPhotoError,
    MESSAGE_IMAGES_MAX,
  );
  const text = sendableText(draft);
  const length = draft.trim().length;
  const isTooLong = length > MESSAGE_TEXT_MAX;
  const imageIds = photos.flatMap((photo) => (photo.upload ? [photo.upload.id] : []));
  const isUploading = photos.some((photo) => photo.status === 'uploading');
  const canSend = (text !== null || (imageIds.length > 0 && length === 0)) && !isUploading;

  const pickFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (addFiles(files) > 0)
      showPhotoError(`A message can have at most ${MESSAGE_IMAGES_MAX} photos`);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend || send.isPending) return;
    send.mutate(
      { conversation, body: text ?? '', imageIds },
      {
        onSuccess: () => {
          setDraft('');
          reset();
        },
        onError: notifyError,
      },
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
      <ComposerPhotos
        photos={photos}
        onRemove={removePhoto}
        onUploadChange={updateUpload}
        className="pb-2"
      />
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={UPLOAD_ACCEPTED_TYPES.join(',')}
          multiple
          className="hidden"
          onChange={pickFiles}
          tabIndex={-1}
          aria-hidden
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Add photos"
          onClick={() => fileInput.current?.click()}
          disabled={photos.length >= MESSAGE_IMAGES_MAX || send.isPending}
          className="shrink-0"
        >
          <ImagePlus aria-hidden />
        </Button>
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
          disabled={!canSend || send.isPending}
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
