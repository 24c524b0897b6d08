import { sql, type SQL } from 'drizzle-orm';
import type { BulkDeleteFilter } from '../../../common/features/admin/bulk-delete.contract';
import { contentKind } from '../../content/content-registry';
import { uuidArray } from '../../content/id-list.sql';
import type { Executor } from '../../db/client';
import type { CursorKey } from '../../lib/cursor';
import { before, isoText, selectRows } from './dashboard.repository';

/**
 * The statements of bulk deletes: what a filter matches (counted, sampled, locked) and the
 * operations' records. The posts and comments themselves, and the counts they feed, are changed
 * by their content kinds (`bulk`, issue 27), set-based, as the single deletes keep them.
 */

/** A filter with its author resolved to an id, and the newest `created_at` it may match. */
export interface ResolvedFilter extends Omit<BulkDeleteFilter, 'author'> {
  /** Rows written after this are left alone (a job does not chase new posts). */
  createdUpTo?: Date;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
const dayStart = (day: string) => sql`${day}::date::timestamp at time zone 'UTC'`;
const dayEnd = (day: string) => sql`(${day}::date + 1)::timestamp at time zone 'UTC'`;

/**
 * Conditions of the filter on a live item (`item`: posts `p` or comments `c`) and its live post
 * `p`.
 */
function matchOf(filter: ResolvedFilter, item: 'p' | 'c'): SQL {
  const column = (name: string) => sql.raw(`${item}.${name}`);
  const parts: SQL[] = [sql`p.deleted_at is null`];
  if (item === 'c') parts.push(sql`c.deleted_at is null`);
  if (filter.authorId) parts.push(sql`${column('author_id')} = ${filter.authorId}::uuid`);
  if (filter.from) parts.push(sql`${column('created_at')} >= ${dayStart(filter.from)}`);
  if (filter.to) parts.push(sql`${column('created_at')} < ${dayEnd(filter.to)}`);
  if (filter.createdUpTo) {
    parts.push(sql`${column('created_at')} <= ${filter.createdUpTo.toISOString()}::timestamptz`);
  }
  if (filter.text) parts.push(sql`${column('body')} ilike ${likePattern(filter.text)}`);
  if (filter.groupId) parts.push(sql`p.group_id = ${filter.groupId}::uuid`);
  if (filter.park) parts.push(sql`p.park = ${filter.park}`);
  return sql.join(parts, sql` and `);
}

const wants = (filter: ResolvedFilter, kind: 'post' | 'comment') => filter.kinds.includes(kind);

/** The id of the member with this username (any letter case), or null. */
export async function findMemberIdByUsername(db: Executor, username: string) {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`select id from profiles where lower(username) = lower(${username}) limit 1`,
  );
  return row?.id ?? null;
}

/** How many live posts and live comments (on live posts) the filter matches. */
export async function countMatches(db: Executor, filter: ResolvedFilter) {
  const [row] = await selectRows<{ posts: number; comments: number }>(
    db,
    sql`select
      ${wants(filter, 'post') ? sql`(select count(*)::int from posts p where ${matchOf(filter, 'p')})` : sql`0`} as posts,
      ${wants(filter, 'comment') ? sql`(select count(*)::int from comments c join posts p on p.id = c.post_id where ${matchOf(filter, 'c')})` : sql`0`} as comments`,
  );
  return { posts: row!.posts, comments: row!.comments };
}

export interface SampleRow extends Record<string, unknown> {
  kind: 'post' | 'comment';
  id: string;
  post_id: string;
  excerpt: string;
  author_id: string;
  username: string;
  created_at: string;
}

/** The newest `limit` matched items of either kind, with their author. */
export async function sampleMatches(db: Executor, filter: ResolvedFilter, limit: number) {
  const parts: SQL[] = [];
  const excerpt = (column: SQL) => sql`left(regexp_replace(${column}, '\\s+', ' ', 'g'), 160)`;
  if (wants(filter, 'post')) {
    parts.push(sql`(select 'post' as kind, p.id, p.id as post_id, ${excerpt(sql`p.body`)} as excerpt,
      p.author_id, p.created_at from posts p where ${matchOf(filter, 'p')}
      order by p.created_at desc, p.id desc limit ${limit})`);
  }
  if (wants(filter, 'comment')) {
    parts.push(sql`(select 'comment' as kind, c.id, c.post_id, ${excerpt(sql`c.body`)} as excerpt,
      c.author_id, c.created_at from comments c join posts p on p.id = c.post_id
      where ${matchOf(filter, 'c')} order by c.created_at desc, c.id desc limit ${limit})`);
  }
  return selectRows<SampleRow>(
    db,
    sql`select m.kind, m.id, m.post_id, m.excerpt, m.author_id, pr.username,
        ${isoText(sql`m.created_at`)} as created_at
      from (${sql.join(parts, sql` union all `)}) m join profiles pr on pr.id = m.author_id
      order by m.created_at desc, m.id desc limit ${limit}`,
  );
}

/** Locks the groups whose posts the filter matches (groups before posts, as single deletes do). */
export async function lockMatchedGroups(db: Executor, filter: ResolvedFilter): Promise<void> {
  if (!wants(filter, 'post')) return;
  await db.execute(
    sql`select g.id from groups g where g.id in (
        select p.group_id from posts p where ${matchOf(filter, 'p')} and p.group_id is not null)
      order by g.id for update of g`,
  );
}

/** The item ids the operation deleted of a kind (its `bulk_deletion_items`). */
async function operationItemIds(db: Executor, deletionId: string, kind: 'post' | 'comment') {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select item_id as id from bulk_deletion_items
      where deletion_id = ${deletionId}::uuid and item_kind = ${kind} order by item_id`,
  );
  return rows.map((row) => row.id);
}

/** Records items as the operation's (for its undo). */
async function recordItems(
  db: Executor,
  deletionId: string,
  kind: 'post' | 'comment',
  ids: readonly string[],
) {
  if (ids.length === 0) return;
  await db.execute(
    sql`insert into bulk_deletion_items (deletion_id, item_kind, item_id)
      select ${deletionId}::uuid, ${kind}, id from unnest(${uuidArray(ids)}) as id`,
  );
}

/**
 * Soft-deletes up to `limit` matched live items of a kind (all when null) at `at` through the
 * kind's own bulk removal (issue 27: the content registry), and records them as the operation's
 * items. Resolves to how many.
 */
async function deleteMatched(
  db: Executor,
  kind: 'post' | 'comment',
  deletionId: string,
  filter: ResolvedFilter,
  at: Date,
  limit: number | null,
): Promise<number> {
  if (!wants(filter, kind)) return 0;
  const match = matchOf(filter, kind === 'post' ? 'p' : 'c');
  const ids = await contentKind(kind).bulk!.removeMatching(db, match, at, limit);
  await recordItems(db, deletionId, kind, ids);
  return ids.length;
}

/** Matched live comments, soft-deleted at `at` (their posts' comment counts follow). */
export const deleteMatchedComments = (
  db: Executor,
  deletionId: string,
  filter: ResolvedFilter,
  at: Date,
  limit: number | null,
) => deleteMatched(db, 'comment', deletionId, filter, at, limit);

/** Matched live posts, soft-deleted at `at` (their groups' post counts follow). */
export const deleteMatchedPosts = (
  db: Executor,
  deletionId: string,
  filter: ResolvedFilter,
  at: Date,
  limit: number | null,
) => deleteMatched(db, 'post', deletionId, filter, at, limit);

/**
 * Restores the operation's posts that are still deleted at the moment it deleted them (a post
 * deleted again otherwise since keeps that deletion), through the post kind.
 */
export async function restorePosts(db: Executor, deletionId: string, at: Date): Promise<number> {
  return contentKind('post').bulk!.restore(db, await operationItemIds(db, deletionId, 'post'), at);
}

/**
 * Restores the operation's comments still deleted at its moment, through the comment kind; then
 * puts back, from the snapshots their audit entries kept, the comments an operation from before
 * migration 0024 removed outright. Resolves to how many.
 */
export async function restoreComments(db: Executor, deletionId: string, at: Date): Promise<number> {
  const ids = await operationItemIds(db, deletionId, 'comment');
  const restored = await contentKind('comment').bulk!.restore(db, ids, at);
  return restored + (await restoreRemovedComments(db, deletionId));
}

/**
 * Puts back the comments an operation from before comments had `deleted_at` removed, from the
 * snapshots its audit entries kept (only the ones recorded as its items, on posts that still
 * exist, not already there) and raises their posts' comment counts. Resolves to how many.
 */
async function restoreRemovedComments(db: Executor, deletionId: string): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`with kept as (
        select (e->>'id')::uuid as id, (e->>'postId')::uuid as post_id,
          (e->>'authorId')::uuid as author_id, e->>'body' as body,
          (e->>'createdAt')::timestamptz as created_at
        from audit_log a, jsonb_array_elements(a.before -> 'comments') e
        where a.action = 'bulk.delete' and a.item_kind = 'bulk_deletion'
          and a.item_id = ${deletionId} and jsonb_typeof(a.before -> 'comments') = 'array'
      ),
      back as (
        insert into comments (id, post_id, author_id, body, created_at)
        select k.id, k.post_id, k.author_id, k.body, k.created_at from kept k
        join bulk_deletion_items i on i.deletion_id = ${deletionId}::uuid
          and i.item_kind = 'comment' and i.item_id = k.id
        where exists (select 1 from posts p where p.id = k.post_id)
          and exists (select 1 from profiles pr where pr.id = k.author_id)
        on conflict (id) do nothing
        returning id, post_id
      ),
      counted as (
        update posts set comment_count = posts.comment_count + n.count
        from (select post_id, count(*)::int as count from back group by post_id) n
        where posts.id = n.post_id
      )
      select count(*)::int as count from back`,
  );
  return row!.count;
}

export interface DeletionRowOut extends Record<string, unknown> {
  id: string;
  actor_id: string | null;
  actor_username: string | null;
  filter: Record<string, unknown> | string;
  reason: string;
  state: 'running' | 'done' | 'failed' | 'undone';
  total: number;
  processed: number;
  deleted_at: string;
  finished_at: string | null;
  undone_at: string | null;
}

const deletionColumns = sql`d.id, d.actor_id, pr.username as actor_username, d.filter, d.reason,
  d.state, d.total, d.processed, ${isoText(sql`d.deleted_at`)} as deleted_at,
  ${isoText(sql`d.finished_at`)} as finished_at, ${isoText(sql`d.undone_at`)} as undone_at`;

/** Starts an operation's row; its id. */
export async function insertDeletion(
  db: Executor,
  values: { actorId: string; filter: unknown; reason: string; total: number; at: Date },
): Promise<string> {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`insert into bulk_deletions (actor_id, filter, reason, state, total, processed, deleted_at)
      values (${values.actorId}::uuid, ${JSON.stringify(values.filter)}::jsonb, ${values.reason},
        'running', ${values.total}, 0, ${values.at.toISOString()}::timestamptz)
      returning id`,
  );
  return row!.id;
}

/** Changes an operation's progress and state. */
export async function updateDeletion(
  db: Executor,
  id: string,
  values: {
    processedBy?: number;
    total?: number;
    state?: 'running' | 'done' | 'failed' | 'undone';
    finishedAt?: Date;
    undoneAt?: Date;
    undoneBy?: string;
  },
): Promise<void> {
  const sets: SQL[] = [];
  if (values.processedBy) sets.push(sql`processed = processed + ${values.processedBy}`);
  if (values.total !== undefined) sets.push(sql`total = ${values.total}`);
  if (values.state) sets.push(sql`state = ${values.state}`);
  if (values.finishedAt)
    sets.push(sql`finished_at = ${values.finishedAt.toISOString()}::timestamptz`);
  if (values.undoneAt) sets.push(sql`undone_at = ${values.undoneAt.toISOString()}::timestamptz`);
  if (values.undoneBy) sets.push(sql`undone_by = ${values.undoneBy}::uuid`);
  if (sets.length === 0) return;
  await db.execute(
    sql`update bulk_deletions set ${sql.join(sets, sql`, `)} where id = ${id}::uuid`,
  );
}

/** An operation with its actor's username; locked for the transaction when `forUpdate`. */
export async function findDeletion(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<DeletionRowOut | null> {
  if (options.forUpdate) {
    await db.execute(sql`select id from bulk_deletions where id = ${id}::uuid for update`);
  }
  const [row] = await selectRows<DeletionRowOut>(
    db,
    sql`select ${deletionColumns} from bulk_deletions d left join profiles pr on pr.id = d.actor_id
      where d.id = ${id}::uuid`,
  );
  return row ?? null;
}

/** Operations newest first, after `cursor`, `limit` rows. */
export async function listDeletions(
  db: Executor,
  cursor: CursorKey | undefined,
  limit: number,
): Promise<DeletionRowOut[]> {
  return selectRows<DeletionRowOut>(
    db,
    sql`select ${deletionColumns} from bulk_deletions d left join profiles pr on pr.id = d.actor_id
      where true ${before(cursor, sql`d.deleted_at`, sql`d.id`)}
      order by d.deleted_at desc, d.id desc limit ${limit}`,
  );
}

/** A setting of `moderation_settings`, or `fallback` when it has no row. */
export async function readSetting(db: Executor, key: string, fallback: number): Promise<number> {
  const [row] = await selectRows<{ value: number }>(
    db,
    sql`select value from moderation_settings where key = ${key}`,
  );
  return row?.value ?? fallback;
}
