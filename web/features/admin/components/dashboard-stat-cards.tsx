import { Ban, FileText, Flag, MessageSquare, UserPlus, Users } from 'lucide-react';
import { formatCount } from '../../../../common/count-format';
import type { Dashboard } from '../../../../common/features/admin/dashboard.contract';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

const cards = [
  { key: 'members', label: 'Members', icon: Users },
  { key: 'newMembersThisWeek', label: 'New members this week', icon: UserPlus },
  { key: 'posts', label: 'Posts', icon: FileText },
  { key: 'comments', label: 'Comments', icon: MessageSquare },
  { key: 'openReports', label: 'Open reports', icon: Flag },
  { key: 'suspendedMembers', label: 'Suspended members', icon: Ban },
] as const;

/** The dashboard's six counts, each a card (skeletons while they load). */
export function DashboardStatCards({ counts }: { counts: Dashboard['counts'] | undefined }) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6" aria-label="Counts">
      {cards.map(({ key, label, icon: Icon }) => (
        <li key={key}>
          <Card className="flex h-full flex-col gap-2 p-4">
            <span className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
              <Icon aria-hidden className="size-4" />
              {label}
            </span>
            {counts ? (
              <span className="text-2xl font-semibold tabular-nums" data-testid={`stat-${key}`}>
                {formatCount(counts[key])}
              </span>
            ) : (
              <Skeleton className="h-8 w-16" />
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
