import { Loader2 } from 'lucide-react';
import {
  DELETED_MESSAGE_TEXT,
  type Message,
} from '../../../../common/features/messages/messages.contract';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
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
  const confirm = () => {
    if (!message) return;
    deletion.mutate(message, { onSuccess: onClose, onError: notifyError });
  };

  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => !open && !deletion.isPending && onClose()}
    >
      <DialogContent>
        <DialogTitle>Delete this message?</DialogTitle>
        <DialogDescription>
          It will show as ‘{DELETED_MESSAGE_TEXT}’ for both of you. This cannot be undone.
        </DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={deletion.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            onClick={confirm}
            disabled={deletion.isPending}
          >
            {deletion.isPending && <Loader2 aria-hidden className="animate-spin" />}
            Delete
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
