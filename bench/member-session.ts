import { postPageSchema } from '../common/features/posts/posts.contract';
import { FEED_DEEP_PAGE, FEED_PAGE_SIZE } from './bench-database';

/** What the benchmark needs from a signed-in member's feed. */
export interface FeedTour {
  /** `Authorization` header with the member's access token. */
  headers: Record<string, string>;
  /** The cursor that returns the deep page (page 1's `nextCursor` followed four times). */
  deepPageCursor: string;
  /** A post of the first page, for `GET /api/posts/{id}`. */
  postId: string;
}

/** Signs in through the server's own `/auth/v1/token` (password grant); returns the access token. */
export async function signIn(origin: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { access_token?: unknown };
  if (!res.ok || typeof body.access_token !== 'string') {
    throw new Error(`sign-in failed (${res.status}): ${JSON.stringify(body).slice(0, 300)}`);
  }
  return body.access_token;
}

async function feedPage(origin: string, headers: Record<string, string>, cursor?: string) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const res = await fetch(`${origin}/api/feed${query}`, { headers });
  if (!res.ok) throw new Error(`GET /api/feed${query} answered ${res.status}`);
  return postPageSchema.parse(await res.json());
}

/**
 * Signs the member in and reads their feed as a client scrolls it: the first page, then
 * `nextCursor` four times, keeping the cursor of the fifth page and a post to open.
 * @throws Error when sign-in fails or the feed is shorter than five full pages.
 */
export async function tourFeed(
  origin: string,
  account: { email: string; password: string },
): Promise<FeedTour> {
  const token = await signIn(origin, account.email, account.password);
  const headers = { authorization: `Bearer ${token}` };
  const first = await feedPage(origin, headers);
  const postId = first.items[0]?.id;
  let page = first;
  let cursor: string | null = null;
  for (let n = 2; n <= FEED_DEEP_PAGE; n += 1) {
    cursor = page.nextCursor;
    if (!cursor) throw new Error(`the member's feed ends before page ${n}`);
    page = await feedPage(origin, headers, cursor);
  }
  if (!postId || !cursor || page.items.length !== FEED_PAGE_SIZE) {
    throw new Error(`the member's feed has no full page ${FEED_DEEP_PAGE}`);
  }
  return { headers, deepPageCursor: cursor, postId };
}
