import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notBlockedBetween } from '../../content/blocks.sql';
import { postAliasVisibleTo } from '../posts/post-visibility';

/** A member suggested to the viewer, with what the ranking read about them. */
export interface SuggestionRow extends Record<string, unknown> {
  id: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  homePark: string | null;
  followerCount: number;
  recentPostCount: number;
  isPopular: boolean;
  isActive: boolean;
  sharesHomePark: boolean;
}

/** A member among the community's most followed. */
export interface PopularMember extends Record<string, unknown> {
  id: string;
  followers: number;
}

/** How many of the most followed members are candidates (kept per process, see the service). */
export const POPULAR_POOL = 200;
/** How many members each per-viewer source of candidates gives (most active, same park). */
export const SUGGESTION_POOL = 100;
/** Followers a member needs to count as 'Popular' while fewer than the pool have followers. */
export const POPULAR_FOLLOWERS_MIN = 2;

/**
 * The community's `limit` most followed members with at least {@link POPULAR_FOLLOWERS_MIN}
 * followers, most first: one aggregate over `follows_followee_idx` (about a second at a
 * million follows, so the service keeps the answer a few minutes).
 */
export async function listMostFollowed(db: Executor, limit: number): Promise<PopularMember[]> {
  const result = (await db.execute<PopularMember>(sql`
    select followee_id as id, count(*)::int as followers from follows
    group by followee_id
    having count(*) >= ${POPULAR_FOLLOWERS_MIN}
    order by followers desc, followee_id
    limit ${limit}`)) as unknown as { rows: PopularMember[] };
  return result.rows;
}

/**
 * How a candidate ranks: a mix of followers (logarithmic, so a few stars do not take every
 * place), posting this week and sharing the viewer's home park.
 */
const score = sql`(ln(1 + c.follower_count)
  + case when c.recent_post_count > 0 then 1.5 + 0.5 * ln(1 + c.recent_post_count) else 0 end
  + case when c.shares_home_park then 2.5 else 0 end)`;

/** What the per-viewer statement needs besides the viewer. */
export interface SuggestionInput {
  viewerId: string;
  /** The most followed members ({@link listMostFollowed}, possibly a few minutes old). */
  popular: readonly PopularMember[];
  /** Live followers that make a member 'Popular'. */
  popularMin: number;
  /** Posts after this instant make a member 'Active this week'. */
  activeSince: Date;
  now: Date;
  limit: number;
}

/**
 * Members for the viewer to follow, best first, in one statement: candidates come from three
 * bounded sources (the given most followed; the most active since `activeSince`, from
 * `posts_live_created_idx`, counting only posts the viewer may see; members with the viewer's
 * home park), never the viewer, nobody they follow, nobody blocked either way (`blocks`),
 * nobody suspended or deleted; then ranked by {@link score}. Follower counts are those of the
 * most-followed list for its members (a few minutes old at most: counting a star's thousands
 * of followers for every request would cost more than the rest), live for the others; each is
 * computed once (`materialized`), not again for the order and the answer.
 */
export async function listSuggestionRows(
  db: Executor,
  input: SuggestionInput,
): Promise<SuggestionRow[]> {
  const result = (await db.execute<SuggestionRow>(suggestionQuery(input))) as unknown as {
    rows: SuggestionRow[];
  };
  return result.rows;
}

/** The statement of {@link listSuggestionRows} (exported for EXPLAIN). */
export function suggestionQuery(input: SuggestionInput): SQL {
  const { viewerId } = input;
  const viewer = sql`${viewerId}::uuid`;
  const notFollowed = (id: SQL) =>
    sql`${id} <> ${viewer} and not exists (select 1 from follows mine
      where mine.follower_id = ${viewer} and mine.followee_id = ${id})`;
  const popularJson = JSON.stringify(input.popular);
  return sql`
    with me as (select home_park from profiles where id = ${viewer}),
    popular as (
      select pool.id, pool.followers
      from json_to_recordset(${popularJson}::json) as pool(id uuid, followers int)
      where ${notFollowed(sql`pool.id`)}
    ),
    active as (
      select p.author_id as id, count(*)::int as recent_posts from posts p
      where p.deleted_at is null
        and p.created_at > ${input.activeSince.toISOString()}::timestamptz
        and ${postAliasVisibleTo(viewerId, 'p')}
      group by p.author_id
      having ${notFollowed(sql`p.author_id`)}
      order by recent_posts desc, p.author_id
      limit ${SUGGESTION_POOL}
    ),
    same_park as (
      select pr.id from profiles pr, me
      where me.home_park is not null and pr.home_park = me.home_park
        and ${notFollowed(sql`pr.id`)}
      order by pr.updated_at desc, pr.id
      limit ${SUGGESTION_POOL}
    ),
    c as materialized (
      select pr.id, pr.username, pr.first_name, pr.last_name, pr.avatar_url, pr.home_park,
        coalesce(pop.followers,
          (select count(*)::int from follows fc where fc.followee_id = pr.id)) as follower_count,
        coalesce(act.recent_posts, 0) as recent_post_count,
        coalesce(pr.home_park = (select home_park from me), false) as shares_home_park
      from (select id from popular union select id from active union select id from same_park)
        as candidate
      join profiles pr on pr.id = candidate.id
      left join popular pop on pop.id = candidate.id
      left join active act on act.id = candidate.id
      where ${notBlockedBetween(viewerId, sql`pr.id`)}
        and not exists (select 1 from auth_users u where u.id = pr.id
          and (u.deleted_at is not null or u.banned_until > ${input.now.toISOString()}::timestamptz))
    )
    select c.id, c.username, c.first_name as "firstName", c.last_name as "lastName",
      c.avatar_url as "avatarUrl", c.home_park as "homePark",
      c.follower_count as "followerCount", c.recent_post_count as "recentPostCount",
      c.follower_count >= ${input.popularMin} as "isPopular",
      c.recent_post_count > 0 as "isActive",
      c.shares_home_park as "sharesHomePark"
    from c
    order by ${score} desc, c.follower_count desc, c.id
    limit ${input.limit}`;
}
