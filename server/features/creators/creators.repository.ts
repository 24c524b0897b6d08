import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { CreatorKind, CreatorSort } from '../../../common/features/creators/creator-limits';
import type { Executor } from '../../db/client';
import {
  creatorKindsTable,
  creatorPortfolioPhotos,
  creatorProfiles,
  uploads,
} from '../../db/schema';
import type { ViewerSql } from '../../content/viewer-sql';
import type { CreatorListKey } from './creator-cursor';
import { creatorListedTo } from './creators.policy';

/** A creator as read for the directories: profile, member, kinds, counts and the viewer's follow. */
export interface CreatorRow {
  userId: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  headline: string;
  bio: string;
  parks: string[];
  languages: string[];
  websiteUrl: string | null;
  youtubeUrl: string | null;
  instagramUrl: string | null;
  tiktokUrl: string | null;
  agency: string | null;
  services: string | null;
  sessionTypes: string | null;
  rates: string | null;
  verified: boolean;
  kinds: CreatorKind[];
  followerCount: number;
  isFollowing: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** `created_at` with microseconds, for the cursor. */
  keyCreatedAt: string;
}

interface RawCreatorRow extends Record<string, unknown> {
  user_id: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  headline: string;
  bio: string;
  parks: string[] | string;
  languages: string[] | string;
  website_url: string | null;
  youtube_url: string | null;
  instagram_url: string | null;
  tiktok_url: string | null;
  agency: string | null;
  services: string | null;
  session_types: string | null;
  rates: string | null;
  verified: boolean;
  kinds: string[] | string;
  follower_count: number | string;
  is_following: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  key_created_at: string;
}

async function selectRows<T extends Record<string, unknown>>(
  db: Executor,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute<T>(query)) as unknown as { rows: T[] };
  return result.rows;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** A text[] as node-postgres (an array) or a raw literal (`{a,"b c"}`) gives it. */
function toArray(value: string[] | string | null): string[] {
  if (Array.isArray(value)) return value;
  if (!value || value === '{}') return [];
  return value
    .slice(1, -1)
    .match(/"((?:[^"\\]|\\.)*)"|[^,]+/g)!
    .map((part) => (part.startsWith('"') ? part.slice(1, -1).replace(/\\(.)/g, '$1') : part));
}

function toCreatorRow(row: RawCreatorRow): CreatorRow {
  return {
    userId: row.user_id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    avatarUrl: row.avatar_url,
    headline: row.headline,
    bio: row.bio,
    parks: toArray(row.parks),
    languages: toArray(row.languages),
    websiteUrl: row.website_url,
    youtubeUrl: row.youtube_url,
    instagramUrl: row.instagram_url,
    tiktokUrl: row.tiktok_url,
    agency: row.agency,
    services: row.services,
    sessionTypes: row.session_types,
    rates: row.rates,
    verified: Boolean(row.verified),
    kinds: toArray(row.kinds) as CreatorKind[],
    followerCount: Number(row.follower_count),
    isFollowing: Boolean(row.is_following),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    keyCreatedAt: row.key_created_at,
  };
}

/** The creators (with their member and counts) as a subquery `c`, filtered by `where`. */
function creatorsQuery(viewerId: ViewerSql, where: SQL): SQL {
  return sql`select cp.user_id, p.username, p.first_name, p.last_name, p.avatar_url,
      cp.headline, cp.bio, cp.parks, cp.languages, cp.website_url, cp.youtube_url,
      cp.instagram_url, cp.tiktok_url, cp.agency, cp.services, cp.session_types, cp.rates,
      cp.verified, cp.created_at, cp.updated_at,
      to_char(cp.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key_created_at,
      array(select ck.kind from creator_kinds ck where ck.user_id = cp.user_id
        order by array_position(array['photographer','vlogger','influencer','trip_planner'], ck.kind)) as kinds,
      (select count(*)::int from follows f where f.followee_id = cp.user_id) as follower_count,
      exists (select 1 from follows vf
        where vf.follower_id = ${viewerId}::uuid and vf.followee_id = cp.user_id) as is_following
    from creator_profiles cp
    join profiles p on p.id = cp.user_id
    where ${where}`;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
function likePattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The keyset condition after `key` in the sort's order (every part descending). */
function afterKey(key: CreatorListKey): SQL {
  const at = sql`${key.createdAt}::timestamptz`;
  const id = sql`${key.id}::uuid`;
  if (key.sort === 'newest') return sql`(c.created_at, c.user_id) < (${at}, ${id})`;
  if (key.sort === 'most_followed') {
    return sql`(c.follower_count, c.created_at, c.user_id) < (${key.followers}::int, ${at}, ${id})`;
  }
  return sql`(c.verified, c.follower_count, c.created_at, c.user_id)
    < (${key.verified}::boolean, ${key.followers}::int, ${at}, ${id})`;
}

const ORDER: Record<CreatorSort, SQL> = {
  newest: sql`c.created_at desc, c.user_id desc`,
  most_followed: sql`c.follower_count desc, c.created_at desc, c.user_id desc`,
  featured: sql`c.verified desc, c.follower_count desc, c.created_at desc, c.user_id desc`,
};

/**
 * A page of one directory as `viewerId` sees it (the policy's listing condition), searched in
 * name, username, headline and bio, filtered by park and language, in `sort` order.
 */
export async function listCreatorRows(
  db: Executor,
  input: {
    viewerId: string | null;
    kind: CreatorKind;
    q?: string;
    park?: string;
    language?: string;
    sort: CreatorSort;
    cursor?: CreatorListKey;
    limit: number;
  },
): Promise<CreatorRow[]> {
  const conditions: SQL[] = [
    creatorListedTo(input.viewerId, sql`cp.user_id`),
    sql`exists (select 1 from creator_kinds dk where dk.user_id = cp.user_id and dk.kind = ${input.kind})`,
  ];
  if (input.q) {
    const pattern = likePattern(input.q);
    conditions.push(sql`(cp.headline ilike ${pattern} or cp.bio ilike ${pattern}
      or p.username ilike ${pattern}
      or (coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) ilike ${pattern})`);
  }
  if (input.park) conditions.push(sql`cp.parks @> array[${input.park}]::text[]`);
  if (input.language) conditions.push(sql`cp.languages @> array[${input.language}]::text[]`);
  const rows = await selectRows<RawCreatorRow>(
    db,
    sql`select * from (${creatorsQuery(input.viewerId, sql.join(conditions, sql` and `))}) c
      ${input.cursor ? sql`where ${afterKey(input.cursor)}` : sql``}
      order by ${ORDER[input.sort]}
      limit ${input.limit}`,
  );
  return rows.map(toCreatorRow);
}

/** A creator listed for `viewerId`, or undefined. */
export async function findListedCreator(
  db: Executor,
  viewerId: string | null,
  userId: string,
): Promise<CreatorRow | undefined> {
  const where = sql`cp.user_id = ${userId}::uuid and ${creatorListedTo(viewerId, sql`cp.user_id`)}`;
  const [row] = await selectRows<RawCreatorRow>(db, creatorsQuery(viewerId, where));
  return row ? toCreatorRow(row) : undefined;
}

/** The member's own creator profile, listed or not (they always see their own). */
export async function findOwnCreator(
  db: Executor,
  userId: string,
): Promise<CreatorRow | undefined> {
  const [row] = await selectRows<RawCreatorRow>(
    db,
    creatorsQuery(userId, sql`cp.user_id = ${userId}::uuid`),
  );
  return row ? toCreatorRow(row) : undefined;
}

/** The portfolio photos of each creator, in order (upload rows that still exist). */
export async function findPortfolioPhotos(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: creatorPortfolioPhotos.userId,
      id: uploads.id,
      width: uploads.width,
      height: uploads.height,
      altText: uploads.altText,
    })
    .from(creatorPortfolioPhotos)
    .innerJoin(uploads, eq(uploads.id, creatorPortfolioPhotos.uploadId))
    .where(inArray(creatorPortfolioPhotos.userId, userIds))
    .orderBy(creatorPortfolioPhotos.userId, creatorPortfolioPhotos.position);
}

/** The profile's row under a row lock, or undefined. */
export async function lockCreatorProfile(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ userId: creatorProfiles.userId })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, userId))
    .for('update')
    .limit(1);
  return row;
}

/** Writes the member's creator profile (insert or update) and replaces their kinds. */
export async function upsertCreatorProfile(
  tx: Executor,
  values: Omit<typeof creatorProfiles.$inferInsert, 'verified' | 'verifiedAt' | 'verifiedBy'>,
  kinds: readonly CreatorKind[],
): Promise<void> {
  const { userId, createdAt: _createdAt, ...changes } = values;
  await tx
    .insert(creatorProfiles)
    .values(values)
    .onConflictDoUpdate({ target: creatorProfiles.userId, set: changes });
  await tx
    .delete(creatorKindsTable)
    .where(
      and(eq(creatorKindsTable.userId, userId), notInArray(creatorKindsTable.kind, [...kinds])),
    );
  await tx
    .insert(creatorKindsTable)
    .values(kinds.map((kind) => ({ userId, kind, createdAt: values.updatedAt })))
    .onConflictDoNothing();
}

/** Removes the member's creator profile with its kinds and portfolio; whether there was one. */
export async function deleteCreatorProfile(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .delete(creatorProfiles)
    .where(eq(creatorProfiles.userId, userId))
    .returning({ userId: creatorProfiles.userId });
  return rows.length > 0;
}

/** Replaces the creator's portfolio by `uploadIds`, in that order. */
export async function replacePortfolio(
  tx: Executor,
  userId: string,
  uploadIds: readonly string[],
  now: Date,
): Promise<void> {
  await tx.delete(creatorPortfolioPhotos).where(eq(creatorPortfolioPhotos.userId, userId));
  if (uploadIds.length > 0) {
    await tx
      .insert(creatorPortfolioPhotos)
      .values(uploadIds.map((uploadId, position) => ({ userId, uploadId, position })));
  }
  await tx
    .update(creatorProfiles)
    .set({ updatedAt: now })
    .where(eq(creatorProfiles.userId, userId));
}

/** Sets the verified flag (and who granted it, when); whether the creator profile exists. */
export async function setCreatorVerified(
  db: Executor,
  input: { userId: string; verified: boolean; by: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(creatorProfiles)
    .set({
      verified: input.verified,
      verifiedAt: input.verified ? input.now : null,
      verifiedBy: input.verified ? input.by : null,
    })
    .where(eq(creatorProfiles.userId, input.userId))
    .returning({ userId: creatorProfiles.userId });
  return rows.length > 0;
}
