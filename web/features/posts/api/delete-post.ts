import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { removePostEverywhere } from './post-cache';

/** Deletes the author's post (`DELETE /api/posts/{id}`). */
export function deletePost(postId: string): Promise<void> {
  return apiRequest<null>(`/api/posts/${encodeURIComponent(postId)}`, { method: 'DELETE' }).then(
    () => undefined,
  );
}

/** Deletes a post and takes it out of every list. */
export function useDeletePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePost(postId),
    onSuccess: () => removePostEverywhere(queryClient, postId),
  });
}
