import type { QueryClient } from '@tanstack/react-query';
import type { PageData } from '../../common/features/pages/page-data';
import { postKeys } from '../features/posts/api/post-query-keys';
import { profileQueryKeys } from '../features/profiles/api/profile-query-keys';

/** A single first page, in the shape of an infinite query's data. */
const firstPage = <T>(page: T) => ({ pages: [page], pageParams: [null] });

/**
 * Puts what the server rendered into the app's query cache, so the app's first render of the
 * page shows the same content. The entries are marked stale: they are what a visitor sees, so
 * they are read again for the member (likes, follows) as soon as the page mounts.
 */
export function primePageData(
  queryClient: QueryClient,
  data: PageData,
  viewerId: string | null,
): void {
  const asStale = { updatedAt: 1 };
  if (data.kind === 'post') {
    queryClient.setQueryData(postKeys.detail(data.post.id), data.post, asStale);
    queryClient.setQueryData(postKeys.comments(data.post.id), firstPage(data.comments), asStale);
  } else {
    const id = data.profile.id;
    queryClient.setQueryData(profileQueryKeys.detail(id, viewerId), data.profile, asStale);
    queryClient.setQueryData(postKeys.member(id), firstPage(data.posts), asStale);
  }
}
