import { count, eq, inArray, like, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  conversationParticipants,
  follows,
  messages,
  notifications,
  posts,
  profiles,
} from '../schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { DEMO_ADMIN_USERNAME, demoMembers, demoNotifications } from './demo-data';
import { demoMemberId, seedDemo } from './demo-seed';
import { plannedRows, plannedSocial, seedScale } from './scale';
import { readTableCounts } from './table-counts';

async function countNotificationsOf(ctx: TestContext, userIds: string[]): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(inArray(notifications.userId, userIds));
  return row?.n ?? -1;
}

describeEachDatabase('seeders', (ctx) => {
  it('seeds the demo community once, however often it runs', async () => {
    const before = await readTableCounts(ctx().db);
    const first = await seedDemo(ctx().db);
    expect(first).toEqual({
      accounts: demoMembers.length,
      profiles: demoMembers.length,
      notifications: demoNotifications.length,
      conversations: expect.any(Number),
    });
    expect(first.conversations).toBeGreaterThan(0);
    const afterFirst = await readTableCounts(ctx().db);
    expect(afterFirst.profiles - before.profiles).toBe(demoMembers.length);
    expect(afterFirst.notifications - before.notifications).toBe(demoNotifications.length);

    expect(await seedDemo(ctx().db)).toEqual({
      accounts: 0,
      profiles: 0,
      notifications: 0,
      conversations: 0,
    });
    expect(await readTableCounts(ctx().db)).toEqual(afterFirst);
  });

  it('makes a believable community with one admin', async () => {
    expect(demoMembers.length).toBeGreaterThanOrEqual(20);
    const rows = await ctx()
      .db.select()
      .from(profiles)
      .where(
        inArray(
          profiles.id,
          demoMembers.map((member) => demoMemberId(member.username)),
        ),
      );
    expect(rows).toHaveLength(demoMembers.length);
    expect(rows.filter((row) => row.isAdmin).map((row) => row.username)).toEqual([
      DEMO_ADMIN_USERNAME,
    ]);
    for (const row of rows) {
      expect(row.username).toMatch(/^[A-Za-z0-9_-]{3,30}$/);
      expect(row.firstName).toBeTruthy();
      expect(row.lastName).toBeTruthy();
      expect(row.bio?.length).toBeGreaterThan(20);
    }
    expect(new Set(rows.map((row) => row.username.toLowerCase())).size).toBe(rows.length);
  });

  it('gives the admin read and unread notifications of every type', async () => {
    const adminId = demoMemberId(DEMO_ADMIN_USERNAME);
    const inbox = await ctx()
      .db.select()
      .from(notifications)
      .where(eq(notifications.userId, adminId));
    expect(new Set(inbox.map((row) => row.type))).toEqual(
      new Set(['like', 'follow', 'comment', 'message', 'other']),
    );
    const unread = inbox.filter((row) => row.readAt === null);
    expect(unread.length).toBeGreaterThan(10);
    expect(inbox.length - unread.length).toBeGreaterThan(0);
    expect(inbox.some((row) => row.actorId === null)).toBe(true);
    for (const row of inbox) {
      expect(row.actorId).not.toBe(adminId);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      if (row.readAt) expect(row.readAt.getTime()).toBeGreaterThan(row.createdAt.getTime());
    }
  });

  it('puts a conversation with the message behind every "sent you a message"', async () => {
    const sent = await ctx()
      .db.select()
      .from(notifications)
      .where(eq(notifications.type, 'message'));
    expect(sent.length).toBeGreaterThan(0);
    for (const notice of sent) {
      const said = await ctx()
        .db.select()
        .from(messages)
        .where(eq(messages.conversationId, notice.entityId ?? ''));
      expect(said.map((message) => message.senderId)).toContain(notice.actorId);
      const members = await ctx()
        .db.select({ userId: conversationParticipants.userId })
        .from(conversationParticipants)
        .where(eq(conversationParticipants.conversationId, notice.entityId ?? ''));
      expect(members.map((row) => row.userId).sort()).toEqual(
        [notice.userId, notice.actorId].sort(),
      );
    }
  });

  it('skips a demo member whose username someone already has, with their notifications', async () => {
    const { db } = ctx();
    await db.delete(profiles).where(eq(profiles.id, demoMemberId('pirate_pete')));
    await db.insert(profiles).values({ id: crypto.randomUUID(), username: 'Pirate_Pete' });
    const result = await seedDemo(db);
    expect(result.profiles).toBe(0);
    const involved = demoNotifications.filter(
      (item) => item.recipient === 'pirate_pete' || item.actor === 'pirate_pete',
    );
    expect(involved.length).toBeGreaterThan(0);
    const [orphans] = await db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.userId, demoMemberId('pirate_pete')));
    expect(orphans?.n).toBe(0);
  });

  it('adds 500 users with their notifications in batches', async () => {
    const before = await readTableCounts(ctx().db);
    const progress: [number, number][] = [];
    const result = await seedScale(
      ctx().db,
      { users: 500, notificationsPerUser: 3, batchSize: 120 },
      (done, total) => progress.push([done, total]),
    );
    expect(result.profiles).toBe(500);
    expect(result.notifications).toBe(1500);
    expect(result.seconds).toBeGreaterThan(0);

    const after = await readTableCounts(ctx().db);
    expect(after.profiles - before.profiles).toBe(500);
    expect(after.notifications - before.notifications).toBe(1500);

    const total = plannedRows({ users: 500, notificationsPerUser: 3 });
    expect(total).toBe(2000);
    expect(progress).toHaveLength(Math.ceil(500 / 120));
    expect(progress.every(([, planned]) => planned === total)).toBe(true);
    expect(progress.at(-1)).toEqual([total, total]);
    const dones = progress.map(([done]) => done);
    expect([...dones].sort((a, b) => a - b)).toEqual(dones);
  });

  it('writes valid scale rows: unique usernames, every user with their notifications', async () => {
    const { db } = ctx();
    const fans = await db
      .select({ id: profiles.id, username: profiles.username })
      .from(profiles)
      .where(like(profiles.username, 'fan\\_%'));
    expect(fans).toHaveLength(500);
    for (const fan of fans) expect(fan.username).toMatch(/^fan_[a-z0-9]+_\d+$/);
    expect(
      await countNotificationsOf(
        ctx(),
        fans.map((fan) => fan.id),
      ),
    ).toBe(1500);
    const [selfNotified] = await db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.userId, notifications.actorId));
    expect(selfNotified?.n).toBe(0);
    // Every "sent you a message" has its conversation: the pair, and the actor's message in it.
    const messageNotices = (await db.execute(sql`
      select count(*)::int as total,
        count(*) filter (where not exists (
          select 1 from messages m
          join conversation_participants sender
            on sender.conversation_id = m.conversation_id and sender.user_id = n.actor_id
          join conversation_participants recipient
            on recipient.conversation_id = m.conversation_id and recipient.user_id = n.user_id
          where m.conversation_id = n.entity_id and m.sender_id = n.actor_id
        ))::int as orphaned
      from notifications n join profiles p on p.id = n.user_id
      where n.type = 'message' and p.username like 'fan\\_%'`)) as unknown as {
      rows: { total: number; orphaned: number }[];
    };
    expect(messageNotices.rows[0]?.total).toBeGreaterThan(0);
    expect(messageNotices.rows[0]?.orphaned).toBe(0);
  });

  it('runs again without clashing with the previous run', async () => {
    const before = await readTableCounts(ctx().db);
    await seedScale(ctx().db, { users: 30, notificationsPerUser: 0, batchSize: 1000 });
    const after = await readTableCounts(ctx().db);
    expect(after).toEqual({ ...before, profiles: before.profiles + 30 });
  });

  it('adds exactly the posts, follows and likes asked, with like counts in step', async () => {
    const { db } = ctx();
    const before = await readTableCounts(db);
    const result = await seedScale(db, {
      users: 40,
      notificationsPerUser: 0,
      batchSize: 50,
      posts: 120,
      follows: 300,
      likes: 401,
    });
    expect(result).toMatchObject({ posts: 120, follows: 300, likes: 401 });
    const after = await readTableCounts(db);
    expect(after.posts - before.posts).toBe(120);
    expect(after.follows - before.follows).toBe(300);
    expect(after.likes - before.likes).toBe(401);
    const [mismatch] = await db
      .select({ n: count() })
      .from(posts)
      .where(
        sql`${posts.likeCount} <> (select count(*) from post_likes where post_likes.post_id = ${posts.id})`,
      );
    expect(mismatch?.n).toBe(0);
    const [selfFollow] = await db
      .select({ n: count() })
      .from(follows)
      .where(eq(follows.followerId, follows.followeeId));
    expect(selfFollow?.n).toBe(0);
    // 300 follows among 40 members: each follows 7 or 8 others (300 = 40 × 7 + 20).
    const perFollower = await db
      .select({ n: count() })
      .from(follows)
      .innerJoin(profiles, eq(profiles.id, follows.followerId))
      .where(like(profiles.username, `fan_${result.runTag}_%`))
      .groupBy(follows.followerId);
    expect(perFollower).toHaveLength(40);
    expect(new Set(perFollower.map((row) => row.n))).toEqual(new Set([7, 8]));
    const authors = await db
      .select({ authorId: posts.authorId })
      .from(posts)
      .innerJoin(profiles, eq(profiles.id, posts.authorId))
      .where(like(profiles.username, `fan_${result.runTag}_%`));
    expect(authors).toHaveLength(120);
  });

  it('writes the most follows and likes possible when more are asked, and says so', async () => {
    const { db } = ctx();
    expect(plannedSocial({ users: 3, posts: 2, follows: 100, likes: 100 })).toEqual({
      posts: 2,
      follows: 6,
      likes: 6,
    });
    const result = await seedScale(db, {
      users: 3,
      notificationsPerUser: 0,
      batchSize: 4,
      posts: 2,
      follows: 100,
      likes: 100,
    });
    expect(result).toMatchObject({ profiles: 3, posts: 2, follows: 6, likes: 6 });
    const likes = await db
      .select({ likeCount: posts.likeCount })
      .from(posts)
      .innerJoin(profiles, eq(profiles.id, posts.authorId))
      .where(like(profiles.username, `fan_${result.runTag}_%`));
    expect(likes.map((row) => row.likeCount)).toEqual([3, 3]);
  });
  it('adds groups with owners, members, private ones and posts moved into them, counters exact', async () => {
    const { db } = ctx();
    const result = await seedScale(db, {
      users: 60,
      notificationsPerUser: 0,
      batchSize: 40,
      posts: 300,
      follows: 0,
      likes: 0,
      groups: 10,
      groupMemberships: 150,
    });
    expect(result.groups).toBe(10);
    expect(result.groupMemberships).toBeGreaterThan(130);
    expect(result.groupPosts).toBeGreaterThan(0);
    const rows = (await db.execute(sql`select g.visibility, g.member_count, g.post_count,
        (select count(*)::int from group_members m where m.group_id = g.id) as members,
        (select count(*)::int from group_members m where m.group_id = g.id and m.role = 'owner') as owners,
        (select count(*)::int from posts p where p.group_id = g.id and p.deleted_at is null) as posts
      from groups g where g.name like ${`% · ${result.runTag}`}`)) as unknown as {
      rows: {
        visibility: string;
        member_count: number;
        post_count: number;
        members: number;
        owners: number;
        posts: number;
      }[];
    };
    expect(rows.rows).toHaveLength(10);
    expect(rows.rows.filter((row) => row.visibility === 'private')).toHaveLength(2);
    for (const row of rows.rows) {
      expect(row.owners).toBe(1);
      expect(row.member_count).toBe(row.members);
      expect(row.post_count).toBe(row.posts);
    }
    const [outside] = (
      (await db.execute(sql`select count(*)::int as n from posts p
        where p.group_id is not null and not exists (select 1 from group_members m
          where m.group_id = p.group_id and m.user_id = p.author_id)`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(outside!.n).toBe(0);
  });
});
