import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Event } from '../../../../common/features/events/events.contract';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { useMyGroups } from '../../groups/api/get-groups';
import { useOwnProfile } from '../../profiles/api/get-own-profile';
import { useCreateEvent, useCreateOfficialEvent, useUpdateEvent } from '../api/event-mutations';
import { emptyEventForm, eventFormValues, toCreateInput, toUpdateInput } from '../lib/event-form';
import { EventForm } from './event-form';

/**
 * 'Create event' (loaded with its form, and zod, on the first press): a new event opens its
 * page, its creator the organizer and going. `groupId` starts it in one of the member's groups.
 * Staff (moderators, admins) also get 'Official event': then it is the site's, organized by the
 * Magic Community Team (`POST /api/official-events`, which checks the role again).
 */
export function CreateEventDialog({
  viewerId,
  groupId = '',
  isOpen,
  onOpenChange,
}: {
  viewerId: string;
  groupId?: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const create = useCreateEvent(viewerId);
  const createOfficial = useCreateOfficialEvent(viewerId);
  const role = useOwnProfile(viewerId).data?.role;
  const isStaff = role === 'moderator' || role === 'admin';
  const [isOfficial, setIsOfficial] = useState(false);
  const myGroups = useMyGroups(viewerId);
  const groups = myGroups.data?.pages.flatMap((page) => page.items) ?? [];
  const navigate = useNavigate();
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <div className="grid gap-1 pr-10">
          <DialogTitle>Create an event</DialogTitle>
          <DialogDescription>
            A meet-up, a race or a festival day with fellow fans. You will be its organizer.
          </DialogDescription>
        </div>
        <EventForm
          idPrefix="create-event"
          initial={emptyEventForm(groupId)}
          currentCover={null}
          groups={groups}
          isGroupLocked={false}
          submitLabel="Create event"
          pendingLabel="Creating…"
          onCancel={() => onOpenChange(false)}
          official={isStaff ? { isChecked: isOfficial, onChange: setIsOfficial } : undefined}
          onSubmit={async (values, cover) => {
            const { groupId, ...common } = toCreateInput(values, cover);
            const event =
              isStaff && isOfficial
                ? await createOfficial.mutateAsync(common)
                : await create.mutateAsync({ ...common, groupId });
            onOpenChange(false);
            toast({ title: 'Event created', description: `${event.title} is on the calendar.` });
            void navigate(event.path);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/** 'Edit event' (organizer or staff): only what changed is sent; moving it notifies those going. */
export function EditEventDialog({
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
  const update = useUpdateEvent(event.id, viewerId);
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <div className="grid gap-1 pr-10">
          <DialogTitle>Edit event</DialogTitle>
          <DialogDescription>
            Members going are told when the time or the place changes.
          </DialogDescription>
        </div>
        {isOpen && (
          <EventForm
            idPrefix="edit-event"
            initial={eventFormValues(event)}
            currentCover={event.cover}
            groups={event.group ? [event.group] : []}
            isGroupLocked
            submitLabel="Save changes"
            pendingLabel="Saving…"
            onCancel={() => onOpenChange(false)}
            onSubmit={async (values, cover) => {
              const patch = toUpdateInput(event, values, cover);
              if (patch) await update.mutateAsync(patch);
              onOpenChange(false);
              toast({
                title: patch ? 'Event updated' : 'Nothing to save',
                description: patch ? `${event.title} was saved.` : 'No field was changed.',
              });
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
