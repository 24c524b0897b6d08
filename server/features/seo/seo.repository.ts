import { and, desc, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { posts, profiles } from '../../db/schema';

/** The member `memberId` is not suspended at `now` (a ban that has not run out). */
function isNotSuspended(memberId: AnyPgColumn, now: Date): SQL {
  return sql`not exists (select 1 from auth_users where auth_users.id = ${memberId} and auth_users.banned_until > ${now.toISOString()}::timestamptz)`;
}

/** Posts crawlers may list: live, by a member who is not suspended. */
const listedPosts = (now: Date) =>
  and(isNull(posts.deletedAt), isNotSuspended(posts.authorId, now));

/**
 * Ids and last-update times of up to `limit` profiles from `offset`, most recently updated first
 * (suspended members left out).
 */
export function listSitemapProfiles(db: Database, limit: number, offset: number, now: Date) {
  return db
    .select({ id: profiles.id, updatedAt: profiles.updatedAt })
    .from(profiles)
    .where(isNotSuspended(profiles.id, now))
    .orderBy(desc(profiles.updatedAt), desc(profiles.id))
    .limit(limit)
    .offset(offset);
}

/**
 * Ids and last-update times of up to `limit` listed posts from `offset`, newest first: the
 * order of the partial index on live posts.
 */
export function listSitemapPosts(db: Database, limit: number, offset: number, now: Date) {
  return db
    .select({ id: posts.id, updatedAt: posts.updatedAt })
    .from(posts)
    .where(listedPosts(now))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit)
    .offset(offset);
}

/** One sitemap file of a kind: its number (from 1) and the last change of what it lists. */
export interface SitemapFileSummary {
  page: number;
  lastmod: Date;
}

/**
 * Numbers the rows of `from` (in `order`, `perFile` a file) and gives each file the newest
 * `updated_at` among its rows; at most `maxFiles` files.
 */
async function summarizeFiles(
  db: Database,
  from: SQL,
  order: SQL,
  perFile: number,
  maxFiles: number,
): Promise<SitemapFileSummary[]> {
  const result = (await db.execute(sql`
    select page, max(updated_at) as lastmod
    from (
      select updated_at, (row_number() over (order by ${order}) - 1) / ${perFile} + 1 as page
      from ${from}
    ) numbered
    group by page
    order by page
    limit ${maxFiles}`)) as unknown as {
    rows: { page: number | string; lastmod: Date | string }[];
  };
  return result.rows.map((row) => ({ page: Number(row.page), lastmod: new Date(row.lastmod) }));
}

/**
 * The files the listed posts fill at `perFile` a file (newest first), each with the newest
 * update among its posts; at most `maxFiles`.
 */
export function summarizeSitemapPostFiles(
  db: Database,
  perFile: number,
  maxFiles: number,
  now: Date,
): Promise<SitemapFileSummary[]> {
  return summarizeFiles(
    db,
    sql`${posts} where ${listedPosts(now)}`,
    sql`${posts.createdAt} desc, ${posts.id} desc`,
    perFile,
    maxFiles,
  );
}

/** The same for profiles, most recently updated first. */
export function summarizeSitemapProfileFiles(
  db: Database,
  perFile: number,
  maxFiles: number,
  now: Date,
): Promise<SitemapFileSummary[]> {
  return summarizeFiles(
    db,
    sql`${profiles} where ${isNotSuspended(profiles.id, now)}`,
    sql`${profiles.updatedAt} desc, ${profiles.id} desc`,
    perFile,
    maxFiles,
  );
}
