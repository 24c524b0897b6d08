/**
 * The choices, limits and texts of checklists (`/checklists`, `/checklist/{id}`, issue 14),
 * without zod, so the browser's pages can read them without loading the schema library (the
 * schemas are in `checklists.contract.ts`).
 */
import { parks, type Park } from '../parks';

/**
 * Who sees a checklist: `private` the owner only; `unlisted` anyone with its link (never listed,
 * searched, indexed or in a sitemap); `public` everyone, listed in `/checklists/public`.
 */
export const checklistVisibilities = ['private', 'unlisted', 'public'] as const;
export type ChecklistVisibility = (typeof checklistVisibilities)[number];
export const checklistVisibilityLabels: Record<ChecklistVisibility, string> = {
  private: 'Private',
  unlisted: 'Unlisted',
  public: 'Public',
};
export const checklistVisibilityHints: Record<ChecklistVisibility, string> = {
  private: 'Only you can see it.',
  unlisted: 'Anyone with the link can see it; it is never listed or searchable.',
  public: 'Everyone can find it in the public checklists and copy it.',
};

/** What a checklist is for: the categories of the `/disney-checklists` guide's cards. */
export const checklistTopics = [
  'packing',
  'planning',
  'rides',
  'families',
  'dining',
  'other',
] as const;
export type ChecklistTopic = (typeof checklistTopics)[number];
export const checklistTopicLabels: Record<ChecklistTopic, string> = {
  packing: 'Packing',
  planning: 'Planning',
  rides: 'Rides',
  families: 'Families',
  dining: 'Dining',
  other: 'Other',
};

/** The parks a checklist can be about (optional). */
export const checklistParks = parks;
export type ChecklistPark = Park;

/** Orders of the public checklists: most copied first, or newest first. */
export const checklistSorts = ['most_copied', 'newest'] as const;
export type ChecklistSort = (typeof checklistSorts)[number];
export const DEFAULT_CHECKLIST_SORT: ChecklistSort = 'most_copied';
export const checklistSortLabels: Record<ChecklistSort, string> = {
  most_copied: 'Most copied',
  newest: 'Newest',
};

export const CHECKLIST_TITLE_MAX = 120;
export const CHECKLIST_DESCRIPTION_MAX = 1000;
export const CHECKLIST_CATEGORY_NAME_MAX = 80;
export const CHECKLIST_ITEM_TEXT_MAX = 200;
export const CHECKLIST_ITEM_NOTE_MAX = 500;
export const CHECKLIST_SEARCH_MAX = 100;
/** At most this many categories, and items in all, in one checklist. */
export const CHECKLIST_MAX_CATEGORIES = 40;
export const CHECKLIST_MAX_ITEMS = 400;

/** Page size of the checklist lists. */
export const CHECKLISTS_PAGE_SIZE = { default: 20, max: 50 } as const;

/** A member may create (or copy) at most this many checklists a day. */
export const CHECKLISTS_CREATE_RATE_LIMIT = { max: 30, windowSeconds: 24 * 60 * 60 } as const;
export const CHECKLISTS_CREATE_LIMIT_MESSAGE =
  'You can create or copy 30 checklists a day. Please try again tomorrow.';
/** Edits of one member's checklists (items, categories, moves): generous, against scripts. */
export const CHECKLISTS_EDIT_RATE_LIMIT = { max: 3000, windowSeconds: 60 * 60 } as const;
export const CHECKLISTS_EDIT_LIMIT_MESSAGE =
  'You have made a great many checklist changes in the last hour. Please wait a little.';

/** 404 for an unknown, deleted or hidden checklist (never a hint that a private one exists). */
export const CHECKLIST_NOT_FOUND_MESSAGE = 'Checklist not found';
export const CHECKLIST_CATEGORY_NOT_FOUND_MESSAGE = 'Category not found';
export const CHECKLIST_ITEM_NOT_FOUND_MESSAGE = 'Item not found';
/** 403 for changing a checklist one may see but does not own. */
export const CHECKLIST_OWNER_ONLY_MESSAGE = 'Only the owner of this checklist can change it.';
export const CHECKLIST_TOO_MANY_CATEGORIES_MESSAGE = `A checklist can have at most ${CHECKLIST_MAX_CATEGORIES} categories.`;
export const CHECKLIST_TOO_MANY_ITEMS_MESSAGE = `A checklist can have at most ${CHECKLIST_MAX_ITEMS} items.`;

/** Labels of the checklist pages. */
export const COPY_CHECKLIST_LABEL = 'Copy to my checklists';
export const CHECKLIST_COPIED_TOAST = 'Copied to your checklists';
export const CHECKLIST_LINK_COPIED_TOAST = 'Link copied';
export const MY_CHECKLISTS_EMPTY_MESSAGE =
  'You have no checklists yet. Start one, or copy a public checklist and make it yours.';
export const PUBLIC_CHECKLISTS_EMPTY_MESSAGE = 'No public checklists match. Try another search.';
export const CHECKLISTS_SIGN_IN_PROMPT =
  'Sign in to make your own checklists and copy the ones you like.';
