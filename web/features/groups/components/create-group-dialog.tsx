import { useNavigate } from 'react-router';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { useCreateGroup } from '../api/manage-group';
import { emptyGroupForm, toCreateInput } from '../lib/group-form';
import { GroupForm } from './group-form';

/**
 * 'Create group' (loaded with its form, and zod, on the first press): a new group opens its
 * page, its creator the owner.
 */
export function CreateGroupDialog({
  viewerId,
  isOpen,
  onOpenChange,
}: {
  viewerId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const create = useCreateGroup(viewerId);
  const navigate = useNavigate();
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <div className="grid gap-1 pr-10">
          <DialogTitle>Create a group</DialogTitle>
          <DialogDescription>
            Bring together fans of a park, a kind of trip or a passion. You will be its owner.
          </DialogDescription>
        </div>
        <GroupForm
          idPrefix="create-group"
          initial={emptyGroupForm}
          currentCover={null}
          submitLabel="Create group"
          pendingLabel="Creating…"
          onCancel={() => onOpenChange(false)}
          onSubmit={async (values, cover) => {
            const group = await create.mutateAsync(toCreateInput(values, cover));
            onOpenChange(false);
            toast({ title: 'Group created', description: `Welcome to ${group.name}.` });
            void navigate(`/group/${group.id}`);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
