import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** Shares a post through `POST /api/posts` as the holder of `token`; the new post's id. */
export async function createPostThroughApi(
  request: APIRequestContext,
  token: string,
  post: { body: string; park?: string },
): Promise<string> {
  const response = await request.post('/api/posts', {
    headers: { authorization: `Bearer ${token}` },
    data: post,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
