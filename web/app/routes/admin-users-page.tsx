import { useCallback, useState } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { AdminPendingRequests } from '../../features/admin/components/admin-pending-requests';
import { AdminUsersFiltersBar } from '../../features/admin/components/admin-users-filters-bar';
import { AdminUsersList } from '../../features/admin/components/admin-users-list';
import {
  defaultAdminUsersFilters,
  type AdminUsersFilters,
} from '../../features/admin/lib/admin-users-filters';
import { useSession } from '../../features/auth/hooks/use-session';
import { useOwnProfile } from '../../features/profiles/api/get-own-profile';
import { StaffGuard } from './admin/staff-guard';

const description =
  'Find members by username, name or email; suspend, change roles, send password resets and delete accounts.';

/** The list and its actions, for the staff member signed in (the guard has checked the role). */
function AdminUsersContent() {
  const session = useSession();
  const profile = useOwnProfile(session?.user.id);
  const [filters, setFilters] = useState<AdminUsersFilters>(defaultAdminUsersFilters);
  // Clearing the filters starts the bar afresh (its search box keeps its own text while typing).
  const [clearCount, setClearCount] = useState(0);
  const changeFilters = useCallback((next: AdminUsersFilters) => setFilters(next), []);
  const viewer = { id: session?.user.id ?? '', role: profile.data?.role ?? 'member' };
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10">
      <PageHeader title="User Management" description={description} className="pb-0" />
      <AdminPendingRequests />
      <AdminUsersFiltersBar key={clearCount} filters={filters} onChange={changeFilters} />
      <AdminUsersList
        filters={filters}
        viewer={viewer}
        onClearFilters={() => {
          setFilters(defaultAdminUsersFilters);
          setClearCount((count) => count + 1);
        }}
      />
    </div>
  );
}

/** `/admin/users` (moderators and admins; roles and deletion for admins only). */
export default function AdminUsersPage() {
  return (
    <StaffGuard needs="moderator" title="User Management" description={description}>
      <AdminUsersContent />
    </StaffGuard>
  );
}
