/**
 * The choices, limits and texts of member tips (`/tips`, issue 14), without zod, so the browser's
 * tips page can read them without loading the schema library (the schemas are in
 * `tips.contract.ts`).
 */
import { parks, type Park } from '../parks';

/** The four categories of the `/disney-world-tips` guide. */
export const tipCategories = ['money', 'time', 'planning', 'insider'] as const;
export type TipCategory = (typeof tipCategories)[number];
export const tipCategoryLabels: Record<TipCategory, string> = {
  money: 'Money',
  time: 'Time',
  planning: 'Planning',
  insider: 'Insider',
};

/** The parks a tip can be about (optional): the same places posts are tagged with. */
export const tipParks = parks;
export type TipPark = Park;

/**
 * Orders of `GET /api/tips`: `top_week` is the tips written in the last 7 days, most helpful
 * first; `top_all` every tip, most helpful first; `new` newest first. Ties go to the newer tip.
 */
export const tipSorts = ['top_week', 'top_all', 'new'] as const;
export type TipSort = (typeof tipSorts)[number];
export const DEFAULT_TIP_SORT: TipSort = 'top_week';
export const tipSortLabels: Record<TipSort, string> = {
  top_week: 'Top this week',
  top_all: 'Top all time',
  new: 'New',
};
/** How far back 'Top this week' looks. */
export const TIP_TOP_WEEK_DAYS = 7;

/** Text: trimmed, 20 to 1,000 characters. */
export const TIP_BODY_MIN = 20;
export const TIP_BODY_MAX = 1000;

/** Page size of `GET /api/tips`. */
export const TIPS_PAGE_SIZE = { default: 20, max: 50 } as const;

/** A member may share at most this many tips a day. */
export const TIPS_CREATE_RATE_LIMIT = { max: 20, windowSeconds: 24 * 60 * 60 } as const;
export const TIPS_CREATE_LIMIT_MESSAGE = 'You can share 20 tips a day. Please try again tomorrow.';

/** 404 for an unknown, deleted or hidden (blocked author) tip. */
export const TIP_NOT_FOUND_MESSAGE = 'Tip not found';
/** 403 for editing someone else's tip (or deleting it without being staff). */
export const TIP_AUTHOR_ONLY_MESSAGE = 'Only the author of this tip can do that.';
/** 403 for a helpful vote on your own tip. */
export const TIP_HELPFUL_OWN_MESSAGE = 'You cannot mark your own tip as helpful.';

/** Labels of the tips page. */
export const SHARE_TIP_LABEL = 'Share a tip';
export const EDIT_TIP_LABEL = 'Edit your tip';
export const TIP_HELPFUL_LABEL = 'Helpful';
export const TIPS_EMPTY_MESSAGE = 'No tips here yet. Be the first to share one.';
export const TIPS_SIGN_IN_PROMPT = 'Sign in to share your own tips and mark the helpful ones.';
