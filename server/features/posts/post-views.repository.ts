import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { posts } from '../../db/schema';
import type { CursorKey } from '../../lib/cursor';
import {
  commentCountShownTo,
  postAliasVisibleTo,
  postNotHiddenFrom,
  postVisibleTo,
  postVisibleToOnce,
} from './post-visibility';
import { notBlockedBetween } from '../../content/blocks.sql';
import { isHiddenItem } from '../../content/hidden-items.sql';
import type { AuthorRow } from '../members/members.repository';
import type { PostPageRow } from './posts.repository';

/**
 * The read statements of posts as they are shown (feed, a member's posts, one post): each is
 * one prepared SQL statement that returns the posts with their author, photos and the viewer's
 * like, so a page costs one round trip whatever its size or depth.
 */

/** A photo of a post as the read statements return it (the URLs are derived from the id). */
export interface PostImageRow {
  id: string;
  width: number;
  height: number;
  altText: string | null;
}

/**
 * A post with everything it is shown with (author, photos in order, whether the viewer liked
 * it), read in the same statement as the post itself.
 */
export interface PostViewRow extends PostPageRow {
  /** Undefined when the profile row is missing (it cascades to posts, so only in a race). */
  author: AuthorRow | undefined;
  images: PostImageRow[];
  likedByMe: boolean;
  /** The group the post belongs to; null: none. */
  group: { id: string; name: string } | null;
  /** Issue 15: the post is hidden (seen only by its author and staff). */
  hidden: boolean;
}

/**
 * A single post's view, plus whether the viewer is staff (looked up only for a deleted post)
 * and whether `postVisibleTo` lets the viewer see it (private groups, blocks).
 */
export interface SinglePostViewRow extends PostViewRow {
  viewerIsStaff: boolean;
  visibleToViewer: boolean;
}

/** Parameters bound when a prepared statement runs. */
const param = {
  viewerId: sql.placeholder('viewerId'),
  authorId: sql.placeholder('authorId'),
  groupId: sql.placeholder('groupId'),
  postId: sql.placeholder('postId'),
  limit: sql.placeholder('limit'),
  cursorCreatedAt: sql.placeholder('cursorCreatedAt'),
  cursorId: sql.placeholder('cursorId'),
};

/** `postVisibleTo` the viewer parameter, for a statement reading `from posts`. */
const visibleToViewer = postVisibleTo(param.viewerId, {
  id: sql`${posts.id}`,
  authorId: sql`${posts.authorId}`,
  groupId: sql`${posts.groupId}`,
});

/**
 * `postVisibleTo` the viewer parameter with the facts about the viewer read once per statement
 * (`postVisibleToOnce`), for the feed's candidate scans.
 */
const visibleToViewerOnce = postVisibleToOnce(param.viewerId, {
  id: sql`${posts.id}`,
  authorId: sql`${posts.authorId}`,
  groupId: sql`${posts.groupId}`,
});

/** Issue 15: a hidden post only for its author and staff (for statements checking groups apart). */
const notHiddenFromViewer = postNotHiddenFrom(param.viewerId, {
  id: sql`${posts.id}`,
  authorId: sql`${posts.authorId}`,
});

/** The columns of `posts` a post is shown with, for a page statement reading `from posts`. */
const pageColumns = sql.join(
  [
    posts.id,
    posts.authorId,
    posts.body,
    posts.park,
    posts.groupId,
    posts.tags,
    posts.likeCount,
    posts.commentCount,
    posts.createdAt,
    posts.updatedAt,
    posts.deletedAt,
  ],
  sql`, `,
);

/**
 * Live posts in (created_at, id) descending order, after the cursor parameters when `afterCursor`,
 * for a statement reading `from posts`. `nulls last` (the columns are never null) matches the
 * order of `posts_author_live_created_idx` as drizzle-kit writes it, so the scan reads rows in
 * order and stops at the page size.
 */
function liveInOrder(afterCursor: boolean): SQL {
  const after = afterCursor
    ? sql` and (${posts.createdAt}, ${posts.id}) < (${param.cursorCreatedAt}::timestamptz, ${param.cursorId}::uuid)`
    : sql``;
  return sql`${posts.deletedAt} is null${after}
    order by ${posts.createdAt} desc nulls last, ${posts.id} desc nulls last`;
}

/**
 * What each post of the page (`p`, joined to its author's profile `a`) is shown with: the
 * cursor timestamp (formatted for the page's rows only, as `cursorTimestamp` does), the author,
 * the photos as one JSON array (from `uploads_post_idx`) and the viewer's like (primary key of
 * `post_likes`; false for a visitor). Written as SQL text: Drizzle would print the columns of a
 * subquery without their table. Timestamps stay PostgreSQL text here, read by `toPostView`.
 */
const viewFields = {
  id: sql<string>`p.id`,
  authorId: sql<string>`p.author_id`,
  body: sql<string>`p.body`,
  park: sql<string | null>`p.park`,
  groupId: sql<string | null>`p.group_id`,
  groupName: sql<string | null>`(select g.name from groups g where g.id = p.group_id)`,
  tags: sql<string[]>`p.tags`,
  likeCount: sql<number>`p.like_count`,
  /** Issue 27: the comments the viewer is shown, not the stored `comment_count`. */
  commentCount: commentCountShownTo(param.viewerId, sql`p.id`),
  createdAt: sql<string>`p.created_at`,
  updatedAt: sql<string>`p.updated_at`,
  deletedAt: sql<string | null>`p.deleted_at`,
  cursorCreatedAt: sql<string>`to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  authorUsername: sql<string | null>`a.username`,
  authorAvatarUrl: sql<string | null>`a.avatar_url`,
  images: sql<PostImageRow[]>`coalesce(
    (select json_agg(json_build_object('id', u.id, 'width', u.width, 'height', u.height,
          'altText', u.alt_text)
        order by u.position, u.created_at)
      from uploads u where u.post_id = p.id),
    '[]'::json)`,
  likedByMe: sql<boolean>`exists (select 1 from post_likes l
    where l.post_id = p.id and l.user_id = ${param.viewerId}::uuid)`,
  /** Issue 15: hidden (only its author and staff get this far); primary key of hidden_items. */
  hidden: isHiddenItem('post', sql`p.id`),
};

type ViewRow = { [K in keyof typeof viewFields]: (typeof viewFields)[K]['_']['type'] };

/** Each field selected under its own name (`… as "likedByMe"`), the key of the row it returns. */
function named<T extends Record<string, SQL>>(fields: T) {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, field.as(name)]),
  ) as { [K in keyof T]: SQL.Aliased };
}

/** `page` (a statement returning `pageColumns` rows) with `viewFields`, newest first. */
function selectViews<T extends Record<string, SQL>>(db: Executor, page: SQL, extraFields: T) {
  return db
    .select(named({ ...viewFields, ...extraFields }))
    .from(sql`(${page}) as p left join profiles a on a.id = p.author_id`)
    .orderBy(sql`p.created_at desc, p.id desc`);
}

/** A prepared statement as the read functions use it: the rows as the driver returns them. */
interface Prepared<Row> {
  all(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * The statement's `all`, which both drivers' prepared statements have (node-postgres and
 * PGlite): the rows as the driver returns them, keyed by column name (here the field names, see
 * {@link named}). `execute` would map every cell of every row through Drizzle's decoders, which
 * are no-ops for these SQL fields but cost as much as the rest of the page's work in Node.
 */
function rawRows<Row>(statement: object): Prepared<Row> {
  if (!('all' in statement) || typeof statement.all !== 'function') {
    throw new Error('This database driver has no prepared statement `all`');
  }
  return statement as Prepared<Row>;
}

/**
 * Prepared statements per database handle, by name: on PostgreSQL each pooled connection parses
 * and plans a named statement once and then only binds it (PGlite ignores the name).
 */
const preparedByExecutor = new WeakMap<Executor, Map<string, Prepared<unknown>>>();

function prepared<Row>(db: Executor, name: string, build: () => Prepared<Row>): Prepared<Row> {
  let statements = preparedByExecutor.get(db);
  if (!statements) {
    statements = new Map();
    preparedByExecutor.set(db, statements);
  }
  let statement = statements.get(name) as Prepared<Row> | undefined;
  if (!statement) {
    statement = build();
    statements.set(name, statement as Prepared<unknown>);
  }
  return statement;
}

/** Timestamps arrive as PostgreSQL text (`2024-05-01 12:00:00.123456+00`), read as Drizzle does. */
function toPostView(row: ViewRow): PostViewRow {
  return {
    id: row.id,
    authorId: row.authorId,
    body: row.body,
    park: row.park,
    groupId: row.groupId,
    tags: row.tags,
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
    deletedAt: row.deletedAt === null ? null : new Date(row.deletedAt),
    cursorCreatedAt: row.cursorCreatedAt,
    author:
      row.authorUsername === null
        ? undefined
        : { id: row.authorId, username: row.authorUsername, avatarUrl: row.authorAvatarUrl },
    images: row.images,
    likedByMe: row.likedByMe,
    group:
      row.groupId === null || row.groupName === null
        ? null
        : { id: row.groupId, name: row.groupName },
    hidden: row.hidden,
  };
}

function cursorValues(cursor: CursorKey | undefined) {
  return cursor ? { cursorCreatedAt: cursor.createdAt, cursorId: cursor.id } : {};
}

/**
 * One post (live or deleted) with its author, photos and the viewer's like, and whether the
 * viewer is staff when the post is deleted, in one statement; null when there is none.
 */
export async function findPostView(
  db: Executor,
  id: string,
  viewerId: string | null,
): Promise<SinglePostViewRow | null> {
  const statement = prepared<ViewRow & { viewerIsStaff: boolean; visibleToViewer: boolean }>(
    db,
    'post_view',
    () =>
      rawRows(
        selectViews(
          db,
          sql`select ${pageColumns} from ${posts} where ${posts.id} = ${param.postId}::uuid`,
          {
            viewerIsStaff: sql<boolean>`(p.deleted_at is not null and exists (
          select 1 from profiles s where s.id = ${param.viewerId}::uuid and s.is_admin))`,
            visibleToViewer: sql<boolean>`${postAliasVisibleTo(param.viewerId, 'p')}`,
          },
        ).prepare('post_view'),
      ),
  );
  const [row] = await statement.all({ postId: id, viewerId });
  return row
    ? { ...toPostView(row), viewerIsStaff: row.viewerIsStaff, visibleToViewer: row.visibleToViewer }
    : null;
}

/** The feed's authors: the people the viewer follows (`follows` primary key) and the viewer. */
const feedAuthors = sql`select followee_id as author_id from follows
  where follower_id = ${param.viewerId}::uuid
  union all select ${param.viewerId}::uuid`;

/** The feed's candidate columns, read from `posts_author_live_created_idx` and `…_group_…` alone. */
const candidateColumns = sql`${posts.id}, ${posts.createdAt}, ${posts.authorId}, ${posts.groupId}`;

/**
 * The feed's posts the viewer may see, newest first, after the cursor parameters when
 * `afterCursor`, `limit` ids (the exact form). Keyset, no OFFSET: for each author (from the
 * `follows` primary key) a lateral scan of `posts_author_live_created_idx`, and for each of the
 * viewer's groups one of `posts_group_live_created_idx`, bounded by the cursor, reads at most
 * `limit` visible (created_at, id) pairs — from the index alone where the visibility map allows —
 * and only the newest `limit` of those are kept, so the cost depends on the number of people
 * followed and groups joined and the page size, not on how deep the page is or how many posts
 * they wrote. A group's scan leaves out the posts of the feed's authors, which their author's
 * scan already offers (a post beyond that scan's `limit` cannot be on the page either), so the
 * two lists never overlap and are merged without removing duplicates. Every candidate is checked
 * with `postVisibleToOnce` (the viewer's groups and blocks read once per statement).
 */
function visibleFeedIds(afterCursor: boolean): SQL {
  return sql`select candidates.id from (
    select fp.id, fp.created_at from (${feedAuthors}) as fa
    cross join lateral (
      select ${posts.id}, ${posts.createdAt} from ${posts}
      where ${posts.authorId} = fa.author_id and ${visibleToViewerOnce}
        and ${liveInOrder(afterCursor)}
      limit ${param.limit}
    ) as fp
    union all
    select gp.id, gp.created_at from (
      select group_id from group_members where user_id = ${param.viewerId}::uuid
    ) as mg
    cross join lateral (
      select ${posts.id}, ${posts.createdAt} from ${posts}
      where ${posts.groupId} = mg.group_id
        and not coalesce(${posts.authorId} in (${feedAuthors}), false)
        and ${visibleToViewerOnce}
        and ${liveInOrder(afterCursor)}
      limit ${param.limit}
    ) as gp
  ) as candidates
  order by candidates.created_at desc, candidates.id desc
  limit ${param.limit}`;
}

/**
 * How many of the newest live feed posts (visible or not) the fast form reads before it checks
 * visibility: twice the page (the page asks for one more row than it shows).
 */
const feedWindow = sql`(${param.limit}::int * 2)`;

/** `postVisibleToOnce` for a row of `feed_window` (its id, author and group). */
const windowRowVisible = postVisibleToOnce(param.viewerId, {
  id: sql`feed_window.id`,
  authorId: sql`feed_window.author_id`,
  groupId: sql`feed_window.group_id`,
});

/**
 * The feed page's ids, `limit` of them (issue 26). The exact form ({@link visibleFeedIds}) checks
 * the visibility of every post each lateral scan reads (up to `limit` per author followed and per
 * group joined: ~300 checks for 30 people), and those checks were three quarters of its cost.
 * The fast form reads the same scans without checking anything — the newest `window` live
 * (created_at, id) pairs of the feed's authors and groups — and checks only those, in order,
 * until `limit` pass. Its answer is the exact one whenever it is complete: a post it never read
 * is older than the `window` posts it did (each scan is in order and bounded by `window`), so
 * when `limit` of those passed, or fewer than `window` existed (nothing was left out), no post
 * it skipped could be on the page. Otherwise (more than `window - limit` of the newest posts are
 * hidden from the viewer: blocked, hidden, in a group they cannot see) the exact form answers,
 * in the same statement: its branch runs only then (a one-time filter). The same rule, the same
 * rows, for every viewer.
 */
function feedPageIds(afterCursor: boolean): SQL {
  return sql`with feed_window as materialized (
      select newest.id, newest.created_at, newest.author_id, newest.group_id from (
        select fp.* from (${feedAuthors}) as fa
        cross join lateral (
          select ${candidateColumns} from ${posts}
          where ${posts.authorId} = fa.author_id and ${liveInOrder(afterCursor)}
          limit ${feedWindow}
        ) as fp
        union all
        select gp.* from (
          select group_id from group_members where user_id = ${param.viewerId}::uuid
        ) as mg
        cross join lateral (
          select ${candidateColumns} from ${posts}
          where ${posts.groupId} = mg.group_id
            and not coalesce(${posts.authorId} in (${feedAuthors}), false)
            and ${liveInOrder(afterCursor)}
          limit ${feedWindow}
        ) as gp
      ) as newest
      order by newest.created_at desc, newest.id desc
      limit ${feedWindow}
    ),
    feed_window_visible as materialized (
      select feed_window.id from feed_window where ${windowRowVisible}
      order by feed_window.created_at desc, feed_window.id desc
      limit ${param.limit}
    ),
    feed_window_complete as (
      select (select count(*) from feed_window_visible) >= ${param.limit}
        or (select count(*) from feed_window) < ${feedWindow} as complete
    )
    select feed_window_visible.id from feed_window_visible
    where (select complete from feed_window_complete)
    union all
    select exact.id from (${visibleFeedIds(afterCursor)}) as exact
    where not (select complete from feed_window_complete)`;
}

/**
 * One feed page in one statement: live posts by the people `viewerId` follows, by the viewer and
 * in the viewer's groups that they may see, newest first, after `cursor`, `limit` rows (ask for
 * one more to know whether a page follows), each with author, photos and the viewer's like. The
 * ids come from {@link feedPageIds}; only the page's rows are then read from the table.
 */
export async function listFeedPage(
  db: Executor,
  viewerId: string,
  cursor: CursorKey | undefined,
  limit: number,
): Promise<PostViewRow[]> {
  const name = cursor ? 'feed_page_after' : 'feed_page';
  const statement = prepared<ViewRow>(db, name, () =>
    rawRows(
      selectViews(
        db,
        sql`
        select ${pageColumns} from (${feedPageIds(cursor !== undefined)}) as page_ids
        join ${posts} on ${posts.id} = page_ids.id`,
        {},
      ).prepare(name),
    ),
  );
  const rows = await statement.all({ viewerId, limit, ...cursorValues(cursor) });
  return rows.map(toPostView);
}

/**
 * One page of the live posts `where` selects (a condition over `from posts` using the
 * statement's parameters), newest first, after `cursor`, each with author, photos and the
 * viewer's like, as the prepared statement `statementName` (`…_after` with a cursor).
 */
async function listLivePostsPage(
  db: Executor,
  statementName: string,
  where: SQL,
  values: Record<string, unknown>,
  cursor: CursorKey | undefined,
  limit: number,
): Promise<PostViewRow[]> {
  const name = cursor ? `${statementName}_after` : statementName;
  const statement = prepared<ViewRow>(db, name, () =>
    rawRows(
      selectViews(
        db,
        sql`
        select ${pageColumns} from ${posts}
        where ${where} and ${liveInOrder(cursor !== undefined)}
        limit ${param.limit}`,
        {},
      ).prepare(name),
    ),
  );
  const rows = await statement.all({ ...values, limit, ...cursorValues(cursor) });
  return rows.map(toPostView);
}

/**
 * One page of a member's live posts that the viewer may see, newest first, after `cursor`
 * (from `posts_author_live_created_idx`), in one statement.
 */
export function listAuthorPostsPage(
  db: Executor,
  authorId: string,
  viewerId: string | null,
  cursor: CursorKey | undefined,
  limit: number,
): Promise<PostViewRow[]> {
  return listLivePostsPage(
    db,
    'author_posts_page',
    sql`${posts.authorId} = ${param.authorId}::uuid and ${visibleToViewer}`,
    { authorId, viewerId },
    cursor,
    limit,
  );
}

/**
 * One page of a group's live posts, newest first, after `cursor` (from
 * `posts_group_live_created_idx`), without those of members blocked either way. Whether the
 * viewer may see the group's posts at all is the caller's check (groups.policy).
 */
export function listGroupPostsPage(
  db: Executor,
  groupId: string,
  viewerId: string | null,
  cursor: CursorKey | undefined,
  limit: number,
): Promise<PostViewRow[]> {
  return listLivePostsPage(
    db,
    'group_posts_page',
    sql`${posts.groupId} = ${param.groupId}::uuid
      and ${notBlockedBetween(param.viewerId, sql`${posts.authorId}`)}
      and ${notHiddenFromViewer}`,
    { groupId, viewerId },
    cursor,
    limit,
  );
}

/** A liked post's view and the like's cursor timestamp (the page is ordered by the like). */
export interface LikedPostViewRow extends PostViewRow {
  /** The like's `created_at`, with microseconds, as `cursorTimestamp` writes it. */
  likeCursorCreatedAt: string;
}

/**
 * One page of the posts `viewerId` liked, newest like first, after `cursor` (the like's
 * created_at and the post id), in one statement: the viewer's likes are read from
 * `post_likes_user_idx` (user_id, created_at) in order, each joined to its post, which must be
 * live and pass `postVisibleTo` (a private group left since, a member blocked either way), and
 * cut at `limit` rows; each with author, photos and the viewer's like, like the feed.
 */
export async function listLikedPostsPage(
  db: Executor,
  viewerId: string,
  cursor: CursorKey | undefined,
  limit: number,
): Promise<LikedPostViewRow[]> {
  const name = cursor ? 'liked_posts_page_after' : 'liked_posts_page';
  const after = cursor
    ? sql` and (liked.created_at, liked.post_id) < (${param.cursorCreatedAt}::timestamptz, ${param.cursorId}::uuid)`
    : sql``;
  const statement = prepared<ViewRow & { likeCursorCreatedAt: string }>(db, name, () =>
    rawRows(
      selectViews(
        db,
        sql`
        select ${pageColumns}, liked.created_at as liked_at,
          to_char(liked.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as liked_cursor
        from post_likes as liked
        join ${posts} on ${posts.id} = liked.post_id
        where liked.user_id = ${param.viewerId}::uuid${after}
          and ${posts.deletedAt} is null and ${visibleToViewer}
        order by liked.created_at desc, liked.post_id desc
        limit ${param.limit}`,
        { likeCursorCreatedAt: sql<string>`p.liked_cursor` },
      )
        // The page's order is the like's, not the post's (`$dynamic` lets it be set again).
        .$dynamic()
        .orderBy(sql`p.liked_at desc, p.id desc`)
        .prepare(name),
    ),
  );
  const rows = await statement.all({ viewerId, limit, ...cursorValues(cursor) });
  return rows.map((row) => ({
    ...toPostView(row),
    likeCursorCreatedAt: row.likeCursorCreatedAt,
  }));
}
