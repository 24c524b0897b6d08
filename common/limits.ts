/**
 * Lengths, sizes and the product specification's constants, shared by server and web
 * so that both sides enforce and display the same numbers.
 */

/** Breakpoints (spec §9): mobile below 768 px, tablet below 1024 px; resize throttle 100 ms. */
export const MOBILE_BREAKPOINT_PX = 768;
export const TABLET_BREAKPOINT_PX = 1024;
export const RESIZE_THROTTLE_MS = 100;

/** Toasts (spec §9): one visible at a time, 5000 ms by default, removed 1,000,000 ms after dismissal. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD = 50;

/** Query cache (spec §9): stale for 5 minutes; retries 1 on mobile, else 2; delay doubling 1 s → 30 s. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRIES_MOBILE = 1;
export const QUERY_RETRIES_DESKTOP = 2;
export const QUERY_RETRY_BASE_DELAY_MS = 1000;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;

/**
 * Mobile performance warnings (spec §9): DOM loaded above 3 s, first byte above 1 s, largest
 * paint above 2.5 s, layout shift above 0.1, memory above 50 (MB); mobile metrics captured 2 s
 * after load.
 */
export const PERFORMANCE_WARNING_DOM_LOADED_MS = 3000;
export const PERFORMANCE_WARNING_FIRST_BYTE_MS = 1000;
export const PERFORMANCE_WARNING_LARGEST_PAINT_MS = 2500;
export const PERFORMANCE_WARNING_LAYOUT_SHIFT = 0.1;
export const PERFORMANCE_WARNING_MEMORY_MB = 50;
export const PERFORMANCE_MOBILE_CAPTURE_DELAY_MS = 2000;

/** Loading placeholder (spec §9): 6 skeleton cards. */
export const LOADING_SKELETON_CARDS = 6;

/** Related guides default count (spec §9). */
export const RELATED_GUIDES_LIMIT = 6;

/** Ratings are whole numbers from 1 to 5 (spec §9). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Notification list shows at most 10 unread (spec §9). */
export const NOTIFICATION_LIST_LIMIT = 10;

/** Sitemap sizes (spec §9). */
export const SITEMAP_POST_LIMIT = 1000;
export const SITEMAP_PROFILE_LIMIT = 500;

/** Client telemetry (spec §7 `/api/errors`, `/api/logs`): sizes and per-IP rate limits. */
export const TELEMETRY_BODY_LIMIT_BYTES = 16 * 1024;
export const TELEMETRY_MESSAGE_MAX = 2000;
export const TELEMETRY_STACK_MAX = 8000;
export const TELEMETRY_URL_MAX = 2048;
export const TELEMETRY_USER_AGENT_MAX = 512;
export const TELEMETRY_JSON_FIELD_MAX_BYTES = 4096;
export const TELEMETRY_RATE_LIMIT = { max: 60, windowSeconds: 60 } as const;

/** Support contact form. */
export const SUPPORT_NAME_MAX = 100;
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_RATE_LIMIT = { max: 5, windowSeconds: 60 * 60 } as const;

/** Email rules (spec §5). */
export const EMAIL_MAX = 254;
export const EMAIL_LOCAL_PART_MAX = 64;

/** Username rule (spec §5). */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const RESERVED_USERNAMES = [
  'admin',
  'root',
  'moderator',
  'support',
  'help',
  'api',
  'www',
  'mail',
  'ftp',
  'test',
  'guest',
  'anonymous',
  'null',
  'undefined',
] as const;

/** Default page size of cursor-paginated lists, and the most a client may ask for. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** Sign-in limit (spec §9): 5 failed attempts per email per 15 minutes; a success resets it. */
export const SIGN_IN_FAILURE_LIMIT = { max: 5, windowSeconds: 15 * 60 } as const;
/** Password-reset limit (spec §9): 3 requests per email per hour. */
export const PASSWORD_RESET_LIMIT = { max: 3, windowSeconds: 60 * 60 } as const;

/** A deleted member's uploads are removed, and their address freed, this many days later. */
export const MEMBER_DELETION_GRACE_DAYS = 30;

/** Admin dashboard (spec §9 "Recent-error query default 10"): client errors listed by default. */
export const RECENT_ERRORS_DEFAULT = 10;
/** A bulk delete matching more rows than this runs as a job, in batches, with progress (issue 15). */
export const BULK_DELETE_SYNC_MAX = 10_000;
/** How long after a bulk delete it may be undone. */
export const BULK_DELETE_UNDO_HOURS = 24;

/**
 * Delete my account (issue 27): a closed account is erased this many days after the member
 * asked, unless they sign in and cancel before.
 */
export const ACCOUNT_DELETION_GRACE_DAYS = 30;
