import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
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
    <ConfirmDeleteDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Delete this post?"
      description="The post, its photos and its comments will be removed for everyone. This cannot be undone."
      isPending={deletion.isPending}
      onConfirm={confirm}
    />
  );
}
