import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminUser } from '../../../../common/features/admin/admin-users.contract';
import {
  trustLevelLabels,
  trustLevels,
  type TrustLevel,
} from '../../../../common/features/trust/trust-levels.contract';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { LabeledSelect } from '../../../components/ui/labeled-select';

/**
 * Set a member's trust level by hand, or go back to the level their activity earns
 * ('Automatic'). A level set here stays until staff change it.
 */
export function TrustLevelDialog({
  user,
  isPending,
  onOpenChange,
  onConfirm,
}: {
  user: AdminUser | null;
  isPending: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: (input: { level: TrustLevel | null }) => void;
}) {
  const [level, setLevel] = useState<TrustLevel | ''>(user?.trust.isLocked ? user.trust.level : '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm({ level: level || null });
  };
  return (
    <Dialog open={!!user} onOpenChange={(open) => !isPending && onOpenChange(open)}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogTitle>Trust level of @{user?.username}</DialogTitle>
          <DialogDescription>
            The level decides how many links they may post, their daily limits and how much their
            reports weigh. Automatic follows their account age, visits, reading and moderation
            history; a level chosen here stays until you change it.
          </DialogDescription>
          <LabeledSelect
            id="trust-level"
            label="Trust level"
            value={level}
            options={trustLevels}
            labels={trustLevelLabels}
            anyLabel={
              !user || user.trust.isLocked
                ? 'Automatic (from their activity)'
                : `Automatic (now ${trustLevelLabels[user.trust.level]})`
            }
            onChange={setLevel}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isPending}>
              {isPending && <Loader2 aria-hidden className="animate-spin" />}
              Save trust level
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
