import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Writes a review of the catalogue entry `slug` through `POST /api/catalogue/{slug}/reviews` as
 * the holder of `token` (one per member and entry); the new review's id.
 */
export async function createReviewThroughApi(
  request: APIRequestContext,
  token: string,
  slug: string,
  review: { stars: number; title: string; body: string },
): Promise<string> {
  const response = await request.post(`/api/catalogue/${slug}/reviews`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ...review, visitMonth: '2025-04', partyType: 'couple' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
