import http from 'node:http';
import type { LoadResult } from './load-job';
import type { SignedInMember } from './load-members';
import { send } from './load-http';

/** Acknowledged writes of a step found again through the API afterwards. */
export interface WritesPresent {
  posts: number;
  comments: number;
  likes: number;
  /** The first few writes not found, for the report. */
  missing: string[];
}

/** Runs `check` over `items`, 16 at a time. */
async function eachLimited<T>(items: readonly T[], check: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await check(items[next++]!);
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

/**
 * Asks the server, once the step is over, for every write it acknowledged: each post by id
 * (`GET /api/posts/{id}` as its author), each like as the member who gave it (`likedByMe`), and
 * each comment in its post's comment pages (`GET /api/posts/{id}/comments`, every page).
 */
export async function verifyWrites(
  origin: string,
  acknowledged: LoadResult['acknowledged'],
  tokenOf: (memberId: string) => string,
): Promise<WritesPresent> {
  const url = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const present: WritesPresent = { posts: 0, comments: 0, likes: 0, missing: [] };
  const miss = (what: string) => {
    if (present.missing.length < 10) present.missing.push(what);
  };
  const get = async (path: string, token: string) => {
    const answer = await send(url, agent, { method: 'GET', path, token });
    return answer.status === 200 ? (JSON.parse(answer.body) as unknown) : null;
  };
  try {
    await eachLimited(acknowledged.posts, async ({ id, authorId }) => {
      const post = (await get(`/api/posts/${id}`, tokenOf(authorId))) as { id: string } | null;
      if (post?.id === id) present.posts += 1;
      else miss(`post ${id}`);
    });
    await eachLimited(acknowledged.likes, async ({ postId, userId }) => {
      const post = (await get(`/api/posts/${postId}`, tokenOf(userId))) as {
        likedByMe: boolean;
      } | null;
      if (post?.likedByMe) present.likes += 1;
      else miss(`like of ${postId} by ${userId}`);
    });
    const byPost = new Map<string, typeof acknowledged.comments>();
    for (const comment of acknowledged.comments) {
      const comments = byPost.get(comment.postId);
      if (comments) comments.push(comment);
      else byPost.set(comment.postId, [comment]);
    }
    await eachLimited([...byPost], async ([postId, comments]) => {
      const found = new Set<string>();
      const token = tokenOf(comments[0]!.authorId);
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const page = (await get(`/api/posts/${postId}/comments?limit=50${query}`, token)) as {
          items: { id: string }[];
          nextCursor: string | null;
        } | null;
        if (!page) break;
        for (const item of page.items) found.add(item.id);
        cursor = page.nextCursor;
      } while (cursor);
      for (const comment of comments) {
        if (found.has(comment.id)) present.comments += 1;
        else miss(`comment ${comment.id} on ${postId}`);
      }
    });
  } finally {
    agent.destroy();
  }
  return present;
}

/**
 * After a step: what it sent comes off the members' budgets (answered or not), then every write
 * the server acknowledged is looked for ({@link verifyWrites}).
 */
export async function settleStep(
  origin: string,
  result: LoadResult,
  byId: ReadonlyMap<string, SignedInMember>,
): Promise<WritesPresent> {
  for (const [id, sent] of Object.entries(result.sent)) {
    const member = byId.get(id)!;
    member.posts -= sent.posts;
    member.comments -= sent.comments;
    member.likes -= sent.likes;
  }
  return verifyWrites(origin, result.acknowledged, (id) => byId.get(id)!.token);
}
