import { useParams } from 'react-router';
import { isIsoDate } from '../../../common/features/activity/activity-dates';
import { activityPageTitle } from '../../../common/features/activity/activity-page-title';
import {
  ACTIVITY_INVALID_DATE_MESSAGE,
  ACTIVITY_PAGE_DESCRIPTION as description,
} from '../../../common/features/activity/activity-texts';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { useActivity } from '../../features/activity/api/get-activity';
import { ActivityNotFound } from '../../features/activity/components/activity-not-found';
import { ActivitySkeleton } from '../../features/activity/components/activity-skeleton';
import { ActivitySummaryView } from '../../features/activity/components/activity-summary';
import { ApiError } from '../../lib/api-error';
import { usePageMeta } from '../../lib/page-meta';
import { AlertTriangle } from 'lucide-react';

/** The summary of a day that the address names (checked first), or of today. */
function ActivityDay({ date }: { date: string | null }) {
  const session = useSession();
  const query = useActivity(date, session?.user.id ?? null, session !== undefined);
  if (query.isPending) return <ActivitySkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <ActivityNotFound message={query.error.message} />;
    }
    return (
      <EmptyState
        icon={AlertTriangle}
        title="The day’s activity could not be loaded"
        description={query.error.message}
        action={<Button onClick={() => void query.refetch()}>Try Again</Button>}
      />
    );
  }
  return <ActivitySummaryView summary={query.data} />;
}

/** `/activity` (today in the site's time zone) and `/activity/{YYYY-MM-DD}`. */
export default function ActivityPage() {
  const { date } = useParams();
  const isValid = date === undefined || isIsoDate(date);
  usePageMeta({
    title: activityPageTitle(date && isValid ? date : null),
    description,
  });
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader title="Activity" description={description} />
      {isValid ? (
        <ActivityDay key={date ?? 'today'} date={date ?? null} />
      ) : (
        <ActivityNotFound message={ACTIVITY_INVALID_DATE_MESSAGE} />
      )}
    </div>
  );
}
