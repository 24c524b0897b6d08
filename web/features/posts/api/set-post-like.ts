import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeState } from '../../../../common/features/posts/posts.contract';
import { apiRequest } from '../../../lib/api-client';
import { withLike } from '../lib/post-pages';
import {
  restorePosts,
  snapshotPosts,
  updatePostEverywhere,
  type PostCacheSnapshot,
} from './post-cache';

/** Likes (`PUT`) or unlikes (`DELETE`) a post (`/api/posts/{id}/like`); both are idempotent. */
export function setPostLike(postId: string, liked: boolean): Promise<LikeState> {
  return apiRequest<LikeState>(`/api/posts/${encodeURIComponent(postId)}/like`, {
    method: liked ? 'PUT' : 'DELETE',
  });
}

/**
 * Likes or unlikes at once on screen; the server's count is applied when the last click of a
 * burst is answered, and a refusal puts the previous state back (the caller shows the toast).
 */
export function useSetPostLike(postId: string) {
  const queryClient = useQueryClient();
  const mutationKey = ['posts', 'like', postId];
  return useMutation<LikeState, Error, boolean, { snapshot: PostCacheSnapshot }>({
    mutationKey,
    mutationFn: (liked) => setPostLike(postId, liked),
    onMutate: async (liked) => {
      const snapshot = await snapshotPosts(queryClient);
      updatePostEverywhere(queryClient, postId, (post) => withLike(post, liked));
      return { snapshot };
    },
    onError: (_error, _liked, context) => {
      if (context) restorePosts(queryClient, context.snapshot);
    },
    onSuccess: (state) => {
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      updatePostEverywhere(queryClient, postId, (post) => ({
        ...post,
        likedByMe: state.liked,
        likeCount: state.likeCount,
      }));
    },
  });
}
