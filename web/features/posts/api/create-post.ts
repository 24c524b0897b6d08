import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePostInput, Post } from '../../../../common/features/posts/posts.contract';
import { apiRequest } from '../../../lib/api-client';
import { prependPostToPages, type PostPages } from '../lib/post-pages';
import { postKeys } from './post-query-keys';

/** Shares a post (`POST /api/posts`): text and/or uploaded photo ids, a park and tags. */
export function createPost(input: CreatePostInput): Promise<Post> {
  return apiRequest<Post>('/api/posts', { method: 'POST', body: input });
}

/** Shares a post and puts it at the top of the feed, of the author's own list and of its group's. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => {
      queryClient.setQueryData<PostPages>(postKeys.feed, (data) => prependPostToPages(data, post));
      queryClient.setQueryData<PostPages>(postKeys.member(post.author.id), (data) =>
        prependPostToPages(data, post),
      );
      if (post.group) {
        queryClient.setQueryData<PostPages>(postKeys.group(post.group.id), (data) =>
          prependPostToPages(data, post),
        );
      }
      queryClient.setQueryData(postKeys.detail(post.id), post);
    },
  });
}
