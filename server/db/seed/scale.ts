import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  conversationParticipants,
  conversations,
  messages,
  notificationTypes,
  notifications,
  profiles,
} from '../schema';
import { demoMembers } from './demo-data';
import type { ScaleOptions } from './scale-args';
import { scaleId } from './scale-ids';
import { messageThreadsFor } from './scale-messages';
import { possibleSocialCounts, seedSocial } from './scale-social';
import { possibleMemberships, seedGroups } from './scale-groups';
import { seedContent } from './scale-content';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Actors of new notifications are picked among the most recent profiles of this run. */
const ACTOR_POOL_SIZE = 5000;
/** Authors, followers and likers are the run's first members, at most this many. */
const SOCIAL_POOL_SIZE = 100_000;
/** The notification kinds of spec §3 (group ones need a group, which these rows do not have). */
const SPEC_NOTIFICATION_TYPES = ['like', 'follow', 'comment', 'message', 'other'] as const;

const firstNames = demoMembers.map((member) => member.firstName);
const lastNames = demoMembers.map((member) => member.lastName);
const parks = ['Magic Kingdom', 'EPCOT', 'Hollywood Studios', 'Animal Kingdom'];
const habits = [
  'rope drop regular',
  'snack hunter',
  'fireworks photographer',
  'festival foodie',
  'resort hopper',
  'first-timer planning a big trip',
  'annual passholder',
  'character meet-and-greet collector',
];

/** Rows added by a scale run, per table. */
export interface ScaleResult {
  /** Tag of the run: usernames are `fan_<runTag>_<n>`. */
  runTag: string;
  profiles: number;
  notifications: number;
  /** Two-person conversations, one message each, behind the 'message' notifications. */
  conversations: number;
  posts: number;
  follows: number;
  likes: number;
  /** Groups, memberships besides the owners', and posts moved into groups. */
  groups: number;
  groupMemberships: number;
  groupPosts: number;
  /** The searched kinds (issue 28). */
  checklists: number;
  tips: number;
  events: number;
  contests: number;
  creators: number;
  seconds: number;
}

/** Called after each batch with the rows written so far and the rows planned in total. */
export type ScaleProgress = (done: number, total: number) => void;

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

type ContentCounts = Pick<ScaleOptions, 'checklists' | 'tips' | 'events' | 'contests' | 'creators'>;

type ScaleRunOptions = Pick<ScaleOptions, 'users' | 'notificationsPerUser' | 'batchSize'> &
  Partial<Pick<ScaleOptions, 'posts' | 'follows' | 'likes' | 'groups' | 'groupMemberships'>> &
  Partial<ContentCounts>;

/** The searched kinds a run writes (none unless asked; creators at most one per member). */
export function plannedContent(options: Pick<ScaleOptions, 'users'> & Partial<ContentCounts>) {
  return {
    checklists: options.checklists ?? 0,
    tips: options.tips ?? 0,
    events: options.events ?? 0,
    contests: options.contests ?? 0,
    creators: Math.min(options.creators ?? 0, options.users, SOCIAL_POOL_SIZE),
  };
}

/** The groups and memberships a run writes (none unless asked). */
export function plannedGroups(
  options: Pick<ScaleOptions, 'users'> & Partial<Pick<ScaleOptions, 'groups' | 'groupMemberships'>>,
) {
  const groups = options.groups ?? 0;
  return {
    groups,
    memberships: possibleMemberships({
      members: Math.min(options.users, SOCIAL_POOL_SIZE),
      groups,
      memberships: groups > 0 ? (options.groupMemberships ?? 0) : 0,
    }),
  };
}

/**
 * The posts, follows and likes a run writes: the asked counts, or fewer when they are more than
 * its members and posts allow (see `possibleSocialCounts`).
 */
export function plannedSocial(
  options: Pick<ScaleOptions, 'users'> & Partial<Pick<ScaleOptions, 'posts' | 'follows' | 'likes'>>,
) {
  return possibleSocialCounts({
    members: Math.min(options.users, SOCIAL_POOL_SIZE),
    posts: options.posts ?? 0,
    follows: options.follows ?? 0,
    likes: options.likes ?? 0,
  });
}

/** Total rows a run will write, for the progress bar. */
export function plannedRows(
  options: Pick<ScaleOptions, 'users' | 'notificationsPerUser'> &
    Partial<Pick<ScaleOptions, 'posts' | 'follows' | 'likes' | 'groups' | 'groupMemberships'>> &
    Partial<ContentCounts>,
): number {
  const social = plannedSocial(options);
  const grouped = plannedGroups(options);
  const content = plannedContent(options);
  return (
    content.checklists +
    content.tips +
    content.events +
    content.contests +
    // A creator is a profile and a kind.
    content.creators * 2 +
    options.users * (1 + options.notificationsPerUser) +
    social.posts +
    social.follows +
    social.likes +
    grouped.groups +
    grouped.memberships
  );
}

function profileBatch(runTag: string, from: number, size: number, now: number) {
  return Array.from({ length: size }, (_, offset): typeof profiles.$inferInsert => {
    const index = from + offset;
    const joined = new Date(now - Math.floor(Math.random() * 365 * DAY_MS));
    return {
      id: scaleId(runTag, 'member', index),
      username: `fan_${runTag}_${index}`,
      firstName: pick(firstNames),
      lastName: pick(lastNames),
      bio: `${pick(parks)} ${pick(habits)}.`,
      createdAt: joined,
      updatedAt: joined,
    };
  });
}

function notificationRows(
  userIds: readonly string[],
  actorPool: readonly string[],
  perUser: number,
  now: number,
) {
  const rows: (typeof notifications.$inferInsert)[] = [];
  for (const userId of userIds) {
    // A like or follow notifies once per actor (a unique index): repeats become comments.
    const notifiedOnce = new Set<string>();
    for (let n = 0; n < perUser; n += 1) {
      const actor = pick(actorPool);
      const createdAt = new Date(now - Math.floor(Math.random() * 30 * DAY_MS));
      let type: (typeof notificationTypes)[number] = pick(SPEC_NOTIFICATION_TYPES);
      if (type === 'like' || type === 'follow') {
        const key = `${type}|${actor}`;
        if (notifiedOnce.has(key)) type = 'comment';
        notifiedOnce.add(key);
      }
      rows.push({
        userId,
        actorId: actor === userId ? null : actor,
        type,
        createdAt,
        readAt: Math.random() < 0.6 ? new Date(createdAt.getTime() + 60_000) : null,
      });
    }
  }
  return rows;
}

/**
 * Adds `options.users` profiles (unique usernames `fan_<run>_<n>`, ids from `scaleId`) and
 * `notificationsPerUser` notifications for each, in multi-row INSERTs of `batchSize` rows.
 * Each batch of profiles and their notifications is one transaction. Then posts, follows and
 * likes among the run's first 100,000 members (see `seedSocial`), groups and memberships among
 * them with some of their posts moved into groups (see `seedGroups`), and ANALYZE of the tables
 * written so the planner knows their new sizes at once.
 */
export async function seedScale(
  db: Database,
  options: ScaleRunOptions,
  onProgress: ScaleProgress = () => undefined,
): Promise<ScaleResult> {
  const startedAt = performance.now();
  const now = Date.now();
  const runTag = `${Date.now().toString(36).slice(-5)}${randomBytes(2).toString('hex')}`;
  const total = plannedRows(options);
  const actorPool: string[] = [];
  let written = 0;
  let notificationCount = 0;
  let conversationCount = 0;
  // Pairs that already talk: one conversation (and one "sent you a message") per pair.
  const pairsSeen = new Set<string>();

  for (let from = 0; from < options.users; from += options.batchSize) {
    const batch = profileBatch(
      runTag,
      from,
      Math.min(options.batchSize, options.users - from),
      now,
    );
    const ids = batch.map((row) => row.id as string);
    actorPool.push(...ids);
    if (actorPool.length > ACTOR_POOL_SIZE) actorPool.splice(0, actorPool.length - ACTOR_POOL_SIZE);
    const rows = notificationRows(ids, actorPool, options.notificationsPerUser, now);
    const threads = messageThreadsFor(rows, pairsSeen, randomUUID);

    await db.transaction(async (tx) => {
      await tx.insert(profiles).values(batch);
      for (let start = 0; start < threads.conversations.length; start += options.batchSize) {
        const end = start + options.batchSize;
        await tx.insert(conversations).values(threads.conversations.slice(start, end));
        await tx.insert(messages).values(threads.messages.slice(start, end));
      }
      for (let start = 0; start < threads.participants.length; start += options.batchSize) {
        await tx
          .insert(conversationParticipants)
          .values(threads.participants.slice(start, start + options.batchSize));
      }
      for (let start = 0; start < rows.length; start += options.batchSize) {
        await tx.insert(notifications).values(rows.slice(start, start + options.batchSize));
      }
    });
    written += batch.length + rows.length;
    notificationCount += rows.length;
    conversationCount += threads.conversations.length;
    onProgress(written, total);
  }

  const social = await seedSocial(
    db,
    {
      runTag,
      members: Math.min(options.users, SOCIAL_POOL_SIZE),
      posts: options.posts ?? 0,
      follows: options.follows ?? 0,
      likes: options.likes ?? 0,
      batchSize: options.batchSize,
    },
    (rows) => {
      written += rows;
      onProgress(written, total);
    },
  );
  const grouped = await seedGroups(
    db,
    {
      runTag,
      members: Math.min(options.users, SOCIAL_POOL_SIZE),
      groups: options.groups ?? 0,
      memberships: plannedGroups(options).memberships,
      batchSize: options.batchSize,
    },
    (rows) => {
      written += rows;
      onProgress(written, total);
    },
  );
  const content = await seedContent(
    db,
    {
      runTag,
      members: Math.min(options.users, SOCIAL_POOL_SIZE),
      groups: grouped.groups,
      ...plannedContent(options),
      batchSize: options.batchSize,
    },
    (rows) => {
      written += rows;
      onProgress(written, total);
    },
  );
  await db.execute(
    sql`analyze profiles, notifications, conversations, conversation_participants, messages, posts, follows, post_likes, groups, group_members`,
  );
  return {
    runTag,
    profiles: options.users,
    notifications: notificationCount,
    conversations: conversationCount,
    ...social,
    groups: grouped.groups,
    groupMemberships: grouped.memberships,
    groupPosts: grouped.groupPosts,
    ...content,
    seconds: (performance.now() - startedAt) / 1000,
  };
}
