import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { scaleIdSql } from './scale-ids';
import {
  countInserted,
  evenSpread,
  inBatches,
  randomItem,
  spreadingStride,
  startOf,
} from './scale-social';

const themes = [
  'Rope Drop Crew',
  'Festival Foodies',
  'Fireworks Photographers',
  'Resort Hoppers',
  'Pin Traders',
  'Annual Passholders',
  'runDisney Runners',
  'Galaxy Edge Locals',
  'Dole Whip Society',
  'Family Planners',
];
const places = ['Magic Kingdom', 'EPCOT', 'Hollywood Studios', 'Animal Kingdom', 'Disney Springs'];
const topics = [
  'touring',
  'food',
  'photography',
  'resorts',
  'collecting',
  'passholders',
  'rundisney',
];
const descriptions = [
  'Plans, tips and trip reports from regulars.',
  'Meet-ups, ride times and the best snacks of the week.',
  'Everything we learned the hard way, shared so you do not have to.',
  'Friendly fans comparing notes before every visit.',
];

/** Every fifth group of a run is private. */
const PRIVATE_EVERY = 5;
/** About this share of the run's posts is moved into one of its author's groups. */
export const GROUP_POST_SHARE = 0.1;
/** About this share of plain memberships becomes moderators. */
const MODERATOR_SHARE = 0.05;

/** What the groups part of a scale run writes, among members numbered 0 to `members - 1`. */
export interface GroupsPlan {
  runTag: string;
  members: number;
  groups: number;
  /** Memberships besides the owners' (each member joins about `memberships / members` groups). */
  memberships: number;
  batchSize: number;
}

export interface GroupsResult {
  groups: number;
  memberships: number;
  groupPosts: number;
}

/** The most memberships the members and groups allow (no one joins a group twice). */
export function possibleMemberships(plan: Pick<GroupsPlan, 'members' | 'groups' | 'memberships'>) {
  return Math.min(plan.memberships, plan.members * plan.groups);
}

/**
 * Adds groups, their owners and members, moves about {@link GROUP_POST_SHARE} of the run's posts
 * into one of their author's groups, and sets the groups' counters from the rows, in one
 * transaction of `insert … select … from generate_series` statements (as `seedSocial` does).
 * Group `j` is owned by member `j mod members`; one group in {@link PRIVATE_EVERY} is private;
 * memberships are spread evenly, each member's groups picked by a stride that never repeats.
 */
export async function seedGroups(
  db: Database,
  plan: GroupsPlan,
  onRows: (rows: number) => void = () => undefined,
): Promise<GroupsResult> {
  if (plan.groups === 0 || plan.members === 0) return { groups: 0, memberships: 0, groupPosts: 0 };
  const n = plan.members;
  const total = possibleMemberships(plan);
  const memberId = (index: SQL) => scaleIdSql(plan.runTag, 'member', index);
  const groupId = (index: SQL) => scaleIdSql(plan.runTag, 'group', index);
  const g = sql.raw('g');
  const runGroups = sql`(select ${groupId(g)} from generate_series(0, ${plan.groups - 1}) as g)`;

  return db.transaction(async (tx) => {
    const groups = await inBatches(
      plan.groups,
      plan.batchSize,
      (from, to) =>
        countInserted(
          tx,
          sql`insert into groups (id, name, description, about, park, topic, visibility,
              created_at, updated_at, last_activity_at)
            select ${groupId(g)}, theme || ' ' || g || ' · ' || ${plan.runTag}, description,
              'Scale group ' || g || ' of run ' || ${plan.runTag} || '.', park, topic,
              case when g % ${PRIVATE_EVERY} = 0 then 'private' else 'public' end, at, at, at
            from (
              select g, ${randomItem(themes)} as theme, ${randomItem(descriptions)} as description,
                ${randomItem(places)} as park, ${randomItem(topics)} as topic,
                now() - random() * interval '365 days' as at
              from generate_series(${from}::bigint, ${to - 1}::bigint) as g
            ) as generated`,
        ),
      onRows,
    );
    await tx.execute(sql`insert into group_members (group_id, user_id, role, joined_at)
      select ${groupId(g)}, ${memberId(sql`(g % ${n})`)}, 'owner', now() - interval '365 days'
      from generate_series(0, ${plan.groups - 1}) as g`);

    const spread = evenSpread(g, total, n);
    const stride = spreadingStride(plan.groups);
    const memberships = await inBatches(
      total,
      plan.batchSize,
      (from, to) =>
        countInserted(
          tx,
          sql`insert into group_members (group_id, user_id, role, joined_at)
            select ${groupId(sql`((${startOf(sql`member`, plan.groups)} + slot * ${stride}) % ${plan.groups})`)},
              ${memberId(sql`member`)},
              case when random() < ${MODERATOR_SHARE} then 'moderator' else 'member' end,
              now() - random() * interval '300 days'
            from (
              select ${spread.owner} as member, ${spread.slot} as slot
              from generate_series(${from}::bigint, ${to - 1}::bigint) as g
            ) as pairs
            on conflict do nothing`,
        ),
      onRows,
    );

    const moved = (await tx.execute(sql`with picked as (
        select m.user_id, (array_agg(m.group_id order by m.group_id))[1] as group_id
        from group_members m where m.group_id in ${runGroups}
        group by m.user_id
      ), updated as (
        update posts p set group_id = picked.group_id
        from picked
        where p.author_id = picked.user_id and p.group_id is null and random() < ${GROUP_POST_SHARE}
        returning 1
      ) select count(*)::int as n from updated`)) as unknown as { rows: { n: number }[] };

    await tx.execute(sql`update groups set
        member_count = (select count(*)::int from group_members m where m.group_id = groups.id),
        post_count = (select count(*)::int from posts p
          where p.group_id = groups.id and p.deleted_at is null),
        last_activity_at = greatest(groups.created_at, coalesce((select max(p.created_at)
          from posts p where p.group_id = groups.id and p.deleted_at is null), groups.created_at))
      where groups.id in ${runGroups}`);
    return { groups, memberships, groupPosts: Number(moved.rows[0]?.n ?? 0) };
  });
}
