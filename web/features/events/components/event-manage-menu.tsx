import { useQueryClient } from '@tanstack/react-query';
import { Ban, Loader2, Pencil, Settings, Trash2 } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Event } from '../../../../common/features/events/events.contract';
import { Button } from '../../../components/ui/button';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { notifyError } from '../../posts/lib/notify';
import { forgetEvent, useCancelEvent, useDeleteEvent } from '../api/event-mutations';

const loadEditDialog = () => import('./event-form-dialog');
/** The edit form (and zod) load when the menu first opens. */
const EditEventDialog = lazy(() =>
  loadEditDialog().then((module) => ({ default: module.EditEventDialog })),
);

const REASON_MAX = 500;

/** 'Cancel event': the reason (optional, shown on the page and in the notices), then confirm. */
function CancelEventDialog({
  event,
  viewerId,
  isOpen,
  onOpenChange,
}: {
  event: Event;
  viewerId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const cancel = useCancelEvent(event.id, viewerId);
  const tooLong = reason.trim().length > REASON_MAX;
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !cancel.isPending && onOpenChange(open)}>
      <DialogContent>
        <DialogTitle className="pr-10">Cancel {event.title}?</DialogTitle>
        <DialogDescription>
          The event stays on the site marked as cancelled, and everyone going is told. It cannot be
          put back on.
        </DialogDescription>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-reason`}>Reason (optional)</Label>
          <Textarea
            id={`${id}-reason`}
            value={reason}
            onChange={(change) => setReason(change.target.value)}
            rows={3}
            aria-invalid={tooLong || undefined}
            aria-describedby={`${id}-reason-hint`}
          />
          <p
            id={`${id}-reason-hint`}
            className={tooLong ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}
          >
            {tooLong
              ? `Reason can be at most ${REASON_MAX} characters`
              : `Shown on the event’s page. ${reason.trim().length} / ${REASON_MAX} characters`}
          </p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={cancel.isPending}>
              Keep the event
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            disabled={cancel.isPending || tooLong}
            onClick={() =>
              cancel.mutate(
                { reason: reason.trim() },
                {
                  onSuccess: () => {
                    onOpenChange(false);
                    toast({ title: 'Event cancelled', description: 'Everyone going was told.' });
                  },
                  onError: notifyError,
                },
              )
            }
          >
            {cancel.isPending && <Loader2 aria-hidden className="animate-spin" />}
            Cancel event
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The organizer's (and staff's) 'Manage event' menu: edit and cancel while it is on and not
 * over, delete at any time (after a confirmation naming it). An official event that has ended
 * (not cancelled) can still be edited by staff, to give it its next dates.
 */
export function EventManageMenu({
  event,
  viewerId,
  isClosed,
}: {
  event: Event;
  viewerId: string;
  isClosed: boolean;
}) {
  const canEdit = !isClosed || (event.official && event.status === 'scheduled');
  const [isEditOpen, setIsEditOpen] = useState(false);
  const [wasEditOpened, setWasEditOpened] = useState(false);
  const [isCancelOpen, setIsCancelOpen] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const remove = useDeleteEvent(event.id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return (
    <>
      <DropdownMenu onOpenChange={(open) => open && canEdit && void loadEditDialog()}>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="outline">
            <Settings aria-hidden />
            Manage event
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {canEdit && (
            <DropdownMenuItem
              onSelect={() => {
                setWasEditOpened(true);
                setIsEditOpen(true);
              }}
            >
              <Pencil aria-hidden />
              Edit event
            </DropdownMenuItem>
          )}
          {!isClosed && (
            <DropdownMenuItem onSelect={() => setIsCancelOpen(true)}>
              <Ban aria-hidden />
              Cancel event
            </DropdownMenuItem>
          )}
          <DropdownMenuItem className="text-destructive" onSelect={() => setIsDeleteOpen(true)}>
            <Trash2 aria-hidden />
            Delete event
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {wasEditOpened && (
        <Suspense fallback={null}>
          <EditEventDialog
            event={event}
            viewerId={viewerId}
            isOpen={isEditOpen}
            onOpenChange={setIsEditOpen}
          />
        </Suspense>
      )}
      <CancelEventDialog
        event={event}
        viewerId={viewerId}
        isOpen={isCancelOpen}
        onOpenChange={setIsCancelOpen}
      />
      <ConfirmDeleteDialog
        isOpen={isDeleteOpen}
        onOpenChange={setIsDeleteOpen}
        title={`Delete ${event.title}?`}
        description="The event, its answers and its discussion are deleted for everyone, without telling those going. To tell them, cancel it instead. This cannot be undone."
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setIsDeleteOpen(false);
              toast({ title: 'Event deleted', description: `${event.title} is gone.` });
              void navigate('/events', { replace: true });
              setTimeout(() => forgetEvent(queryClient, event.id), 0);
            },
            onError: notifyError,
          })
        }
      />
    </>
  );
}
