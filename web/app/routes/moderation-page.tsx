import { useSearchParams } from 'react-router';
import {
  moderationQueueSorts,
  reportItemKinds,
  type ModerationQueueSort,
  type ReportItemKind,
} from '../../../common/features/moderation/moderation.contract';
import { PageHeader } from '../../components/ui/page-header';
import { ModerationQueue } from '../../features/moderation/components/moderation-queue';
import { StaffGuard } from './admin/staff-guard';

const DESCRIPTION = 'Open reports from members, grouped by item, with what is needed to decide.';

function readSort(value: string | null): ModerationQueueSort {
  return moderationQueueSorts.find((sort) => sort === value) ?? 'newest';
}

function readKind(value: string | null): ReportItemKind | null {
  return reportItemKinds.find((kind) => kind === value) ?? null;
}

/**
 * `/moderation`: the review queue, for moderators and admins (issue 15); its sort and kind live
 * in the address (`?sort=most_reported&kind=comment`).
 */
export default function ModerationPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = readSort(searchParams.get('sort'));
  const kind = readKind(searchParams.get('kind'));
  return (
    <StaffGuard title="Moderation" description={DESCRIPTION} needs="moderator">
      <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
        <PageHeader title="Moderation" description={DESCRIPTION} />
        <ModerationQueue
          sort={sort}
          kind={kind}
          onFiltersChange={(next) =>
            setSearchParams(
              {
                ...(next.sort === 'newest' ? {} : { sort: next.sort }),
                ...(next.kind ? { kind: next.kind } : {}),
              },
              { replace: true },
            )
          }
        />
      </div>
    </StaffGuard>
  );
}
