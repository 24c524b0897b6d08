import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notBlockedBetween, postAliasVisibleTo } from '../posts/post-visibility';

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

/** How many members each source of candidates gives (most followed, most active, same park). */
export const SUGGESTION_POOL = 100;
/** Followers a member needs to count as 'Popular'. */
export const POPULAR_FOLLOWERS_MIN = 2;

/**
 * How a candidate ranks: a mix of followers (logarithmic, so a few stars do not take every
 * place), posting this week and sharing the viewer's home park.
 */
const score = sql`(ln(1 + c.follower_count)
  + case when c.recent_post_count > 0 then 1.5 + 0.5 * ln(1 + c.recent_post_count) else 0 end
  + case when c.shares_home_park then 2.5 else 0 end)`;

/**
 * Members for `viewerId` to follow, best first, in one statement: candidates come from three
 * bounded sources (the most followed, from `follows_followee_idx`; the most active in the last
 * days, from `posts_live_created_idx`, counting only posts the viewer may see; members with
 * the viewer's home park), never the viewer, nobody they follow, nobody blocked either way
 * (`blocks`), nobody suspended or deleted; then ranked by {@link score}.
 */
export async function listSuggestionRows(
  db: Executor,
  viewerId: string,
  activeSince: Date,
  now: Date,
  limit: number,
): Promise<SuggestionRow[]> {
  const viewer = sql`${viewerId}::uuid`;
  const notFollowed = (id: SQL) =>
    sql`${id} <> ${viewer} and not exists (select 1 from follows mine
      where mine.follower_id = ${viewer} and mine.followee_id = ${id})`;
  const query = sql`
    with me as (select home_park from profiles where id = ${viewer}),
    popular as (
      select f.followee_id as id, count(*)::int as followers from follows f
      group by f.followee_id
      having count(*) >= ${POPULAR_FOLLOWERS_MIN} and ${notFollowed(sql`f.followee_id`)}
      order by followers desc, f.followee_id
      limit ${SUGGESTION_POOL}
    ),
    active as (
      select p.author_id as id, count(*)::int as recent_posts from posts p
      where p.deleted_at is null and p.created_at > ${activeSince.toISOString()}::timestamptz
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
    c as (
      select pr.id, pr.username, pr.first_name, pr.last_name, pr.avatar_url, pr.home_park,
        coalesce(pop.followers,
          (select count(*)::int from follows fc where fc.followee_id = pr.id)) as follower_count,
        coalesce(act.recent_posts, 0) as recent_post_count,
        pop.id is not null as is_popular,
        coalesce(pr.home_park = (select home_park from me), false) as shares_home_park
      from (select id from popular union select id from active union select id from same_park)
        as candidate
      join profiles pr on pr.id = candidate.id
      left join popular pop on pop.id = candidate.id
      left join active act on act.id = candidate.id
      where ${notBlockedBetween(viewerId, sql`pr.id`)}
        and not exists (select 1 from auth_users u where u.id = pr.id
          and (u.deleted_at is not null or u.banned_until > ${now.toISOString()}::timestamptz))
    )
    select c.id, c.username, c.first_name as "firstName", c.last_name as "lastName",
      c.avatar_url as "avatarUrl", c.home_park as "homePark",
      c.follower_count as "followerCount", c.recent_post_count as "recentPostCount",
      c.is_popular as "isPopular", c.recent_post_count > 0 as "isActive",
      c.shares_home_park as "sharesHomePark"
    from c
    order by ${score} desc, c.follower_count desc, c.id
    limit ${limit}`;
  const result = (await db.execute<SuggestionRow>(query)) as unknown as { rows: SuggestionRow[] };
  return result.rows;
}
