import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Name and description as one text, as group search compares it with pg_trgm
 * (`groups_search_trgm_idx` is built on this very expression: queries must use it unchanged).
 */
export const groupSearchText = sql.raw(`(name || ' ' || description)`);

/**
 * A community group (issue 12). Public groups show everything to everyone; a private group
 * shows only its name, description, cover and member count to non-members (the rule lives in
 * `server/features/groups/groups.policy.ts`). `member_count`, `post_count` and
 * `last_activity_at` are kept in step with memberships and posts in the same transaction.
 */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    about: text('about').notNull().default(''),
    /** An upload of the owner's (its large WebP is the cover). */
    coverUploadId: uuid('cover_upload_id'),
    park: text('park'),
    topic: text('topic'),
    visibility: text('visibility', { enum: ['public', 'private'] })
      .notNull()
      .default('public'),
    memberCount: integer('member_count').notNull().default(0),
    postCount: integer('post_count').notNull().default(0),
    lastActivityAt: at('last_activity_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // Names are unique whatever their case.
    uniqueIndex('groups_name_lower_key').on(sql`lower(${table.name})`),
    index('groups_search_trgm_idx').using('gin', sql`${groupSearchText} gin_trgm_ops`),
    index('groups_members_idx').on(table.memberCount.desc(), table.id.desc()),
    index('groups_activity_idx').on(table.lastActivityAt.desc(), table.id.desc()),
    index('groups_created_idx').on(table.createdAt.desc(), table.id.desc()),
    // Which group a photo is the cover of (serving a photo asks its item, issue 26).
    index('groups_cover_upload_idx')
      .on(table.coverUploadId)
      .where(sql`${table.coverUploadId} is not null`),
    check('groups_visibility_check', sql`${table.visibility} in ('public', 'private')`),
  ],
);

/** A member of a group and their role; every group has exactly one owner. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'moderator', 'member'] })
      .notNull()
      .default('member'),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    // A member's groups, newest membership first (the feed reads the group ids from here).
    index('group_members_user_idx').on(table.userId, table.joinedAt.desc()),
    uniqueIndex('group_members_one_owner_key')
      .on(table.groupId)
      .where(sql`${table.role} = 'owner'`),
    check('group_members_role_check', sql`${table.role} in ('owner', 'moderator', 'member')`),
  ],
);

/** A member asking to join a private group, until a moderator approves or declines. */
export const groupJoinRequests = pgTable(
  'group_join_requests',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index('group_join_requests_group_idx').on(table.groupId, table.createdAt),
  ],
);

/** An invite link to a group: whoever opens it before it expires (and is not revoked) joins. */
export const groupInvites = pgTable(
  'group_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** The secret part of the link (random, URL-safe). */
    token: text('token').notNull(),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('group_invites_token_key').on(table.token),
    index('group_invites_group_idx').on(table.groupId, table.createdAt.desc()),
  ],
);

/**
 * A member a moderator removed from a group (issue 26), until a moderator lets them back in:
 * while the row stands, joining (a public group too) and any invite link only ask to join, and
 * approving that request deletes the row.
 */
export const groupRemovals = pgTable(
  'group_removals',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    removedBy: uuid('removed_by').references(() => profiles.id, { onDelete: 'set null' }),
    removedAt: at('removed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.userId] })],
);

/**
 * A member blocking another (issue 12). A block works both ways: neither sees the other's
 * posts and comments, and neither can message, follow, like, comment on or mention the other.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('blocks_blocked_idx').on(table.blockedId, table.blockerId),
    check('blocks_not_self', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);

export type GroupRow = typeof groups.$inferSelect;
export type GroupMemberRow = typeof groupMembers.$inferSelect;
export type GroupInviteRow = typeof groupInvites.$inferSelect;
export type BlockRow = typeof blocks.$inferSelect;
