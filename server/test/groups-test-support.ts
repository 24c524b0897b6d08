import { expect } from 'vitest';
import {
  groupSchema,
  type CreateGroupInput,
  type Group,
} from '../../common/features/groups/groups.contract';
import type { TestContext } from './build-test-app';
import { createMember, type TestMember } from './sign-in';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** `method url` as `member` (a visitor without one) with an optional JSON payload. */
export function callAs(
  ctx: TestContext,
  method: Method,
  url: string,
  member?: TestMember | null,
  payload?: object,
) {
  return ctx.app.inject({
    method,
    url,
    headers: member?.headers ?? {},
    ...(payload ? { payload } : {}),
  });
}

let groupCount = 0;

/** A group made through the API by `owner` (their daily limit set aside), answered 201. */
export async function createGroupAs(
  ctx: TestContext,
  owner: TestMember,
  input: Partial<CreateGroupInput> = {},
): Promise<Group> {
  groupCount += 1;
  await ctx.app.rateLimiter.reset(`groups:create:${owner.id}`);
  const res = await callAs(ctx, 'POST', '/api/groups', owner, {
    name: `Test group ${groupCount} ${crypto.randomUUID().slice(0, 8)}`,
    description: 'Fans meeting at the parks',
    ...input,
  });
  expect(res.statusCode, res.body).toBe(201);
  return groupSchema.parse(res.json());
}

/** Makes `member` a member of the group (join for public; request and approval for private). */
export async function joinAs(
  ctx: TestContext,
  group: Pick<Group, 'id' | 'visibility'>,
  member: TestMember,
  owner: TestMember,
): Promise<void> {
  const join = await callAs(ctx, 'PUT', `/api/groups/${group.id}/membership`, member);
  expect(join.statusCode, join.body).toBe(200);
  if (group.visibility === 'private') {
    const approve = await callAs(
      ctx,
      'POST',
      `/api/groups/${group.id}/requests/${member.id}/approve`,
      owner,
    );
    expect(approve.statusCode, approve.body).toBe(200);
  }
}

/** A post in the group by `author` (a member), answered 201; its id. */
export async function groupPostAs(
  ctx: TestContext,
  author: TestMember,
  groupId: string,
  body = 'Meet at the hub at 8',
): Promise<string> {
  await ctx.app.rateLimiter.reset(`posts:${author.id}`);
  const res = await callAs(ctx, 'POST', '/api/posts', author, { body, groupId });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

/**
 * The cast of a group's privacy tests: its owner, a moderator, a member, a member removed by a
 * moderator, a signed-in non-member and staff (not in the group).
 */
export async function groupCast(ctx: TestContext, visibility: 'public' | 'private') {
  const owner = await createMember(ctx.db);
  const moderator = await createMember(ctx.db);
  const member = await createMember(ctx.db);
  const removed = await createMember(ctx.db);
  const outsider = await createMember(ctx.db);
  const staff = await createMember(ctx.db, { isAdmin: true });
  const group = await createGroupAs(ctx, owner, { visibility, about: 'Secret meeting spots' });
  for (const joiner of [moderator, member, removed]) await joinAs(ctx, group, joiner, owner);
  const promote = await callAs(
    ctx,
    'PATCH',
    `/api/groups/${group.id}/members/${moderator.id}`,
    owner,
    { role: 'moderator' },
  );
  expect(promote.statusCode, promote.body).toBe(200);
  const remove = await callAs(
    ctx,
    'DELETE',
    `/api/groups/${group.id}/members/${removed.id}`,
    moderator,
  );
  expect(remove.statusCode, remove.body).toBe(204);
  return { group, owner, moderator, member, removed, outsider, staff };
}
