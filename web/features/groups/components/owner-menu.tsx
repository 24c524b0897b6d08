import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Settings, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Group } from '../../../../common/features/groups/groups.contract';
import { Button } from '../../../components/ui/button';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { toast } from '../../../components/ui/use-toast';
import { notifyError } from '../../posts/lib/notify';
import { forgetGroup, useDeleteGroup } from '../api/manage-group';

const loadEditDialog = () => import('./edit-group-dialog');
/** The edit form (and zod) load when the owner first opens the menu. */
const EditGroupDialog = lazy(() =>
  loadEditDialog().then((module) => ({ default: module.EditGroupDialog })),
);

/** The owner's 'Manage group' menu: edit the group, delete it (after a confirmation). */
export function OwnerMenu({ group, viewerId }: { group: Group; viewerId: string }) {
  const [isEditOpen, setIsEditOpen] = useState(false);
  const [wasEditOpened, setWasEditOpened] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const remove = useDeleteGroup(group.id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return (
    <>
      <DropdownMenu onOpenChange={(open) => open && void loadEditDialog()}>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="outline" onPointerEnter={() => void loadEditDialog()}>
            <Settings aria-hidden />
            Manage group
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem
            onSelect={() => {
              setWasEditOpened(true);
              setIsEditOpen(true);
            }}
          >
            <Pencil aria-hidden />
            Edit group
          </DropdownMenuItem>
          <DropdownMenuItem className="text-destructive" onSelect={() => setIsDeleteOpen(true)}>
            <Trash2 aria-hidden />
            Delete group
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {wasEditOpened && (
        <Suspense fallback={null}>
          <EditGroupDialog
            group={group}
            viewerId={viewerId}
            isOpen={isEditOpen}
            onOpenChange={setIsEditOpen}
          />
        </Suspense>
      )}
      <ConfirmDeleteDialog
        isOpen={isDeleteOpen}
        onOpenChange={setIsDeleteOpen}
        title={`Delete ${group.name}?`}
        description="The group, its memberships, requests, invite links and every post in it are deleted for everyone. This cannot be undone."
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setIsDeleteOpen(false);
              toast({ title: 'Group deleted', description: `${group.name} is gone.` });
              void navigate('/groups', { replace: true });
              setTimeout(() => forgetGroup(queryClient, group.id), 0);
            },
            onError: (error) => {
              setIsDeleteOpen(false);
              notifyError(error);
            },
          })
        }
      />
    </>
  );
}
