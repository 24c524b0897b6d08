import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  adminUserSorts,
  adminUserStatuses,
  type AdminUserSort,
  type AdminUserStatus,
} from '../../../../common/features/admin/admin-users.contract';
import {
  staffRoleSchema,
  type StaffRole,
} from '../../../../common/features/moderation/staff-role.contract';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LabeledSelect } from '../../../components/ui/labeled-select';
import type { AdminUsersFilters } from '../lib/admin-users-filters';
import { roleLabels } from '../lib/admin-users-format';

/** How long typing pauses before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

const sortLabels: Record<AdminUserSort, string> = {
  joined: 'Newest members',
  last_sign_in: 'Last sign-in',
};
const statusLabels: Record<AdminUserStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
  deleted: 'Deleted',
};

/** The member list's filter bar: a search box (run as typing pauses), order, status, role. */
export function AdminUsersFiltersBar({
  filters,
  onChange,
}: {
  filters: AdminUsersFilters;
  onChange: (filters: AdminUsersFilters) => void;
}) {
  const [text, setText] = useState(filters.q);
  useEffect(() => {
    if (text === filters.q) return;
    const timer = setTimeout(() => onChange({ ...filters, q: text }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);

  return (
    <div
      role="search"
      className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
    >
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor="admin-users-search">Search members</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="admin-users-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Username, name or email"
            className="pl-9"
            maxLength={100}
          />
        </div>
      </div>
      <LabeledSelect
        id="admin-users-sort"
        label="Sort by"
        value={filters.sort}
        options={adminUserSorts}
        labels={sortLabels}
        onChange={(sort) => onChange({ ...filters, sort: sort || 'joined' })}
      />
      <LabeledSelect
        id="admin-users-status"
        label="Status"
        value={filters.status}
        options={adminUserStatuses}
        labels={statusLabels}
        anyLabel="Any status"
        onChange={(status) => onChange({ ...filters, status })}
      />
      <LabeledSelect<StaffRole>
        id="admin-users-role"
        label="Role"
        value={filters.role}
        options={staffRoleSchema.options}
        labels={roleLabels}
        anyLabel="Any role"
        onChange={(role) => onChange({ ...filters, role })}
      />
    </div>
  );
}
