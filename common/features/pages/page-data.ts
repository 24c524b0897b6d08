import type { ActivitySummary } from '../activity/activity.contract';
import type { CommentPage, Post, PostPage } from '../posts/posts.contract';
import type { PublicProfile } from '../profiles/profiles.contract';
import type { SearchResponse } from '../search/search.contract';
import type { SearchType } from '../search/search-types';

/** The id of the `<script type="application/json">` that carries a page's data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * What a server-rendered member page hands the browser's app (`<script id="page-data">`): the
 * same answers the API gives a visitor, so that a member's app takes the page over showing the
 * same content at once (and then reads it again as the member).
 */
export type PageData =
  | { kind: 'post'; post: Post; comments: CommentPage }
  | { kind: 'profile'; profile: PublicProfile; posts: PostPage }
  /** `/activity` (`date` null: today) or `/activity/{date}`, as a visitor reads the day. */
  | { kind: 'activity'; date: string | null; summary: ActivitySummary }
  /** `/search?q=…&type=…`: the first page of results (public); null before anything is searched. */
  | { kind: 'search'; q: string; type: SearchType; results: SearchResponse | null };
