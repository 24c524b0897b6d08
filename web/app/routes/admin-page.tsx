import { FileSearch, ShieldCheck, Trash2, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LoadErrorState } from '../../components/ui/page-states';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { useDashboard } from '../../features/admin/api/dashboard-api';
import { DashboardActivityChart } from '../../features/admin/components/dashboard-activity-chart';
import { DashboardClientErrors } from '../../features/admin/components/dashboard-client-errors';
import { DashboardClientLogs } from '../../features/admin/components/dashboard-client-logs';
import { DashboardStatCards } from '../../features/admin/components/dashboard-stat-cards';
import { DashboardSupportMessages } from '../../features/admin/components/dashboard-support-messages';
import { useSession } from '../../features/auth/hooks/use-session';
import { useOwnProfile } from '../../features/profiles/api/get-own-profile';
import { StaffGuard } from './admin/staff-guard';

interface ToolLink {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
  isAdminOnly: boolean;
}

const tools: ToolLink[] = [
  {
    to: '/moderation',
    label: 'Moderation',
    description: 'The review queue of reported items',
    icon: ShieldCheck,
    isAdminOnly: false,
  },
  {
    to: '/admin/users',
    label: 'User Management',
    description: 'Find members, suspend, change roles',
    icon: Users,
    isAdminOnly: false,
  },
  {
    to: '/bulk-delete',
    label: 'Bulk Delete',
    description: 'Remove spam waves, with undo for 24 hours',
    icon: Trash2,
    isAdminOnly: true,
  },
  {
    to: '/admin/audit',
    label: 'Audit Log',
    description: 'Every staff action, who and why',
    icon: FileSearch,
    isAdminOnly: true,
  },
];

function AdminDashboard() {
  const session = useSession();
  const isAdmin = useOwnProfile(session?.user.id).data?.role === 'admin';
  const dashboard = useDashboard();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader
        title="Admin"
        description="How the community is doing, what browsers report and what members ask."
      />
      <nav aria-label="Staff tools" className="mb-6">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {tools
            .filter((tool) => isAdmin || !tool.isAdminOnly)
            .map(({ to, label, description, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex min-h-11 items-start gap-3 rounded-xl border bg-card p-3 transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Icon aria-hidden className="mt-0.5 size-5 text-primary" />
                  <span>
                    <span className="block font-medium">{label}</span>
                    <span className="block text-xs text-muted-foreground">{description}</span>
                  </span>
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      {dashboard.isError ? (
        <LoadErrorState
          title="The dashboard could not be loaded"
          message={dashboard.error.message}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <div className="grid gap-6">
          <DashboardStatCards counts={dashboard.data?.counts} />
          {dashboard.data ? (
            <DashboardActivityChart series={dashboard.data.series} />
          ) : (
            <Skeleton className="h-80 w-full" />
          )}
          {isAdmin && (
            <div className="grid gap-6 lg:grid-cols-2">
              <DashboardClientErrors />
              <DashboardClientLogs />
              <div className="lg:col-span-2">
                <DashboardSupportMessages />
              </div>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** `/admin`: the team's dashboard (counts for staff; errors, logs and support for admins). */
export default function AdminPage() {
  return (
    <StaffGuard
      needs="moderator"
      title="Admin"
      description="The team's dashboard: counts, activity, errors and support messages."
    >
      <AdminDashboard />
    </StaffGuard>
  );
}
