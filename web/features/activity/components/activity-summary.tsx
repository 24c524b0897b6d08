import { CalendarClock, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { formatDay } from '../../../../common/features/activity/activity-dates';
import type { ActivitySummary } from '../../../../common/features/activity/activity.contract';
import { EmptyState } from '../../../components/ui/empty-state';
import { ActivityMemberList } from './activity-member-list';
import { ActivityPostList } from './activity-post-list';
import { ActivityReviewList } from './activity-review-list';
import { countOf } from './activity-format';
import { DayNav } from './day-nav';
import { OwnActivitySection } from './own-activity';
import { formatCount } from '../../../../common/count-format';

/** Before the first post: said plainly, with the way to the first day. */
function BeforeFirstPost({ firstPostDate }: { firstPostDate: string | null }) {
  return (
    <EmptyState
      icon={CalendarClock}
      title="Before the community’s first post"
      description={
        firstPostDate
          ? `Nothing had been posted yet on this day: the community’s first post came on ${formatDay(firstPostDate)}.`
          : 'Nothing has been posted in the community yet.'
      }
      action={
        firstPostDate ? (
          <Link to={`/activity/${firstPostDate}`} className="font-medium text-primary underline">
            Go to the first day
          </Link>
        ) : undefined
      }
    />
  );
}

/** `the newest 10 of 42` when a list shows only part of the day's total, else nothing. */
function partOf(shown: number, total: number): string {
  return total > shown ? `the newest ${formatCount(shown)} of ${formatCount(total)}` : '';
}

/**
 * A day of the community: browse links, counts, top and new posts, new reviews, new members,
 * your day.
 */
export function ActivitySummaryView({ summary }: { summary: ActivitySummary }) {
  const { newPosts, topPosts, newMembers, mine, timeZone } = summary;
  // A server from before reviews in activity sent none.
  const newReviews = summary.newReviews ?? { total: 0, items: [] };
  const isQuiet = newPosts.total === 0 && newReviews.total === 0 && newMembers.total === 0;
  return (
    <div className="grid gap-8">
      <DayNav
        date={summary.date}
        previousDate={summary.previousDate}
        nextDate={summary.nextDate}
        isToday={summary.date === summary.today}
      />
      <p className="text-muted-foreground">
        {countOf(newPosts.total, 'new post')}, {countOf(newReviews.total, 'new review')} and{' '}
        {countOf(newMembers.total, 'new member')} (days run midnight to midnight, {timeZone} time)
      </p>
      {mine && <OwnActivitySection mine={mine} timeZone={timeZone} />}
      {summary.isBeforeFirstPost ? (
        <BeforeFirstPost firstPostDate={summary.firstPostDate} />
      ) : (
        isQuiet && (
          <EmptyState
            icon={Sparkles}
            title="A quiet day"
            description="Nobody posted, reviewed or joined on this day. Try the day before, or share a moment yourself."
          />
        )
      )}
      {topPosts.length > 0 && (
        <section aria-labelledby="top-posts" className="grid gap-3">
          <h2 id="top-posts" className="text-xl font-semibold">
            Top posts of the day
          </h2>
          <ActivityPostList posts={topPosts} timeZone={timeZone} />
        </section>
      )}
      {newPosts.items.length > 0 && (
        <section aria-labelledby="new-posts" className="grid gap-3">
          <h2 id="new-posts" className="text-xl font-semibold">
            New posts
            <span className="ml-2 text-base font-normal text-muted-foreground">
              {partOf(newPosts.items.length, newPosts.total)}
            </span>
          </h2>
          <ActivityPostList posts={newPosts.items} timeZone={timeZone} />
        </section>
      )}
      {newReviews.items.length > 0 && (
        <section aria-labelledby="new-reviews" className="grid gap-3">
          <h2 id="new-reviews" className="text-xl font-semibold">
            New reviews
            <span className="ml-2 text-base font-normal text-muted-foreground">
              {partOf(newReviews.items.length, newReviews.total)}
            </span>
          </h2>
          <ActivityReviewList reviews={newReviews.items} timeZone={timeZone} />
        </section>
      )}
      {newMembers.items.length > 0 && (
        <section aria-labelledby="new-members" className="grid gap-3">
          <h2 id="new-members" className="text-xl font-semibold">
            New members
          </h2>
          <ActivityMemberList members={newMembers.items} />
        </section>
      )}
    </div>
  );
}
