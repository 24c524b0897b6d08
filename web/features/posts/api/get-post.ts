import { useQuery } from '@tanstack/react-query';
import type { Post } from '../../../../common/features/posts/posts.contract';
import { apiRequest } from '../../../lib/api-client';
import { postKeys } from './post-query-keys';

/** One post (`GET /api/posts/{id}`); a deleted or unknown one fails with a 404 ApiError. */
export function getPost(postId: string, signal?: AbortSignal): Promise<Post> {
  return apiRequest<Post>(`/api/posts/${encodeURIComponent(postId)}`, { signal });
}

/** The post of `/post/:id`; `enabled: false` once it is deleted, so its page does not ask again. */
export function usePost(postId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: postKeys.detail(postId),
    queryFn: ({ signal }) => getPost(postId, signal),
    enabled,
  });
}
