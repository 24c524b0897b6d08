import type { QueryClient } from '@tanstack/react-query';
import type { PageData } from '../../common/features/pages/page-data';
import type { PostPage } from '../../common/features/posts/posts.contract';
import type {
  CatalogueItem,
  CataloguePage,
  ReviewPage,
} from '../../common/features/reviews/reviews.contract';
import { apiRequest } from '../lib/api-client';
import { activityKeys, getActivity } from '../features/activity/api/get-activity';
import type { CreatorPage } from '../../common/features/creators/creators.contract';
import {
  creatorKeys,
  getCreatorOrNull,
  getCreatorPage,
} from '../features/creators/api/creators-api';
import { readCreatorFilters } from '../features/creators/lib/creator-filters';
import { getMemberPosts } from '../features/posts/api/get-member-posts';
import { getPost } from '../features/posts/api/get-post';
import { postKeys } from '../features/posts/api/post-query-keys';
import { searchKeys } from '../features/search/api/get-search';
import { getProfile } from '../features/profiles/api/get-profile';
import { profileQueryKeys } from '../features/profiles/api/profile-query-keys';
import { catalogueApiPath, reviewKeys } from '../features/reviews/api/review-query-keys';
import { checklistKeys } from '../features/checklists/api/checklists-api';
import { readChecklistFilters } from '../features/checklists/lib/checklist-filters';
import { tipKeys } from '../features/tips/api/tips-api';
import { readTipFilters, tipsApiQuery } from '../features/tips/lib/tip-filters';
import type { TipPage } from '../../common/features/tips/tips.contract';
import {
  catalogueApiQuery,
  readCatalogueFilters,
  readReviewListFilters,
  reviewListApiQuery,
} from '../features/reviews/lib/review-filters';

/** A single first page, in the shape of an infinite query's data. */
const firstPage = <T>(page: T) => ({ pages: [page], pageParams: [null] });

type ReviewPagesData = Extract<PageData, { kind: 'reviews' | 'review-subject' }>;

/** A paged list of a review page: its query key, its first page and how to read a page. */
interface PagedQuery {
  queryKey: readonly unknown[];
  data: { nextCursor: string | null };
  load: (cursor: string | null, signal: AbortSignal) => Promise<{ nextCursor: string | null }>;
}

/** The paged lists of `/reviews` and `/reviews/{slug}` for `viewerId`, with their first pages. */
function reviewPageQueries(data: ReviewPagesData, viewerId: string | null): PagedQuery[] {
  const params = new URLSearchParams(data.query);
  if (data.kind === 'reviews') {
    const filters = readCatalogueFilters(params);
    return [
      {
        queryKey: reviewKeys.catalogue(viewerId, filters),
        data: data.catalogue,
        load: (cursor: string | null, signal: AbortSignal) =>
          apiRequest<CataloguePage>(`/api/catalogue?${catalogueApiQuery(filters, cursor)}`, {
            signal,
          }),
      },
      {
        queryKey: reviewKeys.recent(viewerId),
        data: data.recent,
        load: (cursor: string | null, signal: AbortSignal) =>
          apiRequest<ReviewPage>(
            `/api/reviews${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
            { signal },
          ),
      },
    ];
  }
  const filters = readReviewListFilters(params);
  const { slug } = data.item;
  return [
    {
      queryKey: reviewKeys.subject(slug, viewerId, filters),
      data: data.reviews,
      load: (cursor: string | null, signal: AbortSignal) =>
        apiRequest<ReviewPage>(
          catalogueApiPath(slug, `/reviews?${reviewListApiQuery(filters, cursor)}`),
          { signal },
        ),
    },
  ];
}

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
  } else if (data.kind === 'activity') {
    queryClient.setQueryData(activityKeys.day(data.date, viewerId), data.summary, asStale);
  } else if (data.kind === 'search') {
    if (data.results) {
      const key = searchKeys.results(data.q, data.type);
      queryClient.setQueryData(key, firstPage(data.results), asStale);
    }
    if (data.counts) queryClient.setQueryData(searchKeys.counts(data.q), data.counts, asStale);
  } else if (data.kind === 'tips') {
    const filters = readTipFilters(new URLSearchParams(data.query));
    queryClient.setQueryData(tipKeys.list(viewerId, filters), firstPage(data.tips), asStale);
  } else if (data.kind === 'checklists') {
    const filters = readChecklistFilters(new URLSearchParams(data.query));
    queryClient.setQueryData(
      checklistKeys.public(viewerId, filters),
      firstPage(data.checklists),
      asStale,
    );
  } else if (data.kind === 'creators') {
    const filters = readCreatorFilters(new URLSearchParams(data.query));
    queryClient.setQueryData(
      creatorKeys.list(viewerId, data.directory, filters),
      firstPage(data.creators),
      asStale,
    );
  } else if (data.kind === 'reviews' || data.kind === 'review-subject') {
    if (data.kind === 'review-subject') {
      queryClient.setQueryData(reviewKeys.item(data.item.slug, viewerId), data.item, asStale);
    }
    for (const query of reviewPageQueries(data, viewerId)) {
      queryClient.setQueryData(query.queryKey, firstPage(query.data), asStale);
    }
  } else {
    const id = data.profile.id;
    queryClient.setQueryData(profileQueryKeys.detail(id, viewerId), data.profile, asStale);
    queryClient.setQueryData(postKeys.member(id), firstPage(data.posts), asStale);
    if (data.creator !== undefined) {
      queryClient.setQueryData(creatorKeys.one(viewerId, id), data.creator, asStale);
    }
  }
}

/**
 * For a member, what the page shows depends on them (their likes, whether they follow, their
 * own day on the activity page): it is
 * read again as the member before the app renders (the server's HTML stays on screen
 * meanwhile), so the first thing the app shows is already right. Comments are the same for
 * everyone. If the member's read fails, the visitor's data is used and read again later.
 */
export async function loadPageDataForMember(
  queryClient: QueryClient,
  data: PageData,
  viewerId: string,
): Promise<void> {
  try {
    if (data.kind === 'search' || data.kind === 'reviews' || data.kind === 'checklists') {
      // Results are the same for everyone; the catalogue and the recent reviews too, but for a
      // block's hidden reviews, which the read again on mount (the data is stale) leaves out.
      primePageData(queryClient, data, viewerId);
    } else if (data.kind === 'post') {
      const id = data.post.id;
      await queryClient.fetchQuery({
        queryKey: postKeys.detail(id),
        queryFn: ({ signal }) => getPost(id, signal),
      });
      queryClient.setQueryData(postKeys.comments(id), firstPage(data.comments));
    } else if (data.kind === 'activity') {
      // The member's day (their own posts, likes and followers) is part of the summary.
      const { date } = data;
      await queryClient.fetchQuery({
        queryKey: activityKeys.day(date, viewerId),
        queryFn: ({ signal }) => getActivity(date, signal),
      });
    } else if (data.kind === 'tips') {
      // The member's own tips (edit, delete) and their helpful votes change what the page shows.
      const filters = readTipFilters(new URLSearchParams(data.query));
      await queryClient.fetchInfiniteQuery({
        queryKey: tipKeys.list(viewerId, filters),
        queryFn: ({ pageParam, signal }) =>
          apiRequest<TipPage>(`/api/tips?${tipsApiQuery(filters, pageParam)}`, { signal }),
        initialPageParam: null as string | null,
        getNextPageParam: (page: TipPage) => page.nextCursor,
      });
    } else if (data.kind === 'creators') {
      // Blocks, follows and whether each creator takes the member's messages change the cards.
      const { directory } = data;
      const filters = readCreatorFilters(new URLSearchParams(data.query));
      await queryClient.fetchInfiniteQuery({
        queryKey: creatorKeys.list(viewerId, directory, filters),
        queryFn: ({ pageParam, signal }) => getCreatorPage(directory, filters, pageParam, signal),
        initialPageParam: null as string | null,
        getNextPageParam: (page: CreatorPage) => page.nextCursor,
      });
    } else if (data.kind === 'review-subject') {
      // The member's own review (write or edit) and their votes change what the page shows.
      const { slug } = data.item;
      await Promise.all([
        queryClient.fetchQuery({
          queryKey: reviewKeys.item(slug, viewerId),
          queryFn: ({ signal }) => apiRequest<CatalogueItem>(catalogueApiPath(slug), { signal }),
        }),
        ...reviewPageQueries(data, viewerId).map((query) =>
          queryClient.fetchInfiniteQuery({
            queryKey: query.queryKey,
            queryFn: ({ pageParam, signal }) => query.load(pageParam, signal),
            initialPageParam: null as string | null,
            getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor,
          }),
        ),
      ]);
    } else {
      const id = data.profile.id;
      await Promise.all([
        queryClient.fetchQuery({
          queryKey: profileQueryKeys.detail(id, viewerId),
          queryFn: ({ signal }) => getProfile(id, signal),
        }),
        queryClient.fetchInfiniteQuery({
          queryKey: postKeys.member(id),
          queryFn: ({ pageParam, signal }) => getMemberPosts(id, pageParam, signal),
          initialPageParam: null as string | null,
          getNextPageParam: (page: PostPage) => page.nextCursor,
        }),
        queryClient.fetchQuery({
          queryKey: creatorKeys.one(viewerId, id),
          queryFn: ({ signal }) => getCreatorOrNull(id, signal),
        }),
      ]);
    }
  } catch {
    primePageData(queryClient, data, viewerId);
  }
}
