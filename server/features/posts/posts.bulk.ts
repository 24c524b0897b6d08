import { sql, type SQL } from 'drizzle-orm';
import type { BulkRemoval } from '../../content/content-kind';
import { uuidArray } from '../../content/id-list.sql';
import type { Executor } from '../../db/client';

/**
 * Bulk delete of posts and comments (issue 27: the admin feature asks the kinds; these set-based
 * statements keep `groups.post_count` and `posts.comment_count` as the single deletes do).
 */

async function ids(db: Executor, query: SQL): Promise<string[]> {
  const result = (await db.execute(query)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

async function count(db: Executor, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { count: number }[] };
  return result.rows[0]!.count;
}

const limitOf = (limit: number | null) => (limit === null ? sql`` : sql`limit ${limit}`);

/** Posts: their groups locked first (groups before posts, as single deletes do). */
export const postBulkRemoval: BulkRemoval = {
  async removeMatching(tx, match, at, limit) {
    await tx.execute(
      sql`select g.id from groups g where g.id in (
          select p.group_id from posts p where ${match} and p.group_id is not null)
        order by g.id for update of g`,
    );
    const picked = sql`select p.id from posts p where ${match}
      order by p.id ${limitOf(limit)} for update of p`;
    return ids(
      tx,
      sql`with gone as (
          update posts set deleted_at = ${at.toISOString()}::timestamptz
          where id in (${picked}) and deleted_at is null
          returning id, group_id
        ),
        counted as (
          update groups set post_count = groups.post_count - n.count
          from (select group_id, count(*)::int as count from gone
            where group_id is not null group by group_id) n
          where groups.id = n.group_id
        )
        select id from gone order by id`,
    );
  },
  async restore(tx, postIds, at) {
    if (postIds.length === 0) return 0;
    await tx.execute(
      sql`select g.id from groups g where g.id in (
          select p.group_id from posts p
          where p.id = any(${uuidArray(postIds)}) and p.group_id is not null)
        order by g.id for update of g`,
    );
    return count(
      tx,
      sql`with back as (
          update posts p set deleted_at = null
          where p.id = any(${uuidArray(postIds)})
            and p.deleted_at = ${at.toISOString()}::timestamptz
          returning p.id, p.group_id
        ),
        counted as (
          update groups set post_count = groups.post_count + n.count
          from (select group_id, count(*)::int as count from back
            where group_id is not null group by group_id) n
          where groups.id = n.group_id
        )
        select count(*)::int as count from back`,
    );
  },
};

/** Comments (on live posts): their posts' comment counts follow. */
export const commentBulkRemoval: BulkRemoval = {
  async removeMatching(tx, match, at, limit) {
    const picked = sql`select c.id from comments c join posts p on p.id = c.post_id
      where ${match} order by c.id ${limitOf(limit)} for update of c`;
    return ids(
      tx,
      sql`with gone as (
          update comments set deleted_at = ${at.toISOString()}::timestamptz
          where id in (${picked}) and deleted_at is null
          returning id, post_id
        ),
        counted as (
          update posts set comment_count = posts.comment_count - n.count
          from (select post_id, count(*)::int as count from gone group by post_id) n
          where posts.id = n.post_id
        )
        select id from gone order by id`,
    );
  },
  async restore(tx, commentIds, at) {
    if (commentIds.length === 0) return 0;
    return count(
      tx,
      sql`with back as (
          update comments c set deleted_at = null
          where c.id = any(${uuidArray(commentIds)})
            and c.deleted_at = ${at.toISOString()}::timestamptz
          returning c.id, c.post_id
        ),
        counted as (
          update posts set comment_count = posts.comment_count + n.count
          from (select post_id, count(*)::int as count from back group by post_id) n
          where posts.id = n.post_id
        )
        select count(*)::int as count from back`,
    );
  },
};
