import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Post } from '../../../../common/features/posts/posts.contract';
import { removePostFromPages, updatePostInPages, type PostPages } from '../lib/post-pages';
import { postKeys } from './post-query-keys';

/** What the caches held before an optimistic change, to put back if the server refuses it. */
export type PostCacheSnapshot = [QueryKey, unknown][];

/** Stops in-flight reads of posts (they would overwrite an optimistic change) and saves the caches. */
export async function snapshotPosts(queryClient: QueryClient): Promise<PostCacheSnapshot> {
  // Only loaded lists and posts: cancelling a first load would leave it waiting with nothing to show.
  await queryClient.cancelQueries({
    queryKey: postKeys.all,
    predicate: (query) =>
      query.state.data !== undefined &&
      (query.queryKey[1] === 'list' || query.queryKey[1] === 'detail'),
  });
  return [
    ...queryClient.getQueriesData({ queryKey: postKeys.lists }),
    ...queryClient.getQueriesData({ queryKey: ['posts', 'detail'] }),
  ];
}

/** Puts the saved caches back. */
export function restorePosts(queryClient: QueryClient, snapshot: PostCacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

/** Changes one post in every list and in its own page's cache. */
export function updatePostEverywhere(
  queryClient: QueryClient,
  postId: string,
  update: (post: Post) => Post,
): void {
  queryClient.setQueriesData<PostPages>({ queryKey: postKeys.lists }, (data) =>
    updatePostInPages(data, postId, update),
  );
  queryClient.setQueryData<Post>(postKeys.detail(postId), (post) => post && update(post));
}

/** Moves a post's comment count by `delta` (never below zero) in every list and on its page. */
export function countCommentsEverywhere(
  queryClient: QueryClient,
  postId: string,
  delta: number,
): void {
  updatePostEverywhere(queryClient, postId, (post) => ({
    ...post,
    commentCount: Math.max(0, post.commentCount + delta),
  }));
}

/** Takes a deleted post out of every list and forgets its page. */
export function removePostEverywhere(queryClient: QueryClient, postId: string): void {
  queryClient.setQueriesData<PostPages>({ queryKey: postKeys.lists }, (data) =>
    removePostFromPages(data, postId),
  );
  queryClient.removeQueries({ queryKey: postKeys.detail(postId) });
  // Only comment threads no longer shown: removing the one still open under the card (until
  // the list re-renders without it) would make it fetch the deleted post's comments again.
  queryClient.removeQueries({ queryKey: postKeys.comments(postId), type: 'inactive' });
}
