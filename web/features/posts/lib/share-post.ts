import type { Post } from '../../../../common/features/posts/posts.contract';
import { postDescription, postTitle } from '../../../../common/features/pages/member-page-text';

/** What a post is shared as: its page's title and description, and its canonical address. */
export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/**
 * How sharing went: through the system share sheet, by copying the link, closed by the member
 * (nothing to say), or neither worked.
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The parts of `navigator` that sharing uses (a stand-in in tests). */
export type ShareNavigator = {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
};

/** The canonical address of a post's page, `{origin}/post/{id}`. */
export function postUrl(origin: string, postId: string): string {
  return new URL(`/post/${encodeURIComponent(postId)}`, origin).toString();
}

/** A post's share data, titled and described as its page is. */
export function postShareData(post: Post, origin: string): ShareData {
  return { title: postTitle(post), text: postDescription(post), url: postUrl(origin, post.id) };
}

/** The member closed the share sheet (a DOMException, which older engines do not make an Error). */
const isAbort = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'AbortError';

/**
 * Shares through the Web Share API where the browser has it, else copies the link. A share the
 * member closes is 'cancelled'; a share the browser refuses otherwise (no permission, data it
 * will not take) falls back to copying the link.
 */
export async function sharePost(data: ShareData, nav: ShareNavigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (nav.canShare?.(data) ?? true)) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  if (typeof nav.clipboard?.writeText !== 'function') return 'failed';
  try {
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
