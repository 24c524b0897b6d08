// Limits of posts, comments and highlights, without zod (pages use them without loading it).

/** Post text: trimmed, at most this many characters (empty only when the post has a photo). */
export const POST_BODY_MAX = 5000;
/** Photos per post. */
export const POST_IMAGES_MAX = 10;
/** Tags per post, and the length of one tag. */
export const POST_TAGS_MAX = 10;
export const POST_TAG_MAX = 30;
/** Comment text: trimmed, 1 to this many characters. */
export const COMMENT_BODY_MAX = 2000;
/** Page size of the feed, profile posts and comments: default and most a client may ask for. */
export const POSTS_PAGE_DEFAULT = 20;
export const POSTS_PAGE_MAX = 50;
/** New posts per member per hour. */
export const POST_RATE_LIMIT = { max: 30, windowSeconds: 60 * 60 } as const;
/** New comments per member per hour. */
export const COMMENT_RATE_LIMIT = { max: 120, windowSeconds: 60 * 60 } as const;

/** Highlights shown to visitors on `/`: default and most a client may ask for. */
export const HIGHLIGHTS_DEFAULT = 6;
export const HIGHLIGHTS_MAX = 12;
/** Highlights are picked among this many newest live posts (bounded work at any table size). */
export const HIGHLIGHTS_WINDOW = 500;
/** Longest text excerpt of a highlight, in characters (cut at a word, with an ellipsis). */
export const HIGHLIGHT_EXCERPT_MAX = 220;
/** How long a computed list of highlights is reused (server memory and HTTP cache), seconds. */
export const HIGHLIGHTS_CACHE_SECONDS = 30;

/** Page sizes the app asks for (posts, comments): server-rendered pages show the same first page. */
export const POSTS_PAGE_SIZE = 10;
export const COMMENTS_PAGE_SIZE = 20;
