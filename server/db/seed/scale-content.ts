import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { scaleIdSql } from './scale-ids';
import { countInserted, inBatches, randomItem } from './scale-social';

/**
 * The searched kinds of a scale run (issue 28): checklists, tips, events, photo contests and
 * creator listings by the run's members, so `npm run bench:search` times every tab at size.
 * Texts are drawn from short word lists (common words match many rows) and each row carries one
 * code word `zq<n>` of {@link RARE_WORDS} (a rare word matches about one row in that many).
 */

/** How many different code words the rows carry. */
export const RARE_WORDS = 1000;

const parks = ['Magic Kingdom', 'EPCOT', 'Hollywood Studios', 'Animal Kingdom', 'Disney Springs'];
const checklistTitles = [
  'Packing list for',
  'Rope drop plan for',
  'First day at',
  'Snack crawl through',
  'Rainy day backup for',
  'Fireworks evening at',
];
const checklistDescriptions = [
  'Everything we carry for a long park day with the kids.',
  'Sunscreen, ponchos, chargers and the snacks we never skip.',
  'Our order of rides before the lines build up.',
  'The festival booths worth the walk, with prices.',
];
const tipOpenings = [
  'Mobile order lunch before noon at',
  'Ride the boats early at',
  'Buy the photo package before you go to',
  'Watch the fireworks from the bridge at',
  'Bring a refillable bottle to',
  'Book dining sixty days ahead for',
];
const tipEndings = [
  'It saves an hour every day.',
  'Lines are short right after the parade.',
  'Cast members will refill water for free.',
  'The shady side of the street is on the left.',
];
const eventTitles = [
  'Rope drop meetup at',
  'Festival food crawl at',
  'Fireworks photo walk at',
  'Pin trading morning at',
  'Holiday party meetup at',
];
const eventDescriptions = [
  'Meet by the fountain and walk the park together.',
  'We share tables, snacks and ride times all evening.',
  'Bring a camera and a tripod if you have one.',
];
const contestTitles = [
  'Castle at golden hour',
  'Festival snacks',
  'Fireworks night',
  'Reflections',
  'Characters',
];
const headlines = [
  'Family portraits in the parks',
  'Park vlogs and ride-throughs',
  'Trip planning for first-timers',
  'Snack reviews and festival news',
];
const creatorKinds = ['photographer', 'vlogger', 'influencer', 'trip_planner'];

/** What the content part of a scale run writes. */
export interface ContentPlan {
  runTag: string;
  /** The run's members are numbered 0 to `members - 1`. */
  members: number;
  /** The run's groups (0 to `groups - 1`), every fifth private; a tenth of the events go there. */
  groups: number;
  checklists: number;
  tips: number;
  events: number;
  contests: number;
  creators: number;
  batchSize: number;
}

export interface ContentResult {
  checklists: number;
  tips: number;
  events: number;
  contests: number;
  creators: number;
}

const rareWord = sql`'zq' || (g % ${RARE_WORDS})::text`;
const randomMember = (runTag: string, members: number) =>
  scaleIdSql(runTag, 'member', sql`floor(random() * ${members})::int`);
const someTimeAgo = (days: number) =>
  sql`now() - random() * interval '${sql.raw(String(days))} days'`;

/**
 * Adds the searched kinds in `insert … select … from generate_series` statements of `batchSize`
 * rows. Checklists: 40 % public, 10 % unlisted, the rest private; events from six months back
 * to six ahead, a tenth in the run's groups; creators are the run's first members, one kind each.
 */
export async function seedContent(
  db: Database,
  plan: ContentPlan,
  onRows: (rows: number) => void = () => undefined,
): Promise<ContentResult> {
  const member = randomMember(plan.runTag, plan.members);
  const batches = (total: number, insert: (from: number, to: number) => SQL) =>
    db.transaction((tx) =>
      inBatches(total, plan.batchSize, (from, to) => countInserted(tx, insert(from, to)), onRows),
    );
  const series = (from: number, to: number) =>
    sql`generate_series(${from}::bigint, ${to - 1}::bigint) as g`;

  const checklists = await batches(
    plan.checklists,
    (from, to) => sql`insert into checklists (owner_id, title, description, park, topic, visibility,
        created_at, updated_at)
      select owner, title || ' ' || park || ' ' || ${rareWord}, description, park, 'planning',
        case when v < 0.4 then 'public' when v < 0.5 then 'unlisted' else 'private' end, at, at
      from (select g, ${member} as owner, ${randomItem(checklistTitles)} as title,
          ${randomItem(checklistDescriptions)} as description, ${randomItem(parks)} as park,
          random() as v, ${someTimeAgo(365)} as at
        from ${series(from, to)}) as generated`,
  );

  const tips = await batches(
    plan.tips,
    (from, to) => sql`insert into tips (author_id, category, park, body, created_at, updated_at)
      select author, category, park, opening || ' ' || park || '. ' || ending || ' ' || ${rareWord},
        at, at
      from (select g, ${member} as author,
          ${randomItem(['money', 'time', 'planning', 'insider'])} as category,
          ${randomItem(parks)} as park, ${randomItem(tipOpenings)} as opening,
          ${randomItem(tipEndings)} as ending, ${someTimeAgo(365)} as at
        from ${series(from, to)}) as generated`,
  );

  const groupOf =
    plan.groups > 0
      ? sql`case when random() < 0.1
          then ${scaleIdSql(plan.runTag, 'group', sql`floor(random() * ${plan.groups})::int`)} end`
      : sql`null::uuid`;
  const events = await batches(
    plan.events,
    (from, to) => sql`insert into events (organizer_id, group_id, title, description, type, park,
        location, starts_at, ends_at, created_at, updated_at)
      select organizer, grp, title || ' ' || park || ' ' || ${rareWord}, description, 'meetup',
        park, 'By the main entrance', starts, starts + interval '3 hours', at, at
      from (select g, ${member} as organizer, ${groupOf} as grp, ${randomItem(eventTitles)} as title,
          ${randomItem(eventDescriptions)} as description, ${randomItem(parks)} as park,
          now() + (random() - 0.5) * interval '360 days' as starts, ${someTimeAgo(365)} as at
        from ${series(from, to)}) as generated`,
  );

  const contests = await batches(
    plan.contests,
    (from, to) => sql`insert into contests (title, theme, rules, entries_open_at, entries_close_at,
        voting_ends_at, created_at, updated_at)
      select title || ' ' || (g + 1)::text, 'Photos of ' || park || ' ' || ${rareWord},
        'One photo per member, taken by you.', opens, opens + interval '7 days',
        opens + interval '14 days', opens, opens
      from (select g, ${randomItem(contestTitles)} as title, ${randomItem(parks)} as park,
          now() - random() * interval '365 days' as opens
        from ${series(from, to)}) as generated`,
  );

  const creatorCount = Math.min(plan.creators, plan.members);
  const creators = await batches(
    creatorCount,
    (from, to) => sql`insert into creator_profiles (user_id, headline, bio, parks, created_at,
        updated_at)
      select ${scaleIdSql(plan.runTag, 'member', sql`g`)}, headline || ' at ' || park,
        'I work at ' || park || ' most weeks. Code ' || ${rareWord} || '.', array[park], at, at
      from (select g, ${randomItem(headlines)} as headline, ${randomItem(parks)} as park,
          ${someTimeAgo(365)} as at
        from ${series(from, to)}) as generated`,
  );
  await batches(
    creatorCount,
    (from, to) => sql`insert into creator_kinds (user_id, kind)
      select ${scaleIdSql(plan.runTag, 'member', sql`g`)}, ${randomItem(creatorKinds)}
      from ${series(from, to)}`,
  );

  await db.execute(
    sql`analyze checklists, tips, events, contests, creator_profiles, creator_kinds`,
  );
  return { checklists, tips, events, contests, creators };
}
