import type { Message } from '../../../../common/features/messages/messages.contract';
import { DELETED_MESSAGE_TEXT } from '../../../../common/features/messages/message-limits';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { notifyError } from '../../posts/lib/notify';
import { useDeleteMessage } from '../api/delete-message';

/** Asks before deleting one of the member's messages; it then reads 'Message deleted' for both. */
export function DeleteMessageDialog({
  userId,
  message,
  onClose,
}: {
  userId: string;
  /** The message to delete; null keeps the dialog closed. */
  message: Message | null;
  onClose: () => void;
}) {
  const deletion = useDeleteMessage(userId);
  return (
    <ConfirmDeleteDialog
      isOpen={message !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete this message?"
      description={`It will show as ‘${DELETED_MESSAGE_TEXT}’ for both of you. This cannot be undone.`}
      isPending={deletion.isPending}
      onConfirm={() =>
        message && deletion.mutate(message, { onSuccess: onClose, onError: notifyError })
      }
    />
  );
}
