import { addDays, dayIn, isIsoDate } from '../../../common/features/activity/activity-dates';
import {
  ACTIVITY_FUTURE_DATE_MESSAGE,
  ACTIVITY_INVALID_DATE_MESSAGE,
  ACTIVITY_MEMBERS_MAX,
  ACTIVITY_NEW_POSTS_MAX,
  ACTIVITY_NEW_REVIEWS_MAX,
  ACTIVITY_OWN_POSTS_MAX,
  ACTIVITY_OWN_REVIEWS_MAX,
  ACTIVITY_TOP_POSTS_MAX,
  ACTIVITY_TRIP_DIGESTS_MAX,
  type ActivitySummary,
  type OwnActivity,
} from '../../../common/features/activity/activity.contract';
import { contentKind } from '../../content/content-registry';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { listNotificationsOfTypeBetween } from '../notifications/notifications.repository';
import { listPostImages } from '../uploads/uploads.service';
import { listReviewsWrittenBetween } from '../reviews/reviews.repository';
import {
  presentActivityMember,
  presentActivityPost,
  presentActivityReview,
} from './activity.presenter';
import {
  countLikes,
  countNewPosts,
  findDayBounds,
  findFirstPostDay,
  listNewFollowers,
  listNewMembers,
  listNewPosts,
  listTopPosts,
  type ActivityPostRow,
  type DayBounds,
} from './activity.repository';

/** What a summary is asked for. */
export interface ActivityRequest {
  /** `YYYY-MM-DD` from the path, or undefined for today. */
  date: string | undefined;
  /** The site's time zone (`SITE_TIME_ZONE`). */
  timeZone: string;
  now: Date;
  viewerId: string | null;
}

/**
 * The day asked for, checked: today when none is given.
 * @throws AppError 404 for text that is not a real day, or a day after today.
 */
function resolveDay(date: string | undefined, today: string): string {
  if (date === undefined) return today;
  if (!isIsoDate(date)) throw notFound(ACTIVITY_INVALID_DATE_MESSAGE);
  if (date > today) throw notFound(ACTIVITY_FUTURE_DATE_MESSAGE);
  return date;
}

/**
 * The evening digests of the viewer's trips sent that day, for the trips they may still see
 * (the trip kind's own policy, through the content registry: a trip deleted, or one they no
 * longer plan, drops out).
 */
async function loadTripDigests(db: Database, day: DayBounds, viewerId: string, now: Date) {
  const digests = await listNotificationsOfTypeBetween(db, {
    userId: viewerId,
    type: 'trip_digest',
    ...day,
    limit: ACTIVITY_TRIP_DIGESTS_MAX,
  });
  const trips = contentKind('trip');
  const seen = await Promise.all(
    digests.map(({ entityId }) =>
      entityId
        ? trips.assertVisibleTo(db, viewerId, entityId, now).then(
            () => true,
            () => false,
          )
        : false,
    ),
  );
  return digests
    .filter((digest, index) => seen[index] && digest.body !== null)
    .map((digest) => ({
      tripId: digest.entityId!,
      body: digest.body!,
      at: digest.createdAt.toISOString(),
    }));
}

/**
 * The viewer's own day: their posts and reviews, likes given and received, new followers, and
 * the evening digests of their trips.
 */
async function loadOwnActivity(db: Database, day: DayBounds, viewerId: string, now: Date) {
  const [postTotal, posts, reviews, likes, followers, tripDigests] = await Promise.all([
    countNewPosts(db, day, viewerId, viewerId),
    listNewPosts(db, day, viewerId, ACTIVITY_OWN_POSTS_MAX, viewerId),
    listReviewsWrittenBetween(db, {
      viewerId,
      ...day,
      authorId: viewerId,
      limit: ACTIVITY_OWN_REVIEWS_MAX,
    }),
    countLikes(db, day, viewerId),
    listNewFollowers(db, day, viewerId, ACTIVITY_MEMBERS_MAX),
    loadTripDigests(db, day, viewerId, now),
  ]);
  return { postTotal, posts, reviews, likes, followers, tripDigests };
}

/**
 * `GET /api/activity[/{date}]`: the community's day in the site's time zone (new posts and
 * their total, the most liked and discussed, new reviews and their total, new members) and the
 * viewer's own day. Posts and reviews are those the viewer may see (private groups, blocks). Days run
 * from midnight to midnight where the site is, whatever the reader's zone.
 * @throws AppError 404 for an invalid or future date.
 */
export async function getActivitySummary(
  db: Database,
  request: ActivityRequest,
): Promise<ActivitySummary> {
  const today = dayIn(request.timeZone, request.now);
  const date = resolveDay(request.date, today);
  const day = await findDayBounds(db, date, request.timeZone);
  const [firstPostDate, postTotal, newPosts, topPosts, newReviews, newMembers, own] =
    await Promise.all([
      findFirstPostDay(db, request.timeZone),
      countNewPosts(db, day, request.viewerId),
      listNewPosts(db, day, request.viewerId, ACTIVITY_NEW_POSTS_MAX),
      listTopPosts(db, day, request.viewerId, ACTIVITY_TOP_POSTS_MAX),
      listReviewsWrittenBetween(db, {
        viewerId: request.viewerId,
        ...day,
        limit: ACTIVITY_NEW_REVIEWS_MAX,
      }),
      listNewMembers(db, day, ACTIVITY_MEMBERS_MAX),
      request.viewerId ? loadOwnActivity(db, day, request.viewerId, request.now) : null,
    ]);

  const listed: ActivityPostRow[] = [...newPosts, ...topPosts, ...(own?.posts ?? [])];
  const images = await listPostImages(
    db,
    listed.map((row) => row.id),
  );
  const present = (rows: ActivityPostRow[]) =>
    rows.map((row) => presentActivityPost(row, images.get(row.id) ?? []));

  const mine: OwnActivity | null = own && {
    posts: { total: own.postTotal, items: present(own.posts) },
    reviews: { total: own.reviews.total, items: own.reviews.items.map(presentActivityReview) },
    likesGiven: own.likes.given,
    likesReceived: own.likes.received,
    newFollowers: {
      total: own.followers.total,
      items: own.followers.items.map(presentActivityMember),
    },
    tripDigests: own.tripDigests,
  };
  return {
    date,
    timeZone: request.timeZone,
    today,
    previousDate: firstPostDate !== null && date > firstPostDate ? addDays(date, -1) : null,
    nextDate: date < today ? addDays(date, 1) : null,
    firstPostDate,
    isBeforeFirstPost: firstPostDate === null || date < firstPostDate,
    newPosts: { total: postTotal, items: present(newPosts) },
    topPosts: present(topPosts),
    newReviews: { total: newReviews.total, items: newReviews.items.map(presentActivityReview) },
    newMembers: { total: newMembers.total, items: newMembers.items.map(presentActivityMember) },
    mine,
  };
}
