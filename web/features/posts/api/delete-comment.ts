import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '../../../../common/features/posts/posts.contract';
import { apiRequest } from '../../../lib/api-client';
import { replaceCommentInPages, type CommentPages } from '../lib/post-pages';
import { countCommentsEverywhere } from './post-cache';
import { postKeys } from './post-query-keys';

/** Deletes a comment (`DELETE /api/comments/{id}`): its author or the post's author may. */
export function deleteComment(commentId: string): Promise<void> {
  return apiRequest<null>(`/api/comments/${encodeURIComponent(commentId)}`, {
    method: 'DELETE',
  }).then(() => undefined);
}

/** Takes the comment away at once and puts the thread back if the server refuses. */
export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  const key = postKeys.comments(postId);
  return useMutation<void, Error, Comment, { previous: CommentPages | undefined }>({
    mutationFn: (comment) => deleteComment(comment.id),
    onMutate: async (comment) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CommentPages>(key);
      queryClient.setQueryData<CommentPages>(key, (data) =>
        replaceCommentInPages(data, comment.id, null),
      );
      countCommentsEverywhere(queryClient, postId, -1);
      return { previous };
    },
    onError: (_error, _comment, context) => {
      if (!context) return;
      queryClient.setQueryData(key, context.previous);
      countCommentsEverywhere(queryClient, postId, 1);
    },
  });
}
