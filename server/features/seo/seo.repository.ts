import { and, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { authUsers, catalogueItems, posts, profiles } from '../../db/schema';
import { authorNotSuspended } from '../../content/suspended-authors.sql';
import { postPublicCondition } from '../posts/post-visibility';

/**
 * Posts crawlers may list: live and public (no private group's, not hidden, by a member not
 * suspended: `postPublicCondition`).
 */
const listedPosts = () =>
  and(
    isNull(posts.deletedAt),
    postPublicCondition(sql`${posts.groupId}`, sql`${posts.id}`, sql`${posts.authorId}`),
  )!;
/**
 * Profiles crawlers may list: members who are not suspended (`suspended-authors.sql.ts`) and not
 * anonymous (an anonymous member's page is an empty `fan_…` until they add an email).
 */
const listedProfiles = () =>
  and(
    authorNotSuspended(sql`${profiles.id}`),
    sql`not exists (select 1 from ${authUsers} where ${authUsers.id} = ${profiles.id} and ${authUsers.isAnonymous})`,
  )!;

/**
 * Where a sitemap file starts in its list's order: the sort time (as PostgreSQL's text, to the
 * microsecond) and id of its first row.
 */
export interface SitemapFileStart {
  sortedAt: string;
  id: string;
}

/** The listed rows from `start` (inclusive) on, or from the top, newest first. */
function fromStart(sortColumn: AnyPgColumn, idColumn: AnyPgColumn, start?: SitemapFileStart) {
  if (!start) return undefined;
  const at = sql`${start.sortedAt}::timestamptz`;
  return sql`${sortColumn} <= ${at} and (${sortColumn} < ${at} or ${idColumn} <= ${start.id}::uuid)`;
}

/**
 * Ids and last-update times of up to `limit` listed profiles from `start` on (or the first
 * ones), most recently updated first.
 */
export function listSitemapProfiles(db: Database, limit: number, start?: SitemapFileStart) {
  return db
    .select({ id: profiles.id, updatedAt: profiles.updatedAt })
    .from(profiles)
    .where(and(listedProfiles(), fromStart(profiles.updatedAt, profiles.id, start)))
    .orderBy(sql`${profiles.updatedAt} desc nulls last`, sql`${profiles.id} desc nulls last`)
    .limit(limit);
}

/**
 * Ids and last-update times of up to `limit` listed posts from `start` on (or the newest),
 * newest first: read in the order of the partial index on live posts (`nulls last` as in its
 * definition), so any file costs the same however many posts exist.
 */
export function listSitemapPosts(db: Database, limit: number, start?: SitemapFileStart) {
  return db
    .select({ id: posts.id, updatedAt: posts.updatedAt })
    .from(posts)
    .where(and(listedPosts(), fromStart(posts.createdAt, posts.id, start)))
    .orderBy(sql`${posts.createdAt} desc nulls last`, sql`${posts.id} desc nulls last`)
    .limit(limit);
}

/** One sitemap file of a kind: its number (from 1), the last change it lists, where it starts. */
export interface SitemapFileSummary {
  page: number;
  lastmod: Date;
  start: SitemapFileStart;
}

/**
 * Numbers the rows of `from` (newest `sortColumn` first, `perFile` a file) and gives each file
 * the newest `updated_at` among its rows and its first row; at most `maxFiles` files. One pass
 * over the list (about a second and a half at 1,000,000 posts).
 */
async function summarizeFiles(
  db: Database,
  from: SQL,
  sortColumn: AnyPgColumn,
  idColumn: AnyPgColumn,
  updatedColumn: AnyPgColumn,
  perFile: number,
  maxFiles: number,
): Promise<SitemapFileSummary[]> {
  const result = (await db.execute(sql`
    select page, max(updated_at) as lastmod,
      ((array_agg(sorted_at order by n))[1])::text as start_at,
      ((array_agg(id order by n))[1])::text as start_id
    from (
      select ${updatedColumn} as updated_at, ${sortColumn} as sorted_at, ${idColumn} as id,
        (row_number() over (order by ${sortColumn} desc nulls last, ${idColumn} desc nulls last) - 1)
          / ${perFile} + 1 as page,
        row_number() over (order by ${sortColumn} desc nulls last, ${idColumn} desc nulls last) as n
      from ${from}
    ) numbered
    group by page
    order by page
    limit ${maxFiles}`)) as unknown as {
    rows: { page: number | string; lastmod: Date | string; start_at: string; start_id: string }[];
  };
  return result.rows.map((row) => ({
    page: Number(row.page),
    lastmod: new Date(row.lastmod),
    start: { sortedAt: row.start_at, id: row.start_id },
  }));
}

/** The files the listed posts fill at `perFile` a file, newest first; at most `maxFiles`. */
export function summarizeSitemapPostFiles(
  db: Database,
  perFile: number,
  maxFiles: number,
): Promise<SitemapFileSummary[]> {
  return summarizeFiles(
    db,
    sql`${posts} where ${listedPosts()}`,
    posts.createdAt,
    posts.id,
    posts.updatedAt,
    perFile,
    maxFiles,
  );
}

/** The same for profiles, most recently updated first. */
export function summarizeSitemapProfileFiles(
  db: Database,
  perFile: number,
  maxFiles: number,
): Promise<SitemapFileSummary[]> {
  return summarizeFiles(
    db,
    sql`${profiles} where ${listedProfiles()}`,
    profiles.updatedAt,
    profiles.id,
    profiles.updatedAt,
    perFile,
    maxFiles,
  );
}

/**
 * The catalogue entries crawlers may list (issue 13): those with at least one live review (an
 * entry without any is only its guide facts, which the guides already list), most reviewed
 * first, each with the time its page last changed (its newest review or edit, or its own
 * update); at most `limit`.
 */
export async function listSitemapReviewSubjects(
  db: Database,
  limit: number,
): Promise<{ slug: string; updatedAt: Date }[]> {
  const rows = await db
    .select({
      slug: catalogueItems.slug,
      updatedAt: sql<Date | string>`greatest(${catalogueItems.updatedAt},
        (select max(r.updated_at) from reviews r
          where r.item_id = catalogue_items.id and r.deleted_at is null))`,
    })
    .from(catalogueItems)
    .where(sql`${catalogueItems.reviewCount} > 0`)
    .orderBy(sql`${catalogueItems.reviewCount} desc`, catalogueItems.slug)
    .limit(limit);
  return rows.map((row) => ({ slug: row.slug, updatedAt: new Date(row.updatedAt) }));
}
