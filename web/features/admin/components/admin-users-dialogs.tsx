import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  setMemberRoleInputSchema,
  STAFF_REASON_MAX,
  suspensionDurationLabels,
  suspensionDurations,
  type AdminUser,
  type SuspensionDuration,
} from '../../../../common/features/admin/admin-users.contract';
import type { StaffRole } from '../../../../common/features/moderation/staff-role.contract';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { LabeledSelect } from '../../../components/ui/labeled-select';
import { Textarea } from '../../../components/ui/textarea';
import { roleLabels } from '../lib/admin-users-format';

/** The reason field both dialogs share: required, at most 500 characters. */
function ReasonField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Reason</Label>
      <Textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={STAFF_REASON_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="min-h-20"
        placeholder="Recorded in the audit log"
      />
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}

/** What a staff action dialog is given: the member, whether it runs, and what to do. */
interface ActionDialogProps<Input> {
  user: AdminUser | null;
  isPending: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: (input: Input) => void;
}

/** Suspend: a duration (1 day … permanent) and a reason; their sessions end at once. */
export function SuspendMemberDialog({
  user,
  isPending,
  onOpenChange,
  onConfirm,
}: ActionDialogProps<{ duration: SuspensionDuration; reason: string }>) {
  const [duration, setDuration] = useState<SuspensionDuration>('1d');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError('A reason is required');
    onConfirm({ duration, reason: reason.trim() });
  };
  return (
    <Dialog open={!!user} onOpenChange={(open) => !isPending && onOpenChange(open)}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogTitle>Suspend @{user?.username}</DialogTitle>
          <DialogDescription>
            They are signed out everywhere at once and cannot sign in or act until the suspension
            ends.
          </DialogDescription>
          <LabeledSelect
            id="suspend-duration"
            label="Duration"
            value={duration}
            options={suspensionDurations}
            labels={suspensionDurationLabels}
            onChange={(value) => setDuration(value || '1d')}
          />
          <ReasonField
            id="suspend-reason"
            value={reason}
            error={error}
            onChange={(value) => {
              setReason(value);
              setError(null);
            }}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={isPending}>
              {isPending && <Loader2 aria-hidden className="animate-spin" />}
              Suspend
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Delete a member: names them and what happens, asks for a reason. */
export function DeleteMemberDialog({
  user,
  isPending,
  onOpenChange,
  onConfirm,
}: ActionDialogProps<{ reason: string }>) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError('A reason is required');
    onConfirm({ reason: reason.trim() });
  };
  return (
    <Dialog open={!!user} onOpenChange={(open) => !isPending && onOpenChange(open)}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogTitle>Delete @{user?.username}?</DialogTitle>
          <DialogDescription>
            Their account is closed and they are signed out at once; their posts, comments, tips,
            checklists and events are removed from the site. Their photos are deleted after 30 days,
            and their email address cannot be used for a new account until then.
          </DialogDescription>
          <ReasonField
            id="delete-reason"
            value={reason}
            error={error}
            onChange={(value) => {
              setReason(value);
              setError(null);
            }}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={isPending}>
              {isPending && <Loader2 aria-hidden className="animate-spin" />}
              Delete member
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** What a new role lets the member do (or no longer do). */
const roleEffects: Record<StaffRole, string> = {
  member: 'They lose staff access at once: no review queue, no member list.',
  moderator: 'They can review reports, hide content and suspend members.',
  admin: 'They can do everything staff can, including changing roles and deleting members.',
};

/** A role change waiting for confirmation: the member, the new role and the menu's label. */
export interface PendingRoleChange {
  user: AdminUser;
  role: StaffRole;
  label: string;
}

/** Confirm a role change: names the member, the change and what it means; asks for a reason. */
export function RoleChangeDialog({
  change,
  isPending,
  onOpenChange,
  onConfirm,
}: {
  change: PendingRoleChange | null;
  isPending: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: (input: { role: StaffRole; reason: string }) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!change) return;
    // The request's own contract: the same messages as the server's.
    const parsed = setMemberRoleInputSchema.safeParse({ role: change.role, reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the reason');
    onConfirm(parsed.data);
  };
  return (
    <Dialog open={!!change} onOpenChange={(open) => !isPending && onOpenChange(open)}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogTitle>
            {change?.label} @{change?.user.username}?
          </DialogTitle>
          <DialogDescription>
            {change
              ? `From ${roleLabels[change.user.role].toLowerCase()} to ${roleLabels[change.role].toLowerCase()}. ${roleEffects[change.role]}`
              : null}
          </DialogDescription>
          <ReasonField
            id="role-reason"
            value={reason}
            error={error}
            onChange={(value) => {
              setReason(value);
              setError(null);
            }}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isPending}>
              {isPending && <Loader2 aria-hidden className="animate-spin" />}
              {change?.label ?? 'Change role'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
