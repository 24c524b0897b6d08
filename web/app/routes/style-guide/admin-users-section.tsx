import { useState } from 'react';
import type { AdminUser } from '../../../../common/features/admin/admin-users.contract';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import {
  DeleteMemberDialog,
  SuspendMemberDialog,
} from '../../../features/admin/components/admin-users-dialogs';
import { AdminUsersFiltersBar } from '../../../features/admin/components/admin-users-filters-bar';
import {
  MemberIdentity,
  RoleBadge,
  StatusText,
  TrustBadge,
} from '../../../features/admin/components/admin-users-parts';
import { TrustLevelDialog } from '../../../features/admin/components/admin-users-trust-dialog';
import {
  defaultAdminUsersFilters,
  type AdminUsersFilters,
} from '../../../features/admin/lib/admin-users-filters';
import { Specimen, StyleSection } from './section';

const DAY_MS = 24 * 60 * 60 * 1000;

const sample: AdminUser = {
  id: '00000000-0000-4000-8000-000000000601',
  username: 'churro_fan',
  name: 'Casey Churro',
  email: 'casey@example.com',
  avatarUrl: null,
  role: 'member',
  status: 'active',
  suspendedUntil: null,
  isSuspendedPermanently: false,
  deletedAt: null,
  createdAt: new Date(Date.now() - 40 * DAY_MS).toISOString(),
  lastSignInAt: new Date(Date.now() - DAY_MS).toISOString(),
  postCount: 12,
  reports: { open: 1, total: 3 },
  trust: { level: 'member', isLocked: false },
};

const suspended: AdminUser = {
  ...sample,
  status: 'suspended',
  suspendedUntil: new Date(Date.now() + 3 * DAY_MS).toISOString(),
};

/** `/admin/users`' parts: the filter bar, roles, standings, a member and the action dialogs. */
export function AdminUsersSection() {
  const [filters, setFilters] = useState<AdminUsersFilters>(defaultAdminUsersFilters);
  const [dialog, setDialog] = useState<'suspend' | 'delete' | 'trust' | null>(null);
  const done = (title: string) => {
    setDialog(null);
    toast({ title });
  };
  return (
    <StyleSection
      id="admin-users"
      title="User management"
      description="The staff's member list at /admin/users: a filter bar, role and trust level badges, standings in words, and dialogs that ask for a reason before a suspension or a deletion, or set a trust level by hand."
    >
      <Specimen title="Filter bar">
        <AdminUsersFiltersBar filters={filters} onChange={setFilters} />
      </Specimen>
      <Specimen title="Roles and standings" className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <RoleBadge role="member" />
          <RoleBadge role="moderator" />
          <RoleBadge role="admin" />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <TrustBadge trust={{ level: 'new', isLocked: false }} />
          <TrustBadge trust={{ level: 'basic', isLocked: false }} />
          <TrustBadge trust={{ level: 'member', isLocked: false }} />
          <TrustBadge trust={{ level: 'regular', isLocked: true }} />
        </div>
        <div className="grid gap-1 text-sm">
          <StatusText user={sample} />
          <StatusText user={suspended} />
          <StatusText user={{ ...suspended, isSuspendedPermanently: true }} />
          <StatusText user={{ ...sample, status: 'deleted' }} />
        </div>
        <MemberIdentity user={sample} />
      </Specimen>
      <Specimen title="Action dialogs" className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => setDialog('suspend')}>
          Suspend…
        </Button>
        <Button variant="outline" onClick={() => setDialog('delete')}>
          Delete member…
        </Button>
        <Button variant="outline" onClick={() => setDialog('trust')}>
          Set trust level…
        </Button>
        <TrustLevelDialog
          key={`trust-${dialog}`}
          user={dialog === 'trust' ? sample : null}
          isPending={false}
          onOpenChange={(open) => !open && setDialog(null)}
          onConfirm={() => done('@churro_fan is member')}
        />
        <SuspendMemberDialog
          key={`suspend-${dialog}`}
          user={dialog === 'suspend' ? sample : null}
          isPending={false}
          onOpenChange={(open) => !open && setDialog(null)}
          onConfirm={() => done('@churro_fan is suspended')}
        />
        <DeleteMemberDialog
          key={`delete-${dialog}`}
          user={dialog === 'delete' ? sample : null}
          isPending={false}
          onOpenChange={(open) => !open && setDialog(null)}
          onConfirm={() => done('@churro_fan was deleted')}
        />
      </Specimen>
    </StyleSection>
  );
}
