import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { authUsers, blocks, groupMembers, groups, hiddenItems, posts } from '../../db/schema';
import { createTestDatabase, testEngines } from '../../test/test-database';
import { createMember } from '../../test/sign-in';
import { postVisibleTo, postVisibleToOnce } from './post-visibility';

/**
 * `postVisibleToOnce` (the feed's form of the rule, issue 26: the viewer's groups and blocks read
 * once per statement) answers exactly as `postVisibleTo` for every viewer and every post of a
 * world that exercises each part of the rule: private, public and hidden groups and their
 * members, blocks both ways, a hidden post and its author, a suspended author, staff and a
 * visitor. Both forms are evaluated side by side in one statement over all pairs.
 */
describe.each(testEngines)('postVisibleToOnce answers as postVisibleTo [%s]', (engine) => {
  let handle: DatabaseHandle;
  let viewerIds: (string | null)[];
  const named = new Map<string, string>();

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    const { db } = handle;
    const member = async (
      name: string,
      roles: { isAdmin?: boolean; isModerator?: boolean } = {},
    ) => {
      const created = await createMember(db, { username: `once_${name}`, ...roles });
      named.set(created.id, name);
      return created.id;
    };
    const author = await member('author');
    const insider = await member('insider');
    const outsider = await member('outsider');
    const moderator = await member('moderator', { isModerator: true });
    const admin = await member('admin', { isAdmin: true });
    const blocker = await member('blocker');
    const blockedByAuthor = await member('blocked_by_author');
    const suspended = await member('suspended');
    await db
      .update(authUsers)
      .set({ bannedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(authUsers.id, suspended));

    const [secret, open, hiddenOpen] = await db
      .insert(groups)
      .values([
        { name: 'Once Secret', visibility: 'private' },
        { name: 'Once Open', visibility: 'public' },
        { name: 'Once Open But Hidden', visibility: 'public' },
      ])
      .returning({ id: groups.id });
    await db.insert(groupMembers).values([
      { groupId: secret!.id, userId: author, role: 'owner' },
      { groupId: secret!.id, userId: insider },
      { groupId: open!.id, userId: author, role: 'owner' },
      { groupId: hiddenOpen!.id, userId: author, role: 'owner' },
      { groupId: hiddenOpen!.id, userId: insider },
    ]);
    await db.insert(blocks).values([
      { blockerId: blocker, blockedId: author },
      { blockerId: author, blockedId: blockedByAuthor },
    ]);
    const inserted = await db
      .insert(posts)
      .values([
        { authorId: author, body: 'plain' },
        { authorId: author, body: 'secret group', groupId: secret!.id },
        { authorId: author, body: 'open group', groupId: open!.id },
        { authorId: author, body: 'hidden open group', groupId: hiddenOpen!.id },
        { authorId: author, body: 'hidden post' },
        { authorId: suspended, body: 'suspended author' },
        { authorId: suspended, body: 'suspended author, open group', groupId: open!.id },
        { authorId: blocker, body: 'by the blocker' },
        { authorId: blockedByAuthor, body: 'by the blocked' },
        { authorId: insider, body: 'insider in secret group', groupId: secret!.id },
      ])
      .returning({ id: posts.id });
    await db.insert(hiddenItems).values([
      { itemKind: 'post', itemId: inserted[4]!.id, itemAuthorId: author, cause: 'moderator' },
      { itemKind: 'group', itemId: hiddenOpen!.id, cause: 'moderator' },
    ]);
    viewerIds = [author, insider, outsider, moderator, admin, blocker, blockedByAuthor, suspended];
    viewerIds.push(null);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('gives the same answer for every viewer and post', async () => {
    const values = sql.join(
      viewerIds.map((id) => sql`(${id}::uuid)`),
      sql`, `,
    );
    const post = { id: sql`p.id`, authorId: sql`p.author_id`, groupId: sql`p.group_id` };
    const result = (await handle.db.execute(sql`
      select v.id as viewer, p.body,
        ${postVisibleTo(sql`v.id`, post)} as "perRow",
        ${postVisibleToOnce(sql`v.id`, post)} as "once"
      from (values ${values}) as v(id) cross join posts p
      order by v.id nulls last, p.body`)) as unknown as {
      rows: { viewer: string | null; body: string; perRow: boolean; once: boolean }[];
    };
    const rows = result.rows.map((row) => ({
      viewer: row.viewer === null ? 'visitor' : (named.get(row.viewer) ?? row.viewer),
      post: row.body,
      perRow: row.perRow,
      once: row.once,
    }));
    expect(rows).toHaveLength(9 * 10);
    const differing = rows.filter((row) => row.perRow !== row.once);
    expect(differing).toEqual([]);
    // The world does exercise the rule: each part hides something from someone.
    const seen = (viewer: string, body: string) =>
      rows.find((row) => row.viewer === viewer && row.post === body)?.once;
    expect(seen('outsider', 'secret group')).toBe(false);
    expect(seen('insider', 'secret group')).toBe(true);
    expect(seen('outsider', 'hidden open group')).toBe(false);
    expect(seen('insider', 'hidden open group')).toBe(true);
    expect(seen('blocker', 'plain')).toBe(false);
    expect(seen('author', 'by the blocked')).toBe(false);
    expect(seen('outsider', 'hidden post')).toBe(false);
    expect(seen('author', 'hidden post')).toBe(true);
    expect(seen('moderator', 'hidden post')).toBe(true);
    expect(seen('outsider', 'suspended author')).toBe(false);
    expect(seen('admin', 'suspended author')).toBe(true);
    expect(seen('visitor', 'open group')).toBe(true);
  });
});
