import { Crown, Globe, Lock, Shield } from 'lucide-react';
import {
  groupRoleLabels,
  groupVisibilityLabels,
  type GroupRole,
  type GroupVisibility,
} from '../../../../common/features/groups/group-limits';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

/** 'Public' or 'Private', with a globe or a lock (never colour alone). */
export function VisibilityBadge({
  visibility,
  className,
}: {
  visibility: GroupVisibility;
  className?: string;
}) {
  const Icon = visibility === 'private' ? Lock : Globe;
  return (
    <Badge variant="outline" className={cn('gap-1', className)}>
      <Icon aria-hidden className="size-3" />
      {groupVisibilityLabels[visibility]}
    </Badge>
  );
}

const roleIcons = { owner: Crown, moderator: Shield, member: null } as const;

/** A member's role: 'Owner' in pixie gold, 'Moderator' in the secondary tint, 'Member' outlined. */
export function RoleBadge({ role, className }: { role: GroupRole; className?: string }) {
  const Icon = roleIcons[role];
  return (
    <Badge
      variant={role === 'owner' ? 'accent' : role === 'moderator' ? 'secondary' : 'outline'}
      className={className}
    >
      {Icon && <Icon aria-hidden className="size-3" />}
      {groupRoleLabels[role]}
    </Badge>
  );
}
