import { expect } from 'vitest';
import {
  checklistSchema,
  type Checklist,
  type CreateChecklistInput,
} from '../../common/features/checklists/checklists.contract';
import type { TestContext } from './build-test-app';
import type { TestMember } from './sign-in';
import { callAs } from './groups-test-support';

/** A checklist of `owner` with the given fields and categories of items; the API's answer. */
export async function checklistOf(
  ctx: TestContext,
  owner: TestMember,
  input: Partial<CreateChecklistInput> = {},
  categories: Record<string, string[]> = {},
): Promise<Checklist> {
  await ctx.app.rateLimiter.reset(`checklists:create:${owner.id}`);
  const res = await callAs(ctx, 'POST', '/api/checklists', owner, {
    title: 'Park day bag',
    ...input,
  });
  expect(res.statusCode, res.body).toBe(201);
  let checklist = checklistSchema.parse(res.json());
  for (const [name, items] of Object.entries(categories)) {
    const added = await callAs(ctx, 'POST', `/api/checklists/${checklist.id}/categories`, owner, {
      name,
    });
    expect(added.statusCode, added.body).toBe(201);
    checklist = checklistSchema.parse(added.json());
    const categoryId = checklist.categories[checklist.categories.length - 1]!.id;
    for (const text of items) {
      const item = await callAs(ctx, 'POST', `/api/checklists/${checklist.id}/items`, owner, {
        categoryId,
        text,
      });
      expect(item.statusCode, item.body).toBe(201);
      checklist = checklistSchema.parse(item.json());
    }
  }
  return checklist;
}
