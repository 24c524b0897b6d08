import { expect } from 'vitest';
import { postSchema, type Post } from '../../common/features/posts/posts.contract';
import type { Database } from '../db/client';
import { uploads } from '../db/schema';
import type { TestContext } from './build-test-app';
import type { TestMember } from './sign-in';

/** The methods {@link requestAs} sends. */
export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Requests to the test app of `ctx`: `method url` as `member` (as a visitor without one) with
 * an optional JSON payload, any value (so bad bodies can be sent too).
 */
export function requestAs(ctx: () => TestContext) {
  return (method: RequestMethod, url: string, member?: TestMember, payload?: unknown) =>
    ctx().app.inject({
      method,
      url,
      headers: member?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** A post shared through `POST /api/posts` by `author`, answered 201; the post as answered. */
export async function createPostAs(
  ctx: TestContext,
  author: TestMember,
  payload: object = { body: 'A day at the parks' },
): Promise<Post> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: author.headers,
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return postSchema.parse(res.json());
}

/**
 * An upload row of `ownerId` as the uploads feature leaves it, attached to nothing (attaching
 * it to a post or profile does not need its files); its id.
 */
export async function insertUpload(db: Database, ownerId: string): Promise<string> {
  const [row] = await db
    .insert(uploads)
    .values({
      ownerId,
      width: 800,
      height: 600,
      thumbnailWidth: 400,
      thumbnailHeight: 300,
      byteSize: 1000,
    })
    .returning({ id: uploads.id });
  return row!.id;
}
