import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  GROUP_NAME_TAKEN_MESSAGE,
  GROUP_NOT_FOUND_MESSAGE,
  GROUP_OWNER_ONLY_MESSAGE,
  GROUPS_CREATE_LIMIT_MESSAGE,
  GROUPS_CREATE_RATE_LIMIT,
  groupPageSchema,
  groupSchema,
} from '../../../common/features/groups/groups.contract';
import { groupMembers, groups, posts, uploads } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { insertUpload } from '../../test/factories';
import { createMember } from '../../test/sign-in';
import { callAs, createGroupAs, groupPostAs, joinAs } from '../../test/groups-test-support';

describeEachDatabase('groups', (context) => {
  it('creates a group with its creator as owner, cover claimed, member count 1', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const cover = await insertUpload(ctx.db, owner.id);
    const group = await createGroupAs(ctx, owner, {
      name: 'Rope Drop Crew Test',
      description: 'First in line at every park',
      about: 'We meet at the turnstiles.',
      coverUploadId: cover.toUpperCase(),
      park: 'Magic Kingdom',
      topic: 'touring',
    });
    expect(group).toMatchObject({
      name: 'Rope Drop Crew Test',
      visibility: 'public',
      memberCount: 1,
      postCount: 0,
      park: 'Magic Kingdom',
      topic: 'touring',
      about: 'We meet at the turnstiles.',
      viewer: { membership: 'member', role: 'owner' },
      pendingRequestCount: 0,
    });
    expect(group.cover?.id).toBe(cover);
    const [upload] = await ctx.db.select().from(uploads).where(eq(uploads.id, cover));
    expect(upload!.usedAt).not.toBeNull();
    const rows = await ctx.db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id));
    expect(rows).toEqual([expect.objectContaining({ userId: owner.id, role: 'owner' })]);
  });

  it("refuses a cover that is someone else's upload (422) and creates nothing", async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const other = await createMember(ctx.db);
    const cover = await insertUpload(ctx.db, other.id);
    const res = await callAs(ctx, 'POST', '/api/groups', owner, {
      name: `Borrowed cover ${owner.id.slice(0, 6)}`,
      coverUploadId: cover,
    });
    expect(res.statusCode, res.body).toBe(422);
    const found = await ctx.db
      .select()
      .from(groups)
      .where(eq(groups.name, `Borrowed cover ${owner.id.slice(0, 6)}`));
    expect(found).toEqual([]);
  });

  it('keeps names unique whatever their letter case (409 with a clear message)', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const other = await createMember(ctx.db);
    const name = `EPCOT Festival Foodies ${owner.id.slice(0, 6)}`;
    const first = await createGroupAs(ctx, owner, { name });
    const taken = await callAs(ctx, 'POST', '/api/groups', other, { name: name.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(GROUP_NAME_TAKEN_MESSAGE);
    const second = await createGroupAs(ctx, owner);
    const rename = await callAs(ctx, 'PATCH', `/api/groups/${second.id}`, owner, {
      name: name.toLowerCase(),
    });
    expect(rename.statusCode).toBe(409);
    // Renaming a group to its own name in another case is fine.
    const recase = await callAs(ctx, 'PATCH', `/api/groups/${first.id}`, owner, {
      name: name.toLowerCase(),
    });
    expect(recase.statusCode, recase.body).toBe(200);
  });

  it('validates the input with clear messages', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    for (const [payload, message] of [
      [{ name: 'ab' }, 'Name must be at least 3 characters'],
      [{ name: 'x'.repeat(61) }, 'Name can be at most 60 characters'],
      [{ name: 'Fine name', topic: 'skiing' }, 'Topic must be one of'],
      [{ name: 'Fine name', park: 'Disneyland' }, 'Park must be one of'],
      [{ name: 'Fine name', visibility: 'secret' }, 'Visibility must be one of'],
    ] as const) {
      const res = await callAs(ctx, 'POST', '/api/groups', owner, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
  });

  it(`limits groups created to ${GROUPS_CREATE_RATE_LIMIT.max} a day per member (429)`, async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    for (let i = 0; i < GROUPS_CREATE_RATE_LIMIT.max; i += 1) {
      const res = await callAs(ctx, 'POST', '/api/groups', owner, {
        name: `Limit ${owner.id.slice(0, 6)} ${i}`,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await callAs(ctx, 'POST', '/api/groups', owner, {
      name: `Limit ${owner.id.slice(0, 6)} over`,
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe(GROUPS_CREATE_LIMIT_MESSAGE);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets only the owner edit and delete; deleting takes its posts along', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const member = await createMember(ctx.db);
    const staff = await createMember(ctx.db, { isAdmin: true });
    const group = await createGroupAs(ctx, owner);
    await joinAs(ctx, group, member, owner);
    const postId = await groupPostAs(ctx, member, group.id);
    for (const who of [member, staff]) {
      const edit = await callAs(ctx, 'PATCH', `/api/groups/${group.id}`, who, { about: 'Mine' });
      expect(edit.statusCode).toBe(403);
      expect(edit.json().error.message).toBe(GROUP_OWNER_ONLY_MESSAGE);
      const del = await callAs(ctx, 'DELETE', `/api/groups/${group.id}`, who);
      expect(del.statusCode).toBe(403);
    }
    const edit = await callAs(ctx, 'PATCH', `/api/groups/${group.id}`, owner, {
      description: 'New words',
      park: null,
      topic: 'food',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(groupSchema.parse(edit.json())).toMatchObject({
      description: 'New words',
      topic: 'food',
    });
    const empty = await callAs(ctx, 'PATCH', `/api/groups/${group.id}`, owner, {});
    expect(empty.statusCode).toBe(400);
    const del = await callAs(ctx, 'DELETE', `/api/groups/${group.id}`, owner);
    expect(del.statusCode, del.body).toBe(204);
    expect(await ctx.db.select().from(posts).where(eq(posts.id, postId))).toEqual([]);
    const gone = await callAs(ctx, 'GET', `/api/groups/${group.id}`, owner);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(GROUP_NOT_FOUND_MESSAGE);
  });

  it('answers 404 for malformed and unknown ids', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    for (const id of ['nope', crypto.randomUUID(), `${crypto.randomUUID()}x`]) {
      expect((await callAs(ctx, 'GET', `/api/groups/${id}`)).statusCode).toBe(404);
      expect((await callAs(ctx, 'GET', `/api/groups/${id}/posts`)).statusCode).toBe(404);
      expect((await callAs(ctx, 'PUT', `/api/groups/${id}/membership`, owner)).statusCode).toBe(
        404,
      );
    }
  });

  it('browses groups by sort, park and topic with cursor pagination, private ones included', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const tag = owner.id.slice(0, 6);
    const small = await createGroupAs(ctx, owner, {
      name: `Sort small ${tag}`,
      park: 'Typhoon Lagoon',
      topic: 'families',
    });
    const big = await createGroupAs(ctx, owner, {
      name: `Sort big ${tag}`,
      park: 'Typhoon Lagoon',
      topic: 'families',
      visibility: 'private',
    });
    for (let i = 0; i < 2; i += 1) await joinAs(ctx, big, await createMember(ctx.db), owner);
    const query = 'park=Typhoon%20Lagoon&topic=families';
    const byMembers = groupPageSchema.parse(
      (await callAs(ctx, 'GET', `/api/groups?${query}&sort=members`)).json(),
    );
    expect(byMembers.items.map((g) => g.id)).toEqual([big.id, small.id]);
    expect(byMembers.items[0]).toMatchObject({ memberCount: 3, visibility: 'private' });
    expect(byMembers.items[0]).not.toHaveProperty('about');
    const newest = groupPageSchema.parse(
      (await callAs(ctx, 'GET', `/api/groups?${query}&sort=newest&limit=1`)).json(),
    );
    expect(newest.items.map((g) => g.id)).toEqual([big.id]);
    const next = groupPageSchema.parse(
      (
        await callAs(
          ctx,
          'GET',
          `/api/groups?${query}&sort=newest&limit=1&cursor=${newest.nextCursor}`,
        )
      ).json(),
    );
    expect(next).toEqual({ items: [expect.objectContaining({ id: small.id })], nextCursor: null });
    // A cursor of another order is refused.
    const wrong = await callAs(
      ctx,
      'GET',
      `/api/groups?${query}&sort=members&cursor=${newest.nextCursor}`,
    );
    expect(wrong.statusCode).toBe(400);
    const active = await groupPostAs(ctx, owner, small.id);
    expect(active).toBeTruthy();
    const byActivity = groupPageSchema.parse(
      (await callAs(ctx, 'GET', `/api/groups?${query}&sort=active`, owner)).json(),
    );
    expect(byActivity.items.map((g) => g.id)).toEqual([small.id, big.id]);
    expect(byActivity.items[0]!.viewer).toEqual({ membership: 'member', role: 'owner' });
  });

  it('searches by name with typos forgiven and by description', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const tag = owner.id.slice(0, 4);
    const crew = await createGroupAs(ctx, owner, {
      name: `Rope Drop Crewmates ${tag}`,
      description: 'Early birds at the turnstiles',
    });
    const foodies = await createGroupAs(ctx, owner, {
      name: `Festival Foodies ${tag}`,
      description: 'Every booth of the Food and Wine festival',
    });
    const search = async (q: string) =>
      groupPageSchema
        .parse((await callAs(ctx, 'GET', `/api/groups?q=${encodeURIComponent(q)}`)).json())
        .items.map((g) => g.id);
    expect(await search('rope drpo crewmates')).toContain(crew.id);
    expect(await search('turnstiles')).toContain(crew.id);
    expect(await search('Food and Wine')).toContain(foodies.id);
    expect(await search('Foodeis')).toContain(foodies.id);
    // LIKE's wildcards and escape are plain characters (no digits here: the test groups' names
    // carry counters and random hex, which a number could match with typos forgiven).
    expect(await search('zqx%_\\')).toEqual([]);
  });

  it('lists your groups with your role', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const member = await createMember(ctx.db);
    const a = await createGroupAs(ctx, owner);
    const b = await createGroupAs(ctx, owner, { visibility: 'private' });
    await createGroupAs(ctx, owner);
    await joinAs(ctx, a, member, owner);
    await joinAs(ctx, b, member, owner);
    const mine = groupPageSchema.parse(
      (await callAs(ctx, 'GET', '/api/groups/mine', member)).json(),
    );
    expect(mine.items.map((g) => g.id).sort()).toEqual([a.id, b.id].sort());
    expect(mine.items.every((g) => g.viewer.role === 'member')).toBe(true);
    expect((await callAs(ctx, 'GET', '/api/groups/mine')).statusCode).toBe(401);
  });
});
