import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Author, Comment } from '../../../../common/features/posts/posts.contract';
import { apiRequest } from '../../../lib/api-client';
import { appendCommentToPages, replaceCommentInPages, type CommentPages } from '../lib/post-pages';
import { countCommentsEverywhere } from './post-cache';
import { postKeys } from './post-query-keys';

/** Comments on a post (`POST /api/posts/{id}/comments`). */
export function createComment(postId: string, body: string): Promise<Comment> {
  return apiRequest<Comment>(`/api/posts/${encodeURIComponent(postId)}/comments`, {
    method: 'POST',
    body: { body },
  });
}

/** Ids of comments shown before the server has answered start with this. */
export const PENDING_COMMENT_PREFIX = 'pending-';

/**
 * Adds a comment at once at the end of the thread (marked pending), swaps in the server's copy
 * when it answers, and takes it away again if the server refuses (the caller shows the toast).
 */
export function useCreateComment(postId: string, author: Author) {
  const queryClient = useQueryClient();
  const key = postKeys.comments(postId);
  return useMutation<Comment, Error, string, { pendingId: string; isShown: boolean }>({
    mutationFn: (body) => createComment(postId, body),
    onMutate: async (body) => {
      const pendingId = `${PENDING_COMMENT_PREFIX}${crypto.randomUUID()}`;
      const pending: Comment = {
        id: pendingId,
        postId,
        body: body.trim(),
        createdAt: new Date().toISOString(),
        author,
      };
      // Before the thread has loaded there is nothing to add to: the reload after saving shows it.
      const isShown = queryClient.getQueryData<CommentPages>(key) !== undefined;
      if (isShown) {
        await queryClient.cancelQueries({ queryKey: key });
        queryClient.setQueryData<CommentPages>(key, (data) => appendCommentToPages(data, pending));
      }
      countCommentsEverywhere(queryClient, postId, 1);
      return { pendingId, isShown };
    },
    onSuccess: (comment, _body, context) => {
      if (!context.isShown) {
        void queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      queryClient.setQueryData<CommentPages>(key, (data) =>
        replaceCommentInPages(data, context.pendingId, comment),
      );
    },
    onError: (_error, _body, context) => {
      if (!context) return;
      queryClient.setQueryData<CommentPages>(key, (data) =>
        replaceCommentInPages(data, context.pendingId, null),
      );
      countCommentsEverywhere(queryClient, postId, -1);
    },
  });
}
