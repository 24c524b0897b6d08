import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CATALOGUE_ITEM_NOT_FOUND_MESSAGE,
  CATALOGUE_SLUG_MAX,
  CATALOGUE_SLUG_PATTERN,
  CATALOGUE_SLUG_TAKEN_MESSAGE,
  CATALOGUE_STAFF_ONLY_MESSAGE,
  catalogueSlug,
  REVIEW_ALREADY_EXISTS_MESSAGE,
  REVIEW_AUTHOR_ONLY_MESSAGE,
  REVIEW_HELPFUL_OWN_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  REVIEW_PHOTOS_INVALID_MESSAGE,
  REVIEW_WAIT_ATTRACTIONS_ONLY_MESSAGE,
  REVIEWS_CREATE_LIMIT_MESSAGE,
  REVIEWS_CREATE_RATE_LIMIT,
} from '../../../common/features/reviews/review-limits';
import { CATALOGUE_RESERVED_SLUGS } from '../../../common/features/reviews/catalogue-counts';
import type {
  CatalogueItem,
  catalogueListQuerySchema,
  CataloguePage,
  createCatalogueItemInputSchema,
  createReviewInputSchema,
  recentReviewsQuerySchema,
  Review,
  ReviewHelpful,
  ReviewPage,
  subjectReviewsQuerySchema,
  updateReviewInputSchema,
} from '../../../common/features/reviews/reviews.contract';
import type { PostImage } from '../../../common/features/uploads/uploads.contract';
import type { Database, Executor } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { decodeCursor, nextCursorOf } from '../../lib/cursor';
import type { RateLimiter } from '../../plugins/rate-limit.plugin';
import { isAdminMember, isStaffMember } from '../members/members.repository';
import { assertMayCreate, assertMayEdit } from '../trust/trust.service';
import { presentImage } from '../uploads/uploads.presenter';
import { listCataloguePage } from './catalogue.repository';
import {
  decodeCatalogueCursor,
  decodeReviewListCursor,
  encodeCatalogueCursor,
  encodeReviewListCursor,
} from './review-cursor';
import {
  attachUploadsToReview,
  deleteHelpfulVote,
  detachUploadsFromReview,
  findCatalogueItemBySlug,
  findImagesOfReviews,
  findLiveReviewId,
  findReviewRow,
  findVisibleReview,
  insertCatalogueItem,
  insertHelpfulVote,
  insertReview,
  listItemReviews,
  listLiveReviewsOf,
  listRecentReviews,
  lockCatalogueItem,
  lockReview,
  newestReviewsOf,
  shiftAggregates,
  shiftHelpfulCount,
  updateReviewRow,
  withdrawHelpfulVotesOf,
  type CatalogueItemRow,
  type ReviewRow,
} from './reviews.repository';
import {
  presentCatalogueItem,
  presentCatalogueSummary,
  presentReview,
  type ReviewViewer,
} from './reviews.presenter';
import { invalidateReviewFigures } from './review-figures';

type CatalogueListQuery = z.output<typeof catalogueListQuerySchema>;
type SubjectReviewsQuery = z.output<typeof subjectReviewsQuerySchema>;
type RecentReviewsQuery = z.output<typeof recentReviewsQuerySchema>;
type CreateReviewInput = z.output<typeof createReviewInputSchema>;
type UpdateReviewInput = z.output<typeof updateReviewInputSchema>;
type CreateCatalogueItemInput = z.output<typeof createCatalogueItemInputSchema>;

/** What writing a review needs besides the database: the shared limiter and the time. */
export interface ReviewWriteContext {
  db: Database;
  rateLimiter: RateLimiter;
  now: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const itemNotFound = () => notFound(CATALOGUE_ITEM_NOT_FOUND_MESSAGE);
const reviewNotFound = () => notFound(REVIEW_NOT_FOUND_MESSAGE);
const alreadyReviewed = () => new AppError('conflict', REVIEW_ALREADY_EXISTS_MESSAGE);
const invalidPhotos = () => new AppError('invalid_upload', REVIEW_PHOTOS_INVALID_MESSAGE);
const waitNotAllowed = () => new AppError('unprocessable', REVIEW_WAIT_ATTRACTIONS_ONLY_MESSAGE);

/** Whether an error is PostgreSQL's unique violation of `constraint`. */
function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let current = err; current && typeof current === 'object';) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    const named = (current as { constraint?: unknown }).constraint;
    if (code === '23505') return named === constraint || String(message).includes(constraint);
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

async function viewerOf(db: Executor, viewerId: string | null): Promise<ReviewViewer> {
  return { viewerId, isStaff: viewerId ? await isStaffMember(db, viewerId) : false };
}

/** Rows → reviews with their photos (one query for all photos). */
async function presentReviews(
  db: Executor,
  rows: ReviewRow[],
  viewer: ReviewViewer,
): Promise<Review[]> {
  const photos = new Map<string, PostImage[]>(rows.map((row) => [row.id, []]));
  for (const image of await findImagesOfReviews(
    db,
    rows.map((row) => row.id),
  )) {
    if (image.reviewId) photos.get(image.reviewId)?.push(presentImage(image));
  }
  return rows.map((row) => presentReview(row, photos.get(row.id) ?? [], viewer));
}

/** The entry of a slug; a malformed slug (NUL, spaces, too long) is as unknown as a missing one. */
async function requireItem(db: Executor, slug: string): Promise<CatalogueItemRow> {
  if (slug.length > CATALOGUE_SLUG_MAX || !CATALOGUE_SLUG_PATTERN.test(slug)) throw itemNotFound();
  const item = await findCatalogueItemBySlug(db, slug);
  if (!item) throw itemNotFound();
  return item;
}

/**
 * `GET /api/catalogue`: entries filtered by kind and park, in `sort` order (best match first
 * with `q`), each with its average, count and the newest review the viewer may see.
 */
export async function listCatalogue(
  db: Executor,
  viewerId: string | null,
  query: CatalogueListQuery,
): Promise<CataloguePage> {
  const text = query.q?.trim() ?? '';
  const order = text === '' ? query.sort : 'match';
  const offset = decodeCatalogueCursor(query.cursor, order);
  const rows = await listCataloguePage(db, {
    text,
    kind: query.kind,
    park: query.park,
    sort: query.sort,
    offset,
    limit: query.limit + 1,
  });
  const shown = rows.slice(0, query.limit);
  const newest = await newestReviewsOf(
    db,
    viewerId,
    shown.filter((row) => row.reviewCount > 0).map((row) => row.id),
  );
  return {
    items: shown.map((row) => presentCatalogueSummary(row, newest.get(row.id))),
    nextCursor:
      rows.length > query.limit
        ? encodeCatalogueCursor({ order, offset: offset + query.limit })
        : null,
  };
}

/** `GET /api/catalogue/{slug}`: facts, average, count, distribution. @throws AppError 404. */
export async function getCatalogueItem(
  db: Executor,
  viewerId: string | null,
  slug: string,
): Promise<CatalogueItem> {
  const item = await requireItem(db, slug);
  const newest = await newestReviewsOf(db, viewerId, [item.id]);
  const myReviewId = viewerId ? ((await findLiveReviewId(db, item.id, viewerId)) ?? null) : null;
  return presentCatalogueItem(item, newest.get(item.id), myReviewId);
}

/**
 * `POST /api/catalogue` (staff): a new entry; its slug from the name unless given.
 * @throws AppError 403 not staff, 409 slug taken, 422 a name that makes no slug.
 */
export async function createCatalogueItem(
  db: Database,
  viewerId: string,
  input: CreateCatalogueItemInput,
): Promise<CatalogueItem> {
  if (!(await isAdminMember(db, viewerId))) throw forbidden(CATALOGUE_STAFF_ONLY_MESSAGE);
  const slug = input.slug ?? catalogueSlug(input.name);
  if (slug === '') {
    throw new AppError('unprocessable', 'The name needs letters or digits to make an address.');
  }
  if (CATALOGUE_RESERVED_SLUGS.includes(slug)) {
    throw new AppError('conflict', CATALOGUE_SLUG_TAKEN_MESSAGE);
  }
  const row = await insertCatalogueItem(db, {
    slug,
    kind: input.kind,
    name: input.name,
    park: input.park,
    description: input.description,
    facts: input.facts,
  });
  if (!row) throw new AppError('conflict', CATALOGUE_SLUG_TAKEN_MESSAGE);
  return presentCatalogueItem(row, undefined, null);
}

/** `GET /api/catalogue/{slug}/reviews`: sorted, filtered by stars and party. @throws 404. */
export async function listSubjectReviews(
  db: Executor,
  viewerId: string | null,
  slug: string,
  query: SubjectReviewsQuery,
): Promise<ReviewPage> {
  const item = await requireItem(db, slug);
  const cursor = decodeReviewListCursor(query.cursor, query.sort);
  const rows = await listItemReviews(db, {
    viewerId,
    itemId: item.id,
    sort: query.sort,
    stars: query.stars,
    party: query.party,
    cursor,
    limit: query.limit + 1,
  });
  const last = rows[query.limit - 1];
  const nextCursor =
    rows.length > query.limit && last
      ? encodeReviewListCursor({
          sort: query.sort,
          value:
            query.sort === 'helpful' ? last.helpfulCount : query.sort === 'newest' ? 0 : last.stars,
          createdAt: last.keyCreatedAt,
          id: last.id,
        })
      : null;
  const shown = rows.slice(0, query.limit);
  return { items: await presentReviews(db, shown, await viewerOf(db, viewerId)), nextCursor };
}

async function presentRecentPage(
  db: Executor,
  viewerId: string | null,
  rows: ReviewRow[],
  limit: number,
): Promise<ReviewPage> {
  const nextCursor = nextCursorOf(
    rows.map((row) => ({ createdAt: row.keyCreatedAt, id: row.id })),
    limit,
  );
  return {
    items: await presentReviews(db, rows.slice(0, limit), await viewerOf(db, viewerId)),
    nextCursor,
  };
}

/** `GET /api/reviews`: the newest reviews of every entry the viewer may see. */
export async function listRecent(
  db: Executor,
  viewerId: string | null,
  query: RecentReviewsQuery,
): Promise<ReviewPage> {
  const rows = await listRecentReviews(db, {
    viewerId,
    cursor: decodeCursor(query.cursor),
    limit: query.limit + 1,
  });
  return presentRecentPage(db, viewerId, rows, query.limit);
}

/** `GET /api/profiles/{id}/reviews`: a member's reviews, newest first. @throws 404 unknown. */
export async function listProfileReviews(
  db: Executor,
  viewerId: string | null,
  profileId: string,
  query: RecentReviewsQuery,
): Promise<ReviewPage> {
  if (!UUID.test(profileId)) throw notFound('Profile not found');
  const [profile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  if (!profile) throw notFound('Profile not found');
  const rows = await listRecentReviews(db, {
    viewerId,
    authorId: profileId,
    cursor: decodeCursor(query.cursor),
    limit: query.limit + 1,
  });
  return presentRecentPage(db, viewerId, rows, query.limit);
}

/** `GET /api/reviews/{id}`. @throws AppError 404 unknown, deleted or hidden by a block. */
export async function getReview(
  db: Executor,
  viewerId: string | null,
  reviewId: string,
): Promise<Review> {
  if (!UUID.test(reviewId)) throw reviewNotFound();
  const row = await findVisibleReview(db, viewerId, reviewId);
  if (!row) throw reviewNotFound();
  const [review] = await presentReviews(db, [row], await viewerOf(db, viewerId));
  return review!;
}

/** Attaches the photos (in order) or throws 422, rolling the transaction back. */
async function claimReviewPhotos(
  tx: Executor,
  input: { ownerId: string; reviewId: string; photoIds: string[] },
): Promise<void> {
  const ids = input.photoIds.map((id) => id.toLowerCase());
  await detachUploadsFromReview(tx, input.reviewId, ids);
  if (ids.length === 0) return;
  if (!ids.every((id) => UUID.test(id))) throw invalidPhotos();
  const attached = await attachUploadsToReview(tx, {
    ownerId: input.ownerId,
    ids,
    reviewId: input.reviewId,
  });
  if (attached.length !== ids.length) throw invalidPhotos();
}

/**
 * `POST /api/catalogue/{slug}/reviews`: the member's one review of the entry, its photos
 * claimed and the entry's aggregates moved in the same transaction, under the entry's row lock.
 * At most {@link REVIEWS_CREATE_RATE_LIMIT} a day.
 * @throws AppError 404 unknown entry, 409 already reviewed, 422 wait time on a non-attraction,
 *   bad photos or more links than the author's trust level allows, 429 over the limit.
 */
export async function createReview(
  ctx: ReviewWriteContext,
  authorId: string,
  slug: string,
  input: CreateReviewInput,
): Promise<Review> {
  const { db } = ctx;
  const item = await requireItem(db, slug);
  if (input.waitMinutes !== null && item.kind !== 'attraction') throw waitNotAllowed();
  if (await findLiveReviewId(db, item.id, authorId)) throw alreadyReviewed();
  const limitKey = `reviews:create:${authorId}`;
  await ctx.rateLimiter.consume(limitKey, REVIEWS_CREATE_RATE_LIMIT, REVIEWS_CREATE_LIMIT_MESSAGE);
  let review: Review;
  try {
    // The answer is read before the commit: once it is saved, nothing else can fail.
    review = await db.transaction(async (tx) => {
      await assertMayCreate(tx, authorId, { kind: 'review', texts: [input.title, input.body] });
      if (!(await lockCatalogueItem(tx, item.id))) throw itemNotFound();
      if (await findLiveReviewId(tx, item.id, authorId)) throw alreadyReviewed();
      const { id } = await insertReview(tx, {
        itemId: item.id,
        authorId,
        stars: input.stars,
        title: input.title,
        body: input.body,
        visitMonth: input.visitMonth,
        partyType: input.partyType,
        waitMinutes: input.waitMinutes,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      await claimReviewPhotos(tx, { ownerId: authorId, reviewId: id, photoIds: input.photoIds });
      await shiftAggregates(tx, item.id, { add: input.stars, remove: null });
      return getReview(tx, authorId, id);
    });
  } catch (err) {
    // Nothing was written: the attempt does not count against the day's reviews.
    await ctx.rateLimiter.giveBack(limitKey);
    if (isUniqueViolation(err, 'reviews_item_author_key')) throw alreadyReviewed();
    throw err;
  }
  invalidateReviewFigures();
  return review;
}

/**
 * The live review for a write by `viewerId`: 404 when it is gone or hidden from them, 403 when
 * they may see it but it is not theirs (unless `staffMay` and they are staff).
 */
async function requireOwnReview(
  db: Executor,
  viewerId: string,
  reviewId: string,
  staffMay: boolean,
) {
  if (!UUID.test(reviewId)) throw reviewNotFound();
  const row = await findReviewRow(db, reviewId);
  if (!row || row.deletedAt !== null) throw reviewNotFound();
  if (row.authorId === viewerId) return row;
  if (!(await findVisibleReview(db, viewerId, reviewId))) throw reviewNotFound();
  if (staffMay && (await isStaffMember(db, viewerId))) return row;
  throw forbidden(REVIEW_AUTHOR_ONLY_MESSAGE);
}

/**
 * `PATCH /api/reviews/{id}` (author): only the given fields change; a change of stars moves
 * the entry's aggregates in the same transaction. @throws AppError 404, 403, 422 (a wait time
 * on a non-attraction, bad photos, more links than the author's trust level allows).
 */
export async function updateReview(
  db: Database,
  viewerId: string,
  reviewId: string,
  patch: UpdateReviewInput,
  now: Date,
): Promise<Review> {
  const found = await requireOwnReview(db, viewerId, reviewId, false);
  await db.transaction(async (tx) => {
    const item = await lockCatalogueItem(tx, found.itemId);
    const row = await lockReview(tx, found.id);
    if (!item || !row || row.deletedAt !== null) throw reviewNotFound();
    await assertMayEdit(tx, viewerId, {
      kind: 'review',
      before: [row.title, row.body],
      after: [patch.title ?? row.title, patch.body ?? row.body],
    });
    if (
      patch.waitMinutes !== undefined &&
      patch.waitMinutes !== null &&
      item.kind !== 'attraction'
    ) {
      throw waitNotAllowed();
    }
    await updateReviewRow(tx, row.id, {
      ...(patch.stars !== undefined ? { stars: patch.stars } : {}),
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.body !== undefined ? { body: patch.body } : {}),
      ...(patch.visitMonth !== undefined ? { visitMonth: patch.visitMonth } : {}),
      ...(patch.partyType !== undefined ? { partyType: patch.partyType } : {}),
      ...(patch.waitMinutes !== undefined ? { waitMinutes: patch.waitMinutes } : {}),
      updatedAt: now,
      editedAt: now,
    });
    if (patch.photoIds !== undefined) {
      await claimReviewPhotos(tx, {
        ownerId: viewerId,
        reviewId: row.id,
        photoIds: patch.photoIds,
      });
    }
    if (patch.stars !== undefined && patch.stars !== row.stars) {
      await shiftAggregates(tx, item.id, { add: patch.stars, remove: row.stars });
    }
  });
  invalidateReviewFigures();
  return getReview(db, viewerId, found.id);
}

/**
 * `DELETE /api/reviews/{id}` (author or staff): the review leaves the entry's aggregates in
 * the same transaction; its photos become unused. @throws AppError 404, 403.
 */
export async function deleteReview(
  db: Database,
  viewerId: string,
  reviewId: string,
  now: Date,
): Promise<void> {
  const found = await requireOwnReview(db, viewerId, reviewId, true);
  await db.transaction(async (tx) => {
    const item = await lockCatalogueItem(tx, found.itemId);
    const row = await lockReview(tx, found.id);
    if (!item || !row || row.deletedAt !== null) throw reviewNotFound();
    await updateReviewRow(tx, row.id, { deletedAt: now });
    await detachUploadsFromReview(tx, row.id, []);
    await shiftAggregates(tx, item.id, { add: null, remove: row.stars });
  });
  invalidateReviewFigures();
}

/**
 * `PUT|DELETE /api/reviews/{id}/helpful`: adds or removes the viewer's vote (idempotent) and
 * keeps the count in step under the review's row lock. @throws AppError 404, 403 own review.
 */
export async function setHelpfulVote(
  db: Database,
  viewerId: string,
  reviewId: string,
  helpful: boolean,
): Promise<ReviewHelpful> {
  if (!UUID.test(reviewId)) throw reviewNotFound();
  const visible = await findVisibleReview(db, viewerId, reviewId);
  if (!visible) throw reviewNotFound();
  if (visible.authorId === viewerId) throw forbidden(REVIEW_HELPFUL_OWN_MESSAGE);
  const helpfulCount = await db.transaction(async (tx) => {
    const row = await lockReview(tx, visible.id);
    if (!row || row.deletedAt !== null) throw reviewNotFound();
    const changed = helpful
      ? await insertHelpfulVote(tx, row.id, viewerId)
      : await deleteHelpfulVote(tx, row.id, viewerId);
    if (!changed) return row.helpfulCount;
    return shiftHelpfulCount(tx, row.id, helpful ? 1 : -1);
  });
  return { reviewId: visible.id, votedHelpful: helpful, helpfulCount };
}

/**
 * Takes a member's reviews and helpful votes out of the figures before their profile is
 * deleted (the rows then go with it through the cascades): each reviewed entry, locked in id
 * order, loses the review from its aggregates, and each review they found helpful loses the
 * vote. Run it in the deletion's transaction. Resolves to how many of their reviews went.
 */
export async function withdrawMemberReviews(
  tx: Executor,
  memberId: string,
  now: Date,
): Promise<number> {
  const own = await listLiveReviewsOf(tx, memberId);
  for (const review of own) {
    if (!(await lockCatalogueItem(tx, review.itemId))) continue;
    await updateReviewRow(tx, review.id, { deletedAt: now });
    await shiftAggregates(tx, review.itemId, { add: null, remove: review.stars });
  }
  await withdrawHelpfulVotesOf(tx, memberId);
  if (own.length > 0) invalidateReviewFigures();
  return own.length;
}
