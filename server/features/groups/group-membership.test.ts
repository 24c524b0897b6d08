import { and, eq, isNull, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  GROUP_INVITE_EXPIRED_MESSAGE,
  GROUP_INVITE_INVALID_MESSAGE,
  GROUP_INVITE_REVOKED_MESSAGE,
  GROUP_OWNER_CANNOT_LEAVE_MESSAGE,
  groupInvitePageSchema,
  groupInvitePreviewSchema,
  groupInviteSchema,
  groupJoinRequestPageSchema,
  groupMemberPageSchema,
  groupMembershipSchema,
  groupSchema,
} from '../../../common/features/groups/groups.contract';
import { eventAttendeePageSchema } from '../../../common/features/events/events.contract';
import { postSchema } from '../../../common/features/posts/posts.contract';
import {
  groupInvites,
  groupMembers,
  groupRemovals,
  groups,
  notifications,
  posts,
} from '../../db/schema';
import { withdrawMemberContent } from '../../content/content-registry';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { createMember, type TestMember } from '../../test/sign-in';
import { createEventAs } from '../../test/events-test-support';
import { callAs, createGroupAs, groupPostAs, joinAs } from '../../test/groups-test-support';

async function groupOf(ctx: TestContext, id: string, who?: TestMember) {
  const res = await callAs(ctx, 'GET', `/api/groups/${id}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return groupSchema.parse(res.json());
}

/** The stored counts of a group next to the rows they count. */
async function countsOf(ctx: TestContext, groupId: string) {
  const [group] = await ctx.db.select().from(groups).where(eq(groups.id, groupId));
  const [members] = await ctx.db
    .select({ n: sql<number>`count(*)::integer` })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  const [live] = await ctx.db
    .select({ n: sql<number>`count(*)::integer` })
    .from(posts)
    .where(and(eq(posts.groupId, groupId), isNull(posts.deletedAt)));
  return {
    memberCount: group!.memberCount,
    members: Number(members!.n),
    postCount: group!.postCount,
    posts: Number(live!.n),
  };
}

async function notificationsOf(ctx: TestContext, userId: string, type: string, groupId: string) {
  return ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        sql`${notifications.type} = ${type}`,
        eq(notifications.entityId, groupId),
      ),
    );
}

describeEachDatabase('group membership', (context) => {
  it('private group: request → approve → the member reads and posts; the request is notified both ways', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const moderator = await createMember(ctx.db);
    const joiner = await createMember(ctx.db);
    const group = await createGroupAs(ctx, owner, {
      visibility: 'private',
      name: `DVC ${joiner.id.slice(0, 8)}`,
    });
    await joinAs(ctx, group, moderator, owner);
    await callAs(ctx, 'PATCH', `/api/groups/${group.id}/members/${moderator.id}`, owner, {
      role: 'moderator',
    });

    const ask = await callAs(ctx, 'PUT', `/api/groups/${group.id}/membership`, joiner);
    expect(ask.statusCode, ask.body).toBe(200);
    expect(groupMembershipSchema.parse(ask.json())).toEqual({
      membership: 'requested',
      role: null,
      memberCount: 2,
    });
    // Asking twice changes nothing and notifies once.
    await callAs(ctx, 'PUT', `/api/groups/${group.id}/membership`, joiner);
    const fromJoiner = async (who: TestMember) =>
      (await notificationsOf(ctx, who.id, 'group_request', group.id)).filter(
        (row) => row.actorId === joiner.id,
      );
    expect(await fromJoiner(owner)).toHaveLength(1);
    expect(await fromJoiner(moderator)).toHaveLength(1);
    expect((await groupOf(ctx, group.id, joiner)).viewer).toEqual({
      membership: 'requested',
      role: null,
    });
    expect((await groupOf(ctx, group.id, owner)).pendingRequestCount).toBe(1);
    expect((await callAs(ctx, 'GET', `/api/groups/${group.id}/posts`, joiner)).statusCode).toBe(
      404,
    );

    const list = await callAs(ctx, 'GET', `/api/groups/${group.id}/requests`, moderator);
    expect(groupJoinRequestPageSchema.parse(list.json()).items.map((r) => r.user.id)).toEqual([
      joiner.id,
    ]);
    const approve = await callAs(
      ctx,
      'POST',
      `/api/groups/${group.id}/requests/${joiner.id}/approve`,
      moderator,
    );
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toEqual({ userId: joiner.id, decision: 'approved', memberCount: 3 });
    expect(await notificationsOf(ctx, joiner.id, 'group_approved', group.id)).toHaveLength(1);
    const again = await callAs(
      ctx,
      'POST',
      `/api/groups/${group.id}/requests/${joiner.id}/approve`,
      moderator,
    );
    expect(again.statusCode).toBe(404);

    const postId = await groupPostAs(ctx, joiner, group.id, 'Our villa at the Poly');
    const post = postSchema.parse(
      (await callAs(ctx, 'GET', `/api/posts/${postId}`, joiner)).json(),
    );
    expect(post.group).toEqual({ id: group.id, name: group.name });
    const feed = await callAs(ctx, 'GET', `/api/groups/${group.id}/posts`, joiner);
    expect(feed.json().items.map((p: { id: string }) => p.id)).toEqual([postId]);
    const members = groupMemberPageSchema.parse(
      (await callAs(ctx, 'GET', `/api/groups/${group.id}/members`, joiner)).json(),
    );
    expect(members.items.map((m) => [m.user.id, m.role])).toEqual([
      [owner.id, 'owner'],
      [moderator.id, 'moderator'],
      [joiner.id, 'member'],
    ]);
    expect(await countsOf(ctx, group.id)).toEqual({
      memberCount: 3,
      members: 3,
      postCount: 1,
      posts: 1,
    });
  });

  it('declines a request (notified), and a removed member must ask again', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const asker = await createMember(ctx.db);
    const member = await createMember(ctx.db);
    const group = await createGroupAs(ctx, owner, { visibility: 'private' });
    await callAs(ctx, 'PUT', `/api/groups/${group.id}/membership`, asker);
    const decline = await callAs(
      ctx,
      'POST',
      `/api/groups/${group.id}/requests/${asker.id}/decline`,
      owner,
    );
    expect(decline.json()).toEqual({ userId: asker.id, decision: 'declined', memberCount: 1 });
    expect(await notificationsOf(ctx, asker.id, 'group_declined', group.id)).toHaveLength(1);
    expect((await groupOf(ctx, group.id, asker)).viewer.membership).toBe('none');

    await joinAs(ctx, group, member, owner);
    const remove = await callAs(
      ctx,
      'DELETE',
      `/api/groups/${group.id}/members/${member.id}`,
      owner,
    );
    expect(remove.statusCode).toBe(204);
    expect((await callAs(ctx, 'GET', `/api/groups/${group.id}/posts`, member)).statusCode).toBe(
      404,
    );
    const back = await callAs(ctx, 'PUT', `/api/groups/${group.id}/membership`, member);
    expect(back.json()).toMatchObject({ membership: 'requested' });
    // Withdrawing the request.
    const withdraw = await callAs(ctx, 'DELETE', `/api/groups/${group.id}/membership`, member);
    expect(withdraw.json()).toEqual({ membership: 'none', role: null, memberCount: 1 });
    expect(await countsOf(ctx, group.id)).toMatchObject({ memberCount: 1, members: 1 });
  });

  it('public group: join, leave; the owner transfers ownership before leaving', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const member = await createMember(ctx.db);
    const group = await createGroupAs(ctx, owner);
    const join = await callAs(ctx, 'PUT', `/api/groups/${group.id}/membership`, member);
    expect(join.json()).toEqual({ membership: 'member', role: 'member', memberCount: 2 });
    const twice = await callAs(ctx, 'PUT', `/api/groups/${group.id}/membership`, member);
    expect(twice.json()).toEqual({ membership: 'member', role: 'member', memberCount: 2 });

    const ownerLeaves = await callAs(ctx, 'DELETE', `/api/groups/${group.id}/membership`, owner);
    expect(ownerLeaves.statusCode).toBe(409);
    expect(ownerLeaves.json().error.message).toBe(GROUP_OWNER_CANNOT_LEAVE_MESSAGE);

    const self = await callAs(ctx, 'POST', `/api/groups/${group.id}/transfer`, owner, {
      userId: owner.id,
    });
    expect(self.statusCode).toBe(422);
    const transfer = await callAs(ctx, 'POST', `/api/groups/${group.id}/transfer`, owner, {
      userId: member.id.toUpperCase(),
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    expect(transfer.json()).toMatchObject({ user: { id: member.id }, role: 'owner' });
    expect((await groupOf(ctx, group.id, owner)).viewer.role).toBe('moderator');
    // The former owner is now a moderator and may not edit; the new owner may.
    expect(
      (await callAs(ctx, 'PATCH', `/api/groups/${group.id}`, owner, { about: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await callAs(ctx, 'PATCH', `/api/groups/${group.id}`, member, { about: 'x' })).statusCode,
    ).toBe(200);
    const leave = await callAs(ctx, 'DELETE', `/api/groups/${group.id}/membership`, owner);
    expect(leave.json()).toEqual({ membership: 'none', role: null, memberCount: 1 });
    // A role change to owner transfers too.
    await joinAs(ctx, group, owner, member);
    const back = await callAs(ctx, 'PATCH', `/api/groups/${group.id}/members/${owner.id}`, member, {
      role: 'owner',
    });
    expect(back.statusCode, back.body).toBe(200);
    const roles = await ctx.db
      .select()
      .from(groupMembers)
      .where(eq(groupMembers.groupId, group.id));
    expect(roles.filter((row) => row.role === 'owner').map((row) => row.userId)).toEqual([
      owner.id,
    ]);
  });

  it('moderators remove members but not moderators or the owner; the owner removes moderators', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const mod1 = await createMember(ctx.db);
    const mod2 = await createMember(ctx.db);
    const member = await createMember(ctx.db);
    const group = await createGroupAs(ctx, owner);
    for (const who of [mod1, mod2, member]) await joinAs(ctx, group, who, owner);
    for (const who of [mod1, mod2]) {
      await callAs(ctx, 'PATCH', `/api/groups/${group.id}/members/${who.id}`, owner, {
        role: 'moderator',
      });
    }
    const url = (who: TestMember) => `/api/groups/${group.id}/members/${who.id}`;
    expect((await callAs(ctx, 'DELETE', url(owner), mod1)).statusCode).toBe(403);
    expect((await callAs(ctx, 'DELETE', url(mod2), mod1)).statusCode).toBe(403);
    expect((await callAs(ctx, 'DELETE', url(mod2), member)).statusCode).toBe(403);
    expect((await callAs(ctx, 'PATCH', url(member), mod1, { role: 'moderator' })).statusCode).toBe(
      403,
    );
    expect((await callAs(ctx, 'DELETE', url(member), mod1)).statusCode).toBe(204);
    expect((await callAs(ctx, 'DELETE', url(member), mod1)).statusCode).toBe(404);
    expect((await callAs(ctx, 'DELETE', url(mod2), owner)).statusCode).toBe(204);
    expect(await countsOf(ctx, group.id)).toMatchObject({ memberCount: 2, members: 2 });
  });

  it('keeps the member count exact under parallel joins and leaves, and the post count with posts', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const group = await createGroupAs(ctx, owner);
    const joiners = await Promise.all(Array.from({ length: 8 }, () => createMember(ctx.db)));
    await Promise.all(
      joiners.flatMap((who) => [
        callAs(ctx, 'PUT', `/api/groups/${group.id}/membership`, who),
        callAs(ctx, 'PUT', `/api/groups/${group.id}/membership`, who),
      ]),
    );
    expect(await countsOf(ctx, group.id)).toMatchObject({ memberCount: 9, members: 9 });
    await Promise.all(
      joiners
        .slice(0, 4)
        .flatMap((who) => [
          callAs(ctx, 'DELETE', `/api/groups/${group.id}/membership`, who),
          callAs(ctx, 'DELETE', `/api/groups/${group.id}/membership`, who),
        ]),
    );
    expect(await countsOf(ctx, group.id)).toMatchObject({ memberCount: 5, members: 5 });
    const a = await groupPostAs(ctx, joiners[5]!, group.id);
    await groupPostAs(ctx, joiners[6]!, group.id);
    await callAs(ctx, 'DELETE', `/api/posts/${a}`, joiners[5]);
    await callAs(ctx, 'DELETE', `/api/posts/${a}`, joiners[5]);
    expect(await countsOf(ctx, group.id)).toEqual({
      memberCount: 5,
      members: 5,
      postCount: 1,
      posts: 1,
    });
  });

  it('a group deleted while members post, delete posts and join answers 404, never a 500', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const group = await createGroupAs(ctx, owner);
    const members = await Promise.all(Array.from({ length: 4 }, () => createMember(ctx.db)));
    for (const member of members) await joinAs(ctx, group, member, owner);
    const postIds = await Promise.all(members.map((m) => groupPostAs(ctx, m, group.id)));
    const newcomers = await Promise.all(Array.from({ length: 3 }, () => createMember(ctx.db)));
    const answers = await Promise.all([
      ...members.map((m) =>
        callAs(ctx, 'POST', '/api/posts', m, { body: 'Still here', groupId: group.id }),
      ),
      ...postIds.map((id, i) => callAs(ctx, 'DELETE', `/api/posts/${id}`, members[i])),
      ...newcomers.map((m) => callAs(ctx, 'PUT', `/api/groups/${group.id}/membership`, m)),
      callAs(ctx, 'DELETE', `/api/groups/${group.id}`, owner),
    ]);
    for (const res of answers) expect([200, 201, 204, 404], res.body).toContain(res.statusCode);
    expect((await callAs(ctx, 'GET', `/api/groups/${group.id}`)).statusCode).toBe(404);
  });

  it('posting in a group needs membership: 403 public, 404 private or unknown', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const outsider = await createMember(ctx.db);
    const open = await createGroupAs(ctx, owner);
    const closed = await createGroupAs(ctx, owner, { visibility: 'private' });
    const post = (groupId: string) =>
      callAs(ctx, 'POST', '/api/posts', outsider, { body: 'Hello', groupId });
    expect((await post(open.id)).statusCode).toBe(403);
    expect((await post(closed.id)).statusCode).toBe(404);
    expect((await post(crypto.randomUUID())).statusCode).toBe(404);
    expect((await post('not-an-id')).statusCode).toBe(400);
    expect(await countsOf(ctx, open.id)).toMatchObject({ postCount: 0, posts: 0 });
  });
});

describeEachDatabase('group invites', (context) => {
  it('the owner makes, lists and revokes links; a link joins even a private group', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const guest = await createMember(ctx.db);
    const group = await createGroupAs(ctx, owner, { visibility: 'private' });
    const made = await callAs(ctx, 'POST', `/api/groups/${group.id}/invites`, owner, {
      expiresInDays: 1,
    });
    expect(made.statusCode, made.body).toBe(201);
    const invite = groupInviteSchema.parse(made.json());
    expect(invite).toMatchObject({
      status: 'active',
      groupId: group.id,
      createdBy: { id: owner.id },
    });
    expect(invite.path).toBe(`/group/${group.id}?invite=${invite.token}`);
    expect(
      new Date(invite.expiresAt).getTime() - new Date(invite.createdAt).getTime(),
    ).toBeGreaterThan(23 * 3600 * 1000);
    const bad = await callAs(ctx, 'POST', `/api/groups/${group.id}/invites`, owner, {
      expiresInDays: 3,
    });
    expect(bad.statusCode).toBe(400);

    const preview = await callAs(ctx, 'GET', `/api/group-invites/${invite.token}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(groupInvitePreviewSchema.parse(preview.json()).group).toMatchObject({
      id: group.id,
      name: group.name,
    });
    expect(JSON.stringify(preview.json())).not.toContain('about');

    await callAs(ctx, 'PUT', `/api/groups/${group.id}/membership`, guest);
    const accept = await callAs(ctx, 'POST', `/api/group-invites/${invite.token}/accept`, guest);
    expect(accept.statusCode, accept.body).toBe(200);
    expect(groupSchema.parse(accept.json())).toMatchObject({
      viewer: { membership: 'member', role: 'member' },
      memberCount: 2,
    });
    // Accepting again keeps one membership; the request was cleared.
    await callAs(ctx, 'POST', `/api/group-invites/${invite.token}/accept`, guest);
    expect((await groupOf(ctx, group.id, owner)).pendingRequestCount).toBe(0);
    expect(await countsOf(ctx, group.id)).toMatchObject({ memberCount: 2, members: 2 });

    const list = groupInvitePageSchema.parse(
      (await callAs(ctx, 'GET', `/api/groups/${group.id}/invites`, owner)).json(),
    );
    expect(list.items.map((i) => i.id)).toEqual([invite.id]);
    const revoke = await callAs(
      ctx,
      'DELETE',
      `/api/groups/${group.id}/invites/${invite.id}`,
      owner,
    );
    expect(revoke.statusCode).toBe(204);
    const late = await createMember(ctx.db);
    const refused = await callAs(ctx, 'POST', `/api/group-invites/${invite.token}/accept`, late);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(GROUP_INVITE_REVOKED_MESSAGE);
    const revokedList = groupInvitePageSchema.parse(
      (await callAs(ctx, 'GET', `/api/groups/${group.id}/invites`, owner)).json(),
    );
    expect(revokedList.items[0]!.status).toBe('revoked');
    expect(
      (await callAs(ctx, 'DELETE', `/api/groups/${group.id}/invites/${crypto.randomUUID()}`, owner))
        .statusCode,
    ).toBe(404);
  });

  it('a removed member: links only ask again, joining needs approval, no longer going to its events', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const removed = await createMember(ctx.db);
    const waiting = await createMember(ctx.db);
    const leaver = await createMember(ctx.db);
    const group = await createGroupAs(ctx, owner, { visibility: 'private' });
    const linkOf = async (maker: TestMember) => {
      const res = await callAs(ctx, 'POST', `/api/groups/${group.id}/invites`, maker, {});
      expect(res.statusCode, res.body).toBe(201);
      return groupInviteSchema.parse(res.json());
    };
    const accept = (token: string, who: TestMember) =>
      callAs(ctx, 'POST', `/api/group-invites/${token}/accept`, who);
    const link = await linkOf(owner);
    for (const joiner of [removed, waiting, leaver]) {
      expect((await accept(link.token, joiner)).statusCode).toBe(200);
    }
    // The member to be removed owned the group for a while and made a link of their own.
    const transfer = (from: TestMember, to: TestMember) =>
      callAs(ctx, 'POST', `/api/groups/${group.id}/transfer`, from, { userId: to.id });
    expect((await transfer(owner, removed)).statusCode).toBe(200);
    const ownLink = await linkOf(removed);
    expect((await transfer(removed, owner)).statusCode).toBe(200);

    // A group event with two places: the organizer and the member going, one waiting.
    const event = await createEventAs(ctx, owner, { groupId: group.id, capacity: 2 });
    const rsvp = (who: TestMember) =>
      callAs(ctx, 'PUT', `/api/events/${event.id}/rsvp`, who, { status: 'going' });
    expect((await rsvp(removed)).json()).toMatchObject({ status: 'going' });
    expect((await rsvp(leaver)).json()).toMatchObject({ status: 'waitlisted' });
    expect((await rsvp(waiting)).json()).toMatchObject({ status: 'waitlisted' });
    const going = async () => {
      const res = await callAs(ctx, 'GET', `/api/events/${event.id}/attendees`, owner);
      expect(res.statusCode, res.body).toBe(200);
      return eventAttendeePageSchema.parse(res.json()).items.map((item) => item.user.id);
    };
    expect(await going()).toContain(removed.id);

    const remove = await callAs(
      ctx,
      'DELETE',
      `/api/groups/${group.id}/members/${removed.id}`,
      owner,
    );
    expect(remove.statusCode, remove.body).toBe(204);
    // No longer going: the first on the waitlist has the place, the counts follow.
    expect(await going()).not.toContain(removed.id);
    expect(await going()).toContain(leaver.id);
    const counted = (await callAs(ctx, 'GET', `/api/events/${event.id}`, owner)).json();
    expect(counted).toMatchObject({ goingCount: 2, waitlistCount: 1 });

    // The old link (still active for others) only asks to join; the content stays closed.
    const back = await accept(link.token, removed);
    expect(back.statusCode, back.body).toBe(200);
    expect(groupSchema.parse(back.json()).viewer.membership).toBe('requested');
    expect((await callAs(ctx, 'GET', `/api/groups/${group.id}/posts`, removed)).statusCode).toBe(
      404,
    );
    expect(await notificationsOf(ctx, owner.id, 'group_request', group.id)).toHaveLength(1);
    const again = await callAs(ctx, 'PUT', `/api/groups/${group.id}/membership`, removed);
    expect(again.json()).toMatchObject({ membership: 'requested' });
    // The link they made themselves no longer works for anyone.
    const stranger = await createMember(ctx.db);
    const refused = await accept(ownLink.token, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(GROUP_INVITE_REVOKED_MESSAGE);
    expect((await accept(link.token, stranger)).json().viewer.membership).toBe('member');

    // Leaving a private group takes one's answers out of its events too.
    const leave = await callAs(ctx, 'DELETE', `/api/groups/${group.id}/membership`, leaver);
    expect(leave.statusCode, leave.body).toBe(200);
    expect(await going()).not.toContain(leaver.id);
    expect(await going()).toContain(waiting.id);

    // A moderator's approval lets them back in, and only then.
    const approve = await callAs(
      ctx,
      'POST',
      `/api/groups/${group.id}/requests/${removed.id}/approve`,
      owner,
    );
    expect(approve.statusCode, approve.body).toBe(200);
    expect((await callAs(ctx, 'GET', `/api/groups/${group.id}/posts`, removed)).statusCode).toBe(
      200,
    );
    expect(
      await ctx.db.select().from(groupRemovals).where(eq(groupRemovals.groupId, group.id)),
    ).toEqual([]);
    expect(await countsOf(ctx, group.id)).toMatchObject({ memberCount: 4, members: 4 });
  });

  it('a member removed from a public group asks to come back', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const removed = await createMember(ctx.db);
    const group = await createGroupAs(ctx, owner);
    await joinAs(ctx, group, removed, owner);
    const remove = await callAs(
      ctx,
      'DELETE',
      `/api/groups/${group.id}/members/${removed.id}`,
      owner,
    );
    expect(remove.statusCode, remove.body).toBe(204);
    const back = await callAs(ctx, 'PUT', `/api/groups/${group.id}/membership`, removed);
    expect(back.json()).toMatchObject({ membership: 'requested', memberCount: 1 });
    const posting = await callAs(ctx, 'POST', '/api/posts', removed, {
      body: 'Let me back',
      groupId: group.id,
    });
    expect(posting.statusCode).toBe(403);
    const requests = groupJoinRequestPageSchema.parse(
      (await callAs(ctx, 'GET', `/api/groups/${group.id}/requests`, owner)).json(),
    );
    expect(requests.items.map((item) => item.user.id)).toEqual([removed.id]);
  });

  it('an expired or unknown link answers 404 saying so', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const guest = await createMember(ctx.db);
    const group = await createGroupAs(ctx, owner, { visibility: 'private' });
    const made = groupInviteSchema.parse(
      (await callAs(ctx, 'POST', `/api/groups/${group.id}/invites`, owner, {})).json(),
    );
    await ctx.db
      .update(groupInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(groupInvites.id, made.id));
    for (const [method, url] of [
      ['GET', `/api/group-invites/${made.token}`],
      ['POST', `/api/group-invites/${made.token}/accept`],
    ] as const) {
      const res = await callAs(ctx, method, url, guest);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(GROUP_INVITE_EXPIRED_MESSAGE);
    }
    for (const token of ['x'.repeat(32), 'short', '%00']) {
      const res = await callAs(ctx, 'GET', `/api/group-invites/${token}`, guest);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(GROUP_INVITE_INVALID_MESSAGE);
    }
    expect(await countsOf(ctx, group.id)).toMatchObject({ memberCount: 1, members: 1 });
  });

  it("a deleted owner's groups pass to the longest-standing moderator, else member; an empty one goes", async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const [moderator, member, other] = [
      await createMember(ctx.db),
      await createMember(ctx.db),
      await createMember(ctx.db),
    ];
    const withModerator = await createGroupAs(ctx, owner);
    await joinAs(ctx, withModerator, member, owner);
    await joinAs(ctx, withModerator, moderator, owner);
    const promote = await callAs(
      ctx,
      'PATCH',
      `/api/groups/${withModerator.id}/members/${moderator.id}`,
      owner,
      { role: 'moderator' },
    );
    expect(promote.statusCode, promote.body).toBe(200);
    const withMembers = await createGroupAs(ctx, owner);
    await joinAs(ctx, withMembers, member, owner);
    await joinAs(ctx, withMembers, other, owner);
    const alone = await createGroupAs(ctx, owner);

    const removed = await ctx.db.transaction((tx) =>
      withdrawMemberContent(tx, owner.id, new Date()),
    );
    expect(removed.group).toBe(3);
    const ownerOf = async (groupId: string) =>
      (
        await ctx.db
          .select({ userId: groupMembers.userId })
          .from(groupMembers)
          .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.role, 'owner')))
      ).map((row) => row.userId);
    expect(await ownerOf(withModerator.id)).toEqual([moderator.id]);
    expect(await ownerOf(withMembers.id)).toEqual([member.id]);
    expect(await ctx.db.select().from(groups).where(eq(groups.id, alone.id))).toEqual([]);
    // Again (the deletion's second pass): nothing left to hand over.
    const again = await ctx.db.transaction((tx) => withdrawMemberContent(tx, owner.id, new Date()));
    expect(again.group).toBe(0);
  });
});
