import { Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useDeletePost } from '../api/delete-post';
import { notifyError, notifySuccess } from '../lib/notify';

/** Asks before deleting a post; on success the post leaves every list and 'Post deleted' shows. */
export function DeletePostDialog({
  postId,
  isOpen,
  onOpenChange,
  onDeleted,
}: {
  postId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onDeleted?: () => void;
}) {
  const deletion = useDeletePost(postId);
  const confirm = () =>
    deletion.mutate(undefined, {
      onSuccess: () => {
        onOpenChange(false);
        notifySuccess('Post deleted');
        onDeleted?.();
      },
      onError: notifyError,
    });

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !deletion.isPending && onOpenChange(open)}>
      <DialogContent>
        <DialogTitle>Delete this post?</DialogTitle>
        <DialogDescription>
          The post, its photos and its comments will be removed for everyone. This cannot be undone.
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
