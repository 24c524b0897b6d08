import { useSearchParams } from 'react-router';
import {
  moderationQueueSorts,
  type ModerationQueueSort,
} from '../../../common/features/moderation/moderation.contract';
import { PageHeader } from '../../components/ui/page-header';
import { ModerationQueue } from '../../features/moderation/components/moderation-queue';
import { StaffGuard } from './admin/staff-guard';

const DESCRIPTION = 'Open reports from members, grouped by item, with what is needed to decide.';

function readSort(value: string | null): ModerationQueueSort {
  return moderationQueueSorts.find((sort) => sort === value) ?? 'newest';
}

/** `/moderation`: the review queue, for moderators and admins (spec §2, issue 15). */
export default function ModerationPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = readSort(searchParams.get('sort'));
  return (
    <StaffGuard title="Moderation" description={DESCRIPTION} needs="moderator">
      <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
        <PageHeader title="Moderation" description={DESCRIPTION} />
        <ModerationQueue
          sort={sort}
          onSortChange={(next) =>
            setSearchParams(next === 'newest' ? {} : { sort: next }, { replace: true })
          }
        />
      </div>
    </StaffGuard>
  );
}
