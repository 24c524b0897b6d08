import type { ActivitySummary } from '../activity/activity.contract';
import type { ChecklistPage } from '../checklists/checklists.contract';
import type { CreatorKind } from '../creators/creator-limits';
import type { Creator, CreatorPage } from '../creators/creators.contract';
import type { CommentPage, Post, PostPage } from '../posts/posts.contract';
import type { PublicProfile } from '../profiles/profiles.contract';
import type { CatalogueItem, CataloguePage, ReviewPage } from '../reviews/reviews.contract';
import type { SearchCountsResponse, SearchResponse } from '../search/search.contract';
import type { SearchType } from '../search/search-types';
import type { TipPage } from '../tips/tips.contract';

/** The id of the `<script type="application/json">` that carries a page's data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * What a server-rendered member page hands the browser's app (`<script id="page-data">`): the
 * same answers the API gives a visitor, so that a member's app takes the page over showing the
 * same content at once (and then reads it again as the member).
 */
export type PageData =
  | { kind: 'post'; post: Post; comments: CommentPage }
  /** `creator`: the member's listing in the creator directories, null when not listed. */
  | { kind: 'profile'; profile: PublicProfile; posts: PostPage; creator?: Creator | null }
  /** `/activity` (`date` null: today) or `/activity/{date}`, as a visitor reads the day. */
  | { kind: 'activity'; date: string | null; summary: ActivitySummary }
  /** `/search?q=…&type=…`: the first page of results (public); null before anything is searched. */
  | {
      kind: 'search';
      q: string;
      type: SearchType;
      results: SearchResponse | null;
      /** The tabs' counts (null with no text), so visitors see them and the empty tab's hint. */
      counts: SearchCountsResponse | null;
    }
  /**
   * `/reviews?q=&kind=&park=&sort=` (`query`: the address's query string): the catalogue's first
   * page and the recent reviews' first page, as a visitor reads them.
   */
  | { kind: 'reviews'; query: string; catalogue: CataloguePage; recent: ReviewPage }
  /**
   * `/reviews/{slug}?sort=&stars=&party=` (`query`: the address's query string): the subject and
   * its first page of reviews in that order and those filters, as a visitor reads them.
   */
  | { kind: 'review-subject'; query: string; item: CatalogueItem; reviews: ReviewPage }
  /**
   * `/tips?category=&park=&sort=` (`query`: the address's query string): the first page of
   * members' tips in that order and those filters, as a visitor reads them.
   */
  | { kind: 'tips'; query: string; tips: TipPage }
  /**
   * `/photographers`, `/vloggers`, `/influencers`, `/trip-planners` (`directory`) with
   * `?q=&park=&language=&sort=` (`query`): the directory's first page as a visitor reads it.
   */
  | { kind: 'creators'; directory: CreatorKind; query: string; creators: CreatorPage }
  /**
   * `/checklists` or `/checklists/public?q=&park=&topic=&sort=` (`query`: the address's query
   * string): the first page of public checklists in those filters, as a visitor reads them.
   */
  | { kind: 'checklists'; query: string; checklists: ChecklistPage };
