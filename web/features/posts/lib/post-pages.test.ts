import { describe, expect, it } from 'vitest';
import type { Comment, Post } from '../../../../common/features/posts/posts.contract';
import {
  appendCommentToPages,
  flattenComments,
  flattenPosts,
  prependPostToPages,
  removePostFromPages,
  replaceCommentInPages,
  updatePostInPages,
  withLike,
  type CommentPages,
  type PostPages,
} from './post-pages';

const author = { id: 'u1', username: 'rita', avatar_url: null };
const post = (id: string, extra: Partial<Post> = {}): Post => ({
  id,
  body: `post ${id}`,
  park: null,
  tags: [],
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  author,
  images: [],
  likeCount: 1,
  commentCount: 0,
  likedByMe: false,
  group: null,
  ...extra,
});
const comment = (id: string): Comment => ({
  id,
  postId: 'p1',
  body: `comment ${id}`,
  createdAt: '2025-01-01T00:00:00Z',
  author,
});
const pages: PostPages = {
  pages: [
    { items: [post('a'), post('b')], nextCursor: 'c1' },
    { items: [post('b'), post('c')], nextCursor: null },
  ],
  pageParams: [null, 'c1'],
};

describe('post pages', () => {
  it('flattens pages without duplicates', () => {
    expect(flattenPosts(pages).map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(flattenPosts(undefined)).toEqual([]);
  });

  it('updates a post wherever it appears and leaves other data alone', () => {
    const next = updatePostInPages(pages, 'b', (p) => ({ ...p, body: 'edited' }));
    expect(
      next!.pages.flatMap((page) => page.items.filter((p) => p.id === 'b').map((p) => p.body)),
    ).toEqual(['edited', 'edited']);
    expect(updatePostInPages(pages, 'zzz', (p) => p)).toBe(pages);
  });

  it('removes a post', () => {
    expect(flattenPosts(removePostFromPages(pages, 'b')).map((p) => p.id)).toEqual(['a', 'c']);
    expect(removePostFromPages(undefined, 'b')).toBeUndefined();
  });

  it('prepends a new post once', () => {
    const next = prependPostToPages(pages, post('new'));
    expect(flattenPosts(next).map((p) => p.id)).toEqual(['new', 'a', 'b', 'c']);
    expect(flattenPosts(prependPostToPages(next, post('new'))).map((p) => p.id)).toEqual([
      'new',
      'a',
      'b',
      'c',
    ]);
    expect(prependPostToPages(undefined, post('new'))).toBeUndefined();
  });

  it('moves the like count with the like state', () => {
    expect(withLike(post('a'), true)).toMatchObject({ likedByMe: true, likeCount: 2 });
    expect(withLike(post('a', { likedByMe: true }), false)).toMatchObject({ likeCount: 0 });
    expect(withLike(post('a', { likeCount: 0, likedByMe: true }), false).likeCount).toBe(0);
    const same = post('a');
    expect(withLike(same, false)).toBe(same);
  });
});

describe('comment pages', () => {
  const comments: CommentPages = {
    pages: [
      { items: [comment('1')], nextCursor: 'x' },
      { items: [comment('2')], nextCursor: null },
    ],
    pageParams: [null, 'x'],
  };

  it('appends to the last page and starts a page when none is loaded', () => {
    expect(flattenComments(appendCommentToPages(comments, comment('3'))).map((c) => c.id)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(flattenComments(appendCommentToPages(undefined, comment('3'))).map((c) => c.id)).toEqual(
      ['3'],
    );
  });

  it('replaces or removes a comment', () => {
    expect(
      flattenComments(replaceCommentInPages(comments, '2', comment('9'))).map((c) => c.id),
    ).toEqual(['1', '9']);
    expect(flattenComments(replaceCommentInPages(comments, '1', null)).map((c) => c.id)).toEqual([
      '2',
    ]);
  });
});
