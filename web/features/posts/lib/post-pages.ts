import type { InfiniteData } from '@tanstack/react-query';
import type {
  Comment,
  CommentPage,
  Post,
  PostPage,
} from '../../../../common/features/posts/posts.contract';

export type PostPages = InfiniteData<PostPage>;
export type CommentPages = InfiniteData<CommentPage>;

/** Every post of the loaded pages, in order, each id once (pages can overlap after inserts). */
export function flattenPosts(data: PostPages | undefined): Post[] {
  return uniqueById(data?.pages.flatMap((page) => page.items) ?? []);
}

/** Every comment of the loaded pages, oldest first, each id once. */
export function flattenComments(data: CommentPages | undefined): Comment[] {
  return uniqueById(data?.pages.flatMap((page) => page.items) ?? []);
}

function uniqueById<T extends { id: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

/** The pages with one post replaced by what `replace` gives (the same object when not loaded). */
function replacePostInPages(
  data: PostPages | undefined,
  postId: string,
  replace: (post: Post) => Post[],
): PostPages | undefined {
  if (!data?.pages.some((page) => page.items.some((post) => post.id === postId))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.flatMap((post) => (post.id === postId ? replace(post) : [post])),
    })),
  };
}

/** The pages with one post changed (the same object when the post is not loaded). */
export function updatePostInPages(
  data: PostPages | undefined,
  postId: string,
  update: (post: Post) => Post,
): PostPages | undefined {
  return replacePostInPages(data, postId, (post) => [update(post)]);
}

/** The pages without one post. */
export function removePostFromPages(
  data: PostPages | undefined,
  postId: string,
): PostPages | undefined {
  return replacePostInPages(data, postId, () => []);
}

/** The pages with a new post at the top of the first one (nothing to do before any page loaded). */
export function prependPostToPages(data: PostPages | undefined, post: Post): PostPages | undefined {
  const [first, ...rest] = data?.pages ?? [];
  if (!data || !first) return data;
  const items = [post, ...first.items.filter((item) => item.id !== post.id)];
  return { ...data, pages: [{ ...first, items }, ...rest] };
}

/** The pages with a comment added at the end of the last loaded page. */
export function appendCommentToPages(
  data: CommentPages | undefined,
  comment: Comment,
): CommentPages | undefined {
  if (!data || data.pages.length === 0) {
    return { pages: [{ items: [comment], nextCursor: null }], pageParams: [null] };
  }
  const pages = [...data.pages];
  const last = pages[pages.length - 1]!;
  pages[pages.length - 1] = { ...last, items: [...last.items, comment] };
  return { ...data, pages };
}

/** The pages with one comment replaced (for example a pending one by the server's). */
export function replaceCommentInPages(
  data: CommentPages | undefined,
  commentId: string,
  comment: Comment | null,
): CommentPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.flatMap((item) =>
        item.id === commentId ? (comment ? [comment] : []) : [item],
      ),
    })),
  };
}

/** The post with its like state set, the count moved by the change (never below zero). */
export function withLike(post: Post, liked: boolean): Post {
  if (post.likedByMe === liked) return post;
  return { ...post, likedByMe: liked, likeCount: Math.max(0, post.likeCount + (liked ? 1 : -1)) };
}
