import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post, UpdatePostInput } from '../../../../common/features/posts/posts.contract';
import { apiRequest } from '../../../lib/api-client';
import { updatePostEverywhere } from './post-cache';

/** Changes the author's post (`PATCH /api/posts/{id}`); only the fields given change. */
export function updatePost(postId: string, input: UpdatePostInput): Promise<Post> {
  return apiRequest<Post>(`/api/posts/${encodeURIComponent(postId)}`, {
    method: 'PATCH',
    body: input,
  });
}

/** Saves an edit and shows the new version wherever the post is listed. */
export function useUpdatePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePostInput) => updatePost(postId, input),
    onSuccess: (post) => updatePostEverywhere(queryClient, postId, () => post),
  });
}
