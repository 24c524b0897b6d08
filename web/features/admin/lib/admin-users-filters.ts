import type {
  AdminUserSort,
  AdminUserStatus,
} from '../../../../common/features/admin/admin-users.contract';
import type { StaffRole } from '../../../../common/features/moderation/staff-role.contract';

/** What `/admin/users` lists: the search text, the order and the filters ('' for none). */
export interface AdminUsersFilters {
  q: string;
  sort: AdminUserSort;
  status: AdminUserStatus | '';
  role: StaffRole | '';
}

export const defaultAdminUsersFilters: AdminUsersFilters = {
  q: '',
  sort: 'joined',
  status: '',
  role: '',
};

/** The query string of `GET /api/admin/users` for the filters and a page's cursor. */
export function adminUsersQuery(filters: AdminUsersFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  params.set('sort', filters.sort);
  if (filters.status) params.set('status', filters.status);
  if (filters.role) params.set('role', filters.role);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}
