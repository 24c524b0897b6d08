import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  reportDecisions,
  reportItemKinds,
  reportReasons,
} from '../../../common/features/moderation/reports.contract';
import { profiles } from './profiles';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The kinds of item members may report and staff may hide, the reasons and the decisions
 * (issue 15), from the reports contract so that the API and the table's checks agree. One
 * mechanism for all kinds: a report and a hold name an item by kind and id.
 */
const reportableKinds = reportItemKinds;

const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * A member's report of an item. Open until a moderator decides on the item, which closes every
 * open report of it with the same decision and reason. At most one open report per member per
 * item (`reports_open_once_key`).
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemKind: text('item_kind', { enum: reportableKinds }).notNull(),
    itemId: uuid('item_id').notNull(),
    /** The member whose item it is (for a profile, the member), when known. */
    itemAuthorId: uuid('item_author_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** Null once the reporter's account is erased (issue 27): the report stays, anonymous. */
    reporterId: uuid('reporter_id').references(() => profiles.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: reportReasons }).notNull(),
    note: text('note'),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    decision: text('decision', { enum: reportDecisions }),
    decisionReason: text('decision_reason'),
    decidedBy: uuid('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reports_open_once_key')
      .on(table.reporterId, table.itemKind, table.itemId)
      .where(sql`${table.status} = 'open'`),
    index('reports_open_item_idx')
      .on(table.itemKind, table.itemId)
      .where(sql`${table.status} = 'open'`),
    index('reports_item_idx').on(table.itemKind, table.itemId, table.createdAt.desc()),
    index('reports_reporter_created_idx').on(table.reporterId, table.createdAt.desc()),
    index('reports_author_idx').on(table.itemAuthorId),
    check('reports_item_kind_check', sql.raw(`item_kind in (${quoted(reportableKinds)})`)),
    check('reports_reason_check', sql.raw(`reason in (${quoted(reportReasons)})`)),
    check('reports_status_check', sql`${table.status} in ('open', 'closed')`),
    check(
      'reports_decision_check',
      sql.raw(`decision is null or decision in (${quoted(reportDecisions)})`),
    ),
    check('reports_note_length_check', sql`char_length(${table.note}) <= 1000`),
  ],
);

/**
 * Items kept from everyone but their author (and staff) until a moderator decides: held
 * automatically after three reports from different members, or hidden by a moderator. Each
 * kind's visibility condition excludes held items for other viewers.
 */
export const hiddenItems = pgTable(
  'hidden_items',
  {
    itemKind: text('item_kind', { enum: reportableKinds }).notNull(),
    itemId: uuid('item_id').notNull(),
    itemAuthorId: uuid('item_author_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** `reports`: held by the three-report rule, pending review; `moderator`: a decision. */
    cause: text('cause', { enum: ['reports', 'moderator'] }).notNull(),
    hiddenBy: uuid('hidden_by').references(() => profiles.id, { onDelete: 'set null' }),
    reason: text('reason'),
    hiddenAt: at('hidden_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'hidden_items_pkey', columns: [table.itemKind, table.itemId] }),
    check('hidden_items_item_kind_check', sql.raw(`item_kind in (${quoted(reportableKinds)})`)),
    check('hidden_items_cause_check', sql`${table.cause} in ('reports', 'moderator')`),
  ],
);

/**
 * Every staff action, append-only (no route updates or deletes a row): who, what, which item or
 * member, the reason, the state before and after where it applies, and when.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The staff member; null for a `service_role` call of the auth admin API. A plain id, no
     * foreign key: an entry outlives its actor's account (issue 27) and keeps the id only.
     */
    actorId: uuid('actor_id'),
    /** `service_role` etc. when the actor is a token role rather than a member. */
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    itemKind: text('item_kind'),
    itemId: text('item_id'),
    targetUserId: uuid('target_user_id'),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('audit_log_action_created_idx').on(table.action, table.createdAt.desc()),
    index('audit_log_actor_created_idx').on(table.actorId, table.createdAt.desc()),
    index('audit_log_target_created_idx').on(table.targetUserId, table.createdAt.desc()),
  ],
);

/**
 * Settings of the trust rules, one integer per key (new-member limits and the daily like
 * limit); the migration inserts the defaults, an operator may change them.
 */
export const moderationSettings = pgTable('moderation_settings', {
  key: text('key').primaryKey(),
  value: integer('value').notNull(),
  description: text('description').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * A bulk delete: the filter and reason, how many rows it soft-deleted, its progress when it runs
 * as a job, and when it was undone (possible for 24 hours).
 */
export const bulkDeletions = pgTable(
  'bulk_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    filter: jsonb('filter').notNull(),
    reason: text('reason').notNull(),
    state: text('state', { enum: ['running', 'done', 'failed', 'undone'] })
      .notNull()
      .default('running'),
    /** Rows matched when the delete started, and rows soft-deleted so far. */
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    deletedAt: at('deleted_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    undoneAt: at('undone_at'),
    undoneBy: uuid('undone_by').references(() => profiles.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('bulk_deletions_created_idx').on(table.deletedAt.desc(), table.id.desc()),
    check(
      'bulk_deletions_state_check',
      sql`${table.state} in ('running', 'done', 'failed', 'undone')`,
    ),
  ],
);

/** The rows a bulk delete soft-deleted (and only those), so that undo restores exactly them. */
export const bulkDeletionItems = pgTable(
  'bulk_deletion_items',
  {
    deletionId: uuid('deletion_id')
      .notNull()
      .references(() => bulkDeletions.id, { onDelete: 'cascade' }),
    itemKind: text('item_kind', { enum: ['post', 'comment'] }).notNull(),
    itemId: uuid('item_id').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'bulk_deletion_items_pkey',
      columns: [table.deletionId, table.itemKind, table.itemId],
    }),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
export type HiddenItemRow = typeof hiddenItems.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
