import type { Group } from '../../../../common/features/groups/groups.contract';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { useUpdateGroup } from '../api/manage-group';
import { groupFormValues, toUpdateInput } from '../lib/group-form';
import { GroupForm } from './group-form';

/** The owner's 'Edit group' (loaded with its form on the first press): only changes are sent. */
export function EditGroupDialog({
  group,
  viewerId,
  isOpen,
  onOpenChange,
}: {
  group: Group;
  viewerId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const update = useUpdateGroup(group.id, viewerId);
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <div className="grid gap-1 pr-10">
          <DialogTitle>Edit group</DialogTitle>
          <DialogDescription>
            What everyone sees of {group.name}, and who may join.
          </DialogDescription>
        </div>
        {isOpen && (
          <GroupForm
            idPrefix="edit-group"
            initial={groupFormValues(group)}
            currentCover={group.cover}
            submitLabel="Save changes"
            pendingLabel="Saving…"
            onCancel={() => onOpenChange(false)}
            onSubmit={async (values, cover) => {
              const patch = toUpdateInput(group, values, cover);
              if (patch) await update.mutateAsync(patch);
              onOpenChange(false);
              toast({ title: 'Group updated', description: 'Your changes are saved.' });
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
