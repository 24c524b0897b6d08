import { Lock, ShieldCheck } from 'lucide-react';
import type { AdminUser } from '../../../../common/features/admin/admin-users.contract';
import type { StaffRole } from '../../../../common/features/moderation/staff-role.contract';
import {
  trustLevelLabels,
  type MemberTrust,
} from '../../../../common/features/trust/trust-levels.contract';
import { Avatar, AvatarFallback, AvatarImage } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { describeStatus, roleLabels } from '../lib/admin-users-format';

/** A member's role: an outlined 'Member', or a shield badge for staff. */
export function RoleBadge({ role }: { role: StaffRole }) {
  if (role === 'member') return <Badge variant="outline">Member</Badge>;
  return (
    <Badge variant={role === 'admin' ? 'default' : 'accent'}>
      <ShieldCheck aria-hidden className="size-3" />
      {roleLabels[role]}
    </Badge>
  );
}

/** A member's trust level; a lock when staff set it by hand (it no longer moves by itself). */
export function TrustBadge({ trust }: { trust: MemberTrust }) {
  const label = trustLevelLabels[trust.level];
  return (
    <Badge
      variant="secondary"
      data-testid="trust-level"
      title={trust.isLocked ? `${label}, set by staff` : `${label}, from their activity`}
    >
      {trust.isLocked ? <Lock aria-hidden className="size-3" /> : null}
      {label}
      {trust.isLocked ? <span className="sr-only">, set by staff</span> : null}
    </Badge>
  );
}

/** A member's standing in words; a suspension in the destructive colour. */
export function StatusText({ user }: { user: AdminUser }) {
  const text = describeStatus(user);
  if (user.status === 'active') return <span>{text}</span>;
  return (
    <span
      className={
        user.status === 'suspended' ? 'font-medium text-destructive' : 'text-muted-foreground'
      }
    >
      {text}
    </span>
  );
}

/** Avatar, @username (a link to the profile), name and email. */
export function MemberIdentity({ user }: { user: AdminUser }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar>
        {user.avatarUrl ? <AvatarImage src={user.avatarUrl} alt="" /> : null}
        <AvatarFallback>{user.username.slice(0, 1).toUpperCase()}</AvatarFallback>
      </Avatar>
      <div className="min-w-0">
        <a href={`/profile/${user.id}`} className="block truncate font-medium hover:underline">
          @{user.username}
        </a>
        <p className="truncate text-xs text-muted-foreground">
          {[user.name, user.email].filter(Boolean).join(' · ') || '—'}
        </p>
      </div>
    </div>
  );
}
