import type { OwnActivity } from '../../../../common/features/activity/activity.contract';
import { ActivityMemberList } from './activity-member-list';
import { ActivityPostList } from './activity-post-list';
import { ActivityReviewList } from './activity-review-list';
import { ActivityTripDigests } from './activity-trip-digests';
import { formatCount } from '../../../../common/count-format';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-secondary px-3 py-2 text-secondary-foreground">
      <dt className="text-sm">{label}</dt>
      <dd className="text-2xl font-bold">{formatCount(value)}</dd>
    </div>
  );
}

/**
 * The signed-in member's own day: what they posted, reviewed and liked, likes they got, new
 * followers, and the evening digests of their trips.
 */
export function OwnActivitySection({ mine, timeZone }: { mine: OwnActivity; timeZone: string }) {
  // A server from before reviews in activity sent none.
  const reviews = mine.reviews ?? { total: 0, items: [] };
  const tripDigests = mine.tripDigests ?? [];
  return (
    <section aria-labelledby="own-activity" className="grid gap-4 rounded-xl border p-4">
      <h2 id="own-activity" className="text-xl font-semibold">
        Your day
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5">
        <Stat label="Posts" value={mine.posts.total} />
        <Stat label="Reviews" value={reviews.total} />
        <Stat label="Likes given" value={mine.likesGiven} />
        <Stat label="Likes received" value={mine.likesReceived} />
        <Stat label="New followers" value={mine.newFollowers.total} />
      </dl>
      {tripDigests.length > 0 && <ActivityTripDigests digests={tripDigests} timeZone={timeZone} />}
      {mine.posts.items.length > 0 && (
        <ActivityPostList posts={mine.posts.items} timeZone={timeZone} />
      )}
      {reviews.items.length > 0 && (
        <div className="grid gap-2">
          <h3 className="font-semibold">Your reviews</h3>
          <ActivityReviewList reviews={reviews.items} timeZone={timeZone} />
        </div>
      )}
      {mine.newFollowers.items.length > 0 && (
        <div className="grid gap-2">
          <h3 className="font-semibold">New followers</h3>
          <ActivityMemberList members={mine.newFollowers.items} />
        </div>
      )}
    </section>
  );
}
