import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { isNotHidden } from '../../content/hidden-items.sql';
import { authorNotSuspended } from '../../content/suspended-authors.sql';
import type { ReviewSort } from '../../../common/features/reviews/review-limits';
import type { Executor } from '../../db/client';
import {
  catalogueItems,
  profiles,
  reviewHelpfulVotes,
  reviews,
  uploads,
  type CatalogueFactRow,
} from '../../db/schema';
import { cursorTimestamp, type CursorKey } from '../../lib/cursor';
import { notBlockedBetween } from '../../content/blocks.sql';
import type { ReviewListKey } from './review-cursor';
import { reviewVisibleTo } from './reviews.policy';

/** A catalogue row with its aggregates. */
export type CatalogueItemRow = typeof catalogueItems.$inferSelect;

/**
 * Issue 27, one way to count: an entry's public figures (review count, sum of stars, and the
 * count of each star from 1 to 5) over the reviews everyone may see — live, not hidden by
 * moderation, no suspended author's — counted at read from `reviews_item_stars_idx`. The stored
 * aggregates (`review_count`, `rating_sum`, `stars_1`…`stars_5`) stay, written with each review,
 * for the catalogue's order only; what is shown comes from here ({@link withPublicFigures}).
 * The entry's id is written qualified: Drizzle leaves columns unqualified in a one-table select.
 */
export const publicFiguresColumn = sql<(number | string)[]>`(select array[count(*),
    coalesce(sum(counted_review.stars), 0),
    count(*) filter (where counted_review.stars = 1), count(*) filter (where counted_review.stars = 2),
    count(*) filter (where counted_review.stars = 3), count(*) filter (where counted_review.stars = 4),
    count(*) filter (where counted_review.stars = 5)]::int[]
  from reviews counted_review
  where counted_review.item_id = catalogue_items.id and counted_review.deleted_at is null
    and ${isNotHidden('review', sql`counted_review.id`)}
    and ${authorNotSuspended(sql`counted_review.author_id`)})`;

/** The catalogue's columns with the public figures ({@link publicFiguresColumn}). */
export const catalogueItemShownColumns = {
  ...getTableColumns(catalogueItems),
  publicFigures: publicFiguresColumn,
};

/** A row read with {@link catalogueItemShownColumns} → the entry with its public figures. */
export function withPublicFigures(
  row: CatalogueItemRow & { publicFigures: (number | string)[] },
): CatalogueItemRow {
  const { publicFigures, ...item } = row;
  const [count, sum, stars1, stars2, stars3, stars4, stars5] = publicFigures.map(Number);
  return {
    ...item,
    reviewCount: count ?? 0,
    ratingSum: sum ?? 0,
    stars1: stars1 ?? 0,
    stars2: stars2 ?? 0,
    stars3: stars3 ?? 0,
    stars4: stars4 ?? 0,
    stars5: stars5 ?? 0,
  };
}

/** A review with its subject, author and the viewer's vote, and its cursor parts. */
export interface ReviewRow {
  id: string;
  itemId: string;
  authorId: string;
  stars: number;
  title: string;
  body: string;
  visitMonth: string;
  partyType: (typeof reviews.$inferSelect)['partyType'];
  waitMinutes: number | null;
  helpfulCount: number;
  createdAt: Date;
  updatedAt: Date;
  editedAt: Date | null;
  subjectSlug: string;
  subjectKind: CatalogueItemRow['kind'];
  subjectName: string;
  subjectPark: string | null;
  authorUsername: string;
  authorAvatarUrl: string | null;
  votedHelpful: boolean;
  keyCreatedAt: string;
}

function reviewColumns(viewerId: string | null) {
  return {
    id: reviews.id,
    itemId: reviews.itemId,
    authorId: reviews.authorId,
    stars: reviews.stars,
    title: reviews.title,
    body: reviews.body,
    visitMonth: reviews.visitMonth,
    partyType: reviews.partyType,
    waitMinutes: reviews.waitMinutes,
    helpfulCount: reviews.helpfulCount,
    createdAt: reviews.createdAt,
    updatedAt: reviews.updatedAt,
    editedAt: reviews.editedAt,
    subjectSlug: catalogueItems.slug,
    subjectKind: catalogueItems.kind,
    subjectName: catalogueItems.name,
    subjectPark: catalogueItems.park,
    authorUsername: profiles.username,
    authorAvatarUrl: profiles.avatarUrl,
    votedHelpful: sql<boolean>`exists (select 1 from review_helpful_votes rv
      where rv.review_id = ${reviews.id} and rv.user_id = ${viewerId}::uuid)`,
    keyCreatedAt: cursorTimestamp(reviews.createdAt),
  };
}

function selectReviews(db: Executor, viewerId: string | null) {
  return db
    .select(reviewColumns(viewerId))
    .from(reviews)
    .innerJoin(catalogueItems, eq(catalogueItems.id, reviews.itemId))
    .innerJoin(profiles, eq(profiles.id, reviews.authorId));
}

function normalize(row: ReviewRow): ReviewRow {
  return { ...row, votedHelpful: Boolean(row.votedHelpful) };
}

/** A live review the viewer may see, or undefined. */
export async function findVisibleReview(
  db: Executor,
  viewerId: string | null,
  reviewId: string,
): Promise<ReviewRow | undefined> {
  const [row] = await selectReviews(db, viewerId)
    .where(and(eq(reviews.id, reviewId), reviewVisibleTo(viewerId)))
    .limit(1);
  return row ? normalize(row) : undefined;
}

/** The keyset condition after `key` in the order of `sort` (created_at, id descending last). */
function afterKey(key: ReviewListKey): SQL {
  const tail = sql`(${reviews.createdAt}, ${reviews.id}) < (${key.createdAt}::timestamptz, ${key.id}::uuid)`;
  switch (key.sort) {
    case 'newest':
      return tail;
    case 'helpful':
      return sql`(${reviews.helpfulCount} < ${key.value} or (${reviews.helpfulCount} = ${key.value} and ${tail}))`;
    case 'highest':
      return sql`(${reviews.stars} < ${key.value} or (${reviews.stars} = ${key.value} and ${tail}))`;
    case 'lowest':
      return sql`(${reviews.stars} > ${key.value} or (${reviews.stars} = ${key.value} and ${tail}))`;
  }
}

function orderOf(sort: ReviewSort): SQL[] {
  const tail = [desc(reviews.createdAt), desc(reviews.id)];
  switch (sort) {
    case 'newest':
      return tail;
    case 'helpful':
      return [desc(reviews.helpfulCount), ...tail];
    case 'highest':
      return [desc(reviews.stars), ...tail];
    case 'lowest':
      return [asc(reviews.stars), ...tail];
  }
}

/** A page of an entry's reviews the viewer may see, in `sort` order, filtered. */
export async function listItemReviews(
  db: Executor,
  input: {
    viewerId: string | null;
    itemId: string;
    sort: ReviewSort;
    stars?: number;
    party?: string;
    cursor?: ReviewListKey;
    limit: number;
  },
): Promise<ReviewRow[]> {
  const conditions: SQL[] = [eq(reviews.itemId, input.itemId), reviewVisibleTo(input.viewerId)];
  if (input.stars !== undefined) conditions.push(eq(reviews.stars, input.stars));
  if (input.party !== undefined) conditions.push(sql`${reviews.partyType} = ${input.party}`);
  if (input.cursor) conditions.push(afterKey(input.cursor));
  const rows = await selectReviews(db, input.viewerId)
    .where(and(...conditions))
    .orderBy(...orderOf(input.sort))
    .limit(input.limit);
  return rows.map(normalize);
}

/** Newest first: every entry's reviews, or one member's (`authorId`). */
export async function listRecentReviews(
  db: Executor,
  input: { viewerId: string | null; authorId?: string; cursor?: CursorKey; limit: number },
): Promise<ReviewRow[]> {
  const conditions: SQL[] = [reviewVisibleTo(input.viewerId)];
  if (input.authorId) conditions.push(eq(reviews.authorId, input.authorId));
  if (input.cursor) {
    conditions.push(
      sql`(${reviews.createdAt}, ${reviews.id}) < (${input.cursor.createdAt}::timestamptz, ${input.cursor.id}::uuid)`,
    );
  }
  const rows = await selectReviews(db, input.viewerId)
    .where(and(...conditions))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(input.limit);
  return rows.map(normalize);
}

/**
 * The reviews the viewer may see written from `start` (inclusive) to `end` (exclusive), newest
 * first, at most `limit`, and how many there are in all; one member's only with `authorId`.
 */
export async function listReviewsWrittenBetween(
  db: Executor,
  input: {
    viewerId: string | null;
    start: string;
    end: string;
    authorId?: string;
    limit: number;
  },
): Promise<{ total: number; items: ReviewRow[] }> {
  const conditions: SQL[] = [
    reviewVisibleTo(input.viewerId),
    sql`${reviews.createdAt} >= ${input.start}::timestamptz`,
    sql`${reviews.createdAt} < ${input.end}::timestamptz`,
  ];
  if (input.authorId) conditions.push(eq(reviews.authorId, input.authorId));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    selectReviews(db, input.viewerId)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(input.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where),
  ]);
  return { total: Number(count?.total ?? 0), items: rows.map(normalize) };
}

/** The newest review the viewer may see of each entry (for the cards' excerpts). */
export async function newestReviewsOf(
  db: Executor,
  viewerId: string | null,
  itemIds: string[],
): Promise<Map<string, ReviewRow>> {
  const byItem = new Map<string, ReviewRow>();
  if (itemIds.length === 0) return byItem;
  const rows = await selectReviews(db, viewerId).where(
    and(
      inArray(reviews.itemId, itemIds),
      reviewVisibleTo(viewerId),
      sql`${reviews.id} = (select r2.id from reviews r2
          where r2.item_id = ${reviews.itemId} and r2.deleted_at is null
            and ${notBlockedBetween(viewerId, sql`r2.author_id`)}
          order by r2.created_at desc, r2.id desc limit 1)`,
    ),
  );
  for (const row of rows) byItem.set(row.itemId, normalize(row));
  return byItem;
}

/** Photos of the given reviews, ordered by review then position. */
export async function findImagesOfReviews(db: Executor, reviewIds: string[]) {
  if (reviewIds.length === 0) return [];
  return db
    .select({
      id: uploads.id,
      reviewId: uploads.reviewId,
      width: uploads.width,
      height: uploads.height,
      altText: uploads.altText,
    })
    .from(uploads)
    .where(inArray(uploads.reviewId, reviewIds))
    .orderBy(asc(uploads.reviewId), asc(uploads.position), asc(uploads.createdAt));
}

/**
 * Attaches `ids` of `ownerId` to `reviewId` in one statement, `position` following the order of
 * `ids`. Only uploads that are unused, or already on this review, qualify; returns the ids
 * updated.
 */
export async function attachUploadsToReview(
  db: Executor,
  input: { ownerId: string; ids: string[]; reviewId: string },
): Promise<string[]> {
  const position = sql.join(
    [
      sql`case ${uploads.id}`,
      ...input.ids.map((id, index) => sql`when ${id}::uuid then ${index}::integer`),
      sql`end`,
    ],
    sql` `,
  );
  const rows = await db
    .update(uploads)
    .set({ reviewId: input.reviewId, position, usedAt: sql`coalesce(${uploads.usedAt}, now())` })
    .where(
      and(
        inArray(uploads.id, input.ids),
        eq(uploads.ownerId, input.ownerId),
        sql`((${uploads.usedAt} is null and ${uploads.postId} is null and ${uploads.messageId} is null and ${uploads.reviewId} is null)
          or ${uploads.reviewId} = ${input.reviewId}::uuid)`,
      ),
    )
    .returning({ id: uploads.id });
  return rows.map((row) => row.id);
}

/** Detaches the review's uploads not in `keepIds`: they become unused (cleaned up after a day). */
export async function detachUploadsFromReview(
  db: Executor,
  reviewId: string,
  keepIds: string[],
): Promise<void> {
  const conditions: SQL[] = [eq(uploads.reviewId, reviewId)];
  if (keepIds.length > 0) {
    conditions.push(
      sql`${uploads.id} not in (${sql.join(
        keepIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  }
  await db
    .update(uploads)
    .set({ reviewId: null, position: null, usedAt: null })
    .where(and(...conditions));
}

/** The entry with this slug, with its public figures (issue 27). */
export async function findCatalogueItemBySlug(
  db: Executor,
  slug: string,
): Promise<CatalogueItemRow | undefined> {
  const [row] = await db
    .select(catalogueItemShownColumns)
    .from(catalogueItems)
    .where(eq(catalogueItems.slug, slug))
    .limit(1);
  return row ? withPublicFigures(row) : undefined;
}

/** The entry's row, locked for the rest of the transaction (every review write takes it first). */
export async function lockCatalogueItem(
  tx: Executor,
  itemId: string,
): Promise<CatalogueItemRow | undefined> {
  const [row] = await tx
    .select()
    .from(catalogueItems)
    .where(eq(catalogueItems.id, itemId))
    .for('update')
    .limit(1);
  return row;
}

/** The review's row (deleted ones included), locked. */
export async function lockReview(tx: Executor, reviewId: string) {
  const [row] = await tx
    .select()
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .for('update')
    .limit(1);
  return row;
}

/** The review's row (deleted ones included), unlocked. */
export async function findReviewRow(db: Executor, reviewId: string) {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId)).limit(1);
  return row;
}

/** The member's live review of the entry, if any. */
export async function findLiveReviewId(
  db: Executor,
  itemId: string,
  authorId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(eq(reviews.itemId, itemId), eq(reviews.authorId, authorId), isNull(reviews.deletedAt)),
    )
    .limit(1);
  return row?.id;
}

export async function insertReview(tx: Executor, values: typeof reviews.$inferInsert) {
  const [row] = await tx.insert(reviews).values(values).returning({ id: reviews.id });
  if (!row) throw new Error('review insert returned no row');
  return row;
}

export async function updateReviewRow(
  tx: Executor,
  reviewId: string,
  values: Partial<typeof reviews.$inferInsert>,
): Promise<void> {
  await tx.update(reviews).set(values).where(eq(reviews.id, reviewId));
}

const starColumn = (stars: number) => sql.identifier(`stars_${stars}`);

/**
 * Moves the entry's aggregates by one review: `add` stars counted in, `remove` stars counted
 * out (either may be null), and `last_review_at` recomputed from the live reviews. Run it in
 * the review's transaction, after `lockCatalogueItem`.
 */
export async function shiftAggregates(
  tx: Executor,
  itemId: string,
  change: { add: number | null; remove: number | null },
): Promise<void> {
  const sets: SQL[] = [];
  const delta = (change.add === null ? 0 : 1) - (change.remove === null ? 0 : 1);
  const sum = (change.add ?? 0) - (change.remove ?? 0);
  const perStar = new Map<number, number>();
  if (change.add !== null) perStar.set(change.add, (perStar.get(change.add) ?? 0) + 1);
  if (change.remove !== null) perStar.set(change.remove, (perStar.get(change.remove) ?? 0) - 1);
  for (const [stars, by] of perStar) {
    if (by !== 0) sets.push(sql`${starColumn(stars)} = ${starColumn(stars)} + ${by}::integer`);
  }
  sets.push(sql`review_count = review_count + ${delta}::integer`);
  sets.push(sql`rating_sum = rating_sum + ${sum}::integer`);
  sets.push(sql`last_review_at = (select max(r.created_at) from reviews r
    where r.item_id = ${itemId}::uuid and r.deleted_at is null)`);
  await tx.execute(
    sql`update catalogue_items set ${sql.join(sets, sql`, `)} where id = ${itemId}::uuid`,
  );
}

/** Adds the member's helpful vote; whether it was new. */
export async function insertHelpfulVote(
  tx: Executor,
  reviewId: string,
  userId: string,
): Promise<boolean> {
  const rows = await tx
    .insert(reviewHelpfulVotes)
    .values({ reviewId, userId })
    .onConflictDoNothing()
    .returning({ userId: reviewHelpfulVotes.userId });
  return rows.length > 0;
}

/** Removes the member's helpful vote; whether there was one. */
export async function deleteHelpfulVote(
  tx: Executor,
  reviewId: string,
  userId: string,
): Promise<boolean> {
  const rows = await tx
    .delete(reviewHelpfulVotes)
    .where(and(eq(reviewHelpfulVotes.reviewId, reviewId), eq(reviewHelpfulVotes.userId, userId)))
    .returning({ userId: reviewHelpfulVotes.userId });
  return rows.length > 0;
}

/** Moves the review's helpful count by `by`; the count after it. */
export async function shiftHelpfulCount(
  tx: Executor,
  reviewId: string,
  by: number,
): Promise<number> {
  const [row] = await tx
    .update(reviews)
    .set({ helpfulCount: sql`${reviews.helpfulCount} + ${by}::integer` })
    .where(eq(reviews.id, reviewId))
    .returning({ helpfulCount: reviews.helpfulCount });
  return row?.helpfulCount ?? 0;
}

/** Inserts a staff entry; undefined when the slug is taken. */
export async function insertCatalogueItem(
  db: Executor,
  values: {
    slug: string;
    kind: CatalogueItemRow['kind'];
    name: string;
    park: string | null;
    description: string;
    facts: CatalogueFactRow[];
  },
): Promise<CatalogueItemRow | undefined> {
  const [row] = await db
    .insert(catalogueItems)
    .values({ ...values, source: 'staff' })
    .onConflictDoNothing({ target: catalogueItems.slug })
    .returning();
  return row;
}

/** A member's live reviews (item and stars), by item id. */
export async function listLiveReviewsOf(db: Executor, authorId: string) {
  return db
    .select({ id: reviews.id, itemId: reviews.itemId, stars: reviews.stars })
    .from(reviews)
    .where(and(eq(reviews.authorId, authorId), isNull(reviews.deletedAt)))
    .orderBy(asc(reviews.itemId));
}

/** Removes a member's helpful votes, each review's count going down with its vote. */
export async function withdrawHelpfulVotesOf(tx: Executor, userId: string): Promise<void> {
  const removed = await tx
    .delete(reviewHelpfulVotes)
    .where(eq(reviewHelpfulVotes.userId, userId))
    .returning({ reviewId: reviewHelpfulVotes.reviewId });
  const ids = [...new Set(removed.map((row) => row.reviewId))].sort();
  for (const id of ids) await shiftHelpfulCount(tx, id, -1);
}
