import { LogOut, UserPlus, UserX } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  TRIP_PLANNERS_MAX,
  tripPlannerRoleLabels,
  tripPlannerRoles,
  type Trip,
  type TripPlanner,
  type TripPlannerRole,
} from '../../../../common/features/trips/trips.contract';
import { AuthorLink } from '../../../components/author-link';
import { Button } from '../../../components/ui/button';
import { describedBy, FieldError, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { selectClass } from '../../../components/ui/labeled-select';
import { ConfirmDialog } from '../../groups/components/confirm-dialog';
import { cn } from '../../../lib/cn';
import { notifyError, notifySuccess } from '../../posts/lib/notify';
import { tripChanges, useRemoveTripPlanner, type TripChange } from '../api/trips-api';
import { formErrorsOf } from '../lib/trip-format';

type Send = (
  change: TripChange,
  handlers: { onSuccess: () => void; onError: (error: unknown) => void },
) => void;

/** The owner's invitation: a member's username and what they may do. */
function InviteForm({ send }: { send: Send }) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<TripPlannerRole>('planner');
  const [error, setError] = useState<unknown>(null);
  const [isPending, setPending] = useState(false);
  const errors = error ? formErrorsOf(error) : { fields: {} as Record<string, string>, form: '' };
  const usernameError = errors.fields.username ?? (errors.form || undefined);
  return (
    <form
      noValidate
      aria-label="Invite a co-planner"
      className="grid gap-3 rounded-lg border border-dashed p-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        setPending(true);
        send(tripChanges.invitePlanner(username.trim().replace(/^@/, ''), role), {
          onSuccess: () => {
            setPending(false);
            setError(null);
            notifySuccess(
              'Invited',
              `@${username.trim().replace(/^@/, '')} can now open this trip.`,
            );
            setUsername('');
          },
          onError: (failure) => {
            setPending(false);
            setError(failure);
          },
        });
      }}
    >
      <FormField id={`${id}-username`} label="Username" error={usernameError}>
        <Input
          id={`${id}-username`}
          value={username}
          autoComplete="off"
          placeholder="a member's username"
          aria-invalid={Boolean(usernameError)}
          aria-describedby={describedBy(`${id}-username`, { error: usernameError })}
          onChange={(event) => setUsername(event.target.value)}
        />
      </FormField>
      <FormField id={`${id}-role`} label="Role" error={errors.fields.role}>
        <select
          id={`${id}-role`}
          value={role}
          onChange={(event) => setRole(event.target.value as TripPlannerRole)}
          className={selectClass}
        >
          {tripPlannerRoles.map((value) => (
            <option key={value} value={value}>
              {tripPlannerRoleLabels[value]}
            </option>
          ))}
        </select>
      </FormField>
      <Button type="submit" disabled={isPending || !username.trim()} className="sm:mt-7">
        <UserPlus aria-hidden />
        Invite
      </Button>
    </form>
  );
}

/** A co-planner: who, their role (the owner changes it) and, for the owner, remove. */
function PlannerRow({
  planner,
  isOwner,
  send,
  onRemove,
}: {
  planner: TripPlanner;
  isOwner: boolean;
  send: Send;
  onRemove: () => void;
}) {
  const id = useId();
  const name = planner.member.username;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border bg-card px-3 py-2">
      <div className="min-w-0 flex-1">
        <AuthorLink author={planner.member} size="sm" />
      </div>
      {isOwner ? (
        <div className="flex items-center gap-1">
          <Label htmlFor={`${id}-role`} className="sr-only">
            Role of {name}
          </Label>
          <select
            id={`${id}-role`}
            value={planner.role}
            onChange={(event) =>
              send(
                tripChanges.setPlannerRole(
                  planner.member.id,
                  event.target.value as TripPlannerRole,
                ),
                { onSuccess: () => {}, onError: notifyError },
              )
            }
            className={cn(selectClass, 'w-auto')}
          >
            {tripPlannerRoles.map((value) => (
              <option key={value} value={value}>
                {tripPlannerRoleLabels[value]}
              </option>
            ))}
          </select>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove ${name} from the planners`}
            onClick={onRemove}
          >
            <UserX aria-hidden />
          </Button>
        </div>
      ) : (
        <span className="text-sm text-muted-foreground">{tripPlannerRoleLabels[planner.role]}</span>
      )}
    </li>
  );
}

/**
 * Who plans the trip with its owner. The owner invites members by username, changes their role
 * and removes them; a co-planner can leave. Readers of a shared trip never see this.
 */
export function TripPlanners({
  trip,
  viewerId,
  send,
}: {
  trip: Trip;
  viewerId: string | null;
  send: Send;
}) {
  const navigate = useNavigate();
  const remove = useRemoveTripPlanner(trip.id, viewerId);
  const [removing, setRemoving] = useState<TripPlanner | null>(null);
  const [isLeaving, setLeaving] = useState(false);
  const isOwner = trip.viewer.role === 'owner';
  if (!trip.viewer.isPlanner) return null;
  return (
    <section aria-labelledby="trip-planners-heading" className="grid gap-3">
      <h2 id="trip-planners-heading" className="text-xl font-semibold tracking-tight">
        Co-planners
      </h2>
      {trip.planners.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {isOwner
            ? 'Plan together: invite a member by username. They see every change as it happens.'
            : 'No co-planners.'}
        </p>
      ) : (
        <ul aria-label="Co-planners" className="grid gap-2">
          {trip.planners.map((planner) => (
            <PlannerRow
              key={planner.member.id}
              planner={planner}
              isOwner={isOwner}
              send={send}
              onRemove={() => setRemoving(planner)}
            />
          ))}
        </ul>
      )}
      {isOwner && trip.planners.length < TRIP_PLANNERS_MAX && <InviteForm send={send} />}
      {!isOwner && viewerId && (
        <div>
          <Button type="button" variant="outline" onClick={() => setLeaving(true)}>
            <LogOut aria-hidden />
            Leave this trip
          </Button>
        </div>
      )}
      {remove.isError && !removing && !isLeaving && (
        <FieldError id="trip-planner-remove-error" message={remove.error.message} />
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.member.username ?? ''} from this trip?`}
        description="They will no longer see or change it, unless it is shared with them."
        confirmLabel="Remove"
        isDestructive
        isPending={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.member.id, {
            onSuccess: () => setRemoving(null),
            onError: (error) => {
              setRemoving(null);
              notifyError(error);
            },
          });
        }}
      />
      <ConfirmDialog
        isOpen={isLeaving}
        onOpenChange={setLeaving}
        title="Leave this trip?"
        description="You will no longer see or change it. The owner can invite you again."
        confirmLabel="Leave this trip"
        isDestructive
        isPending={remove.isPending}
        onConfirm={() => {
          if (!viewerId) return;
          remove.mutate(viewerId, {
            onSuccess: () => {
              setLeaving(false);
              notifySuccess('You left the trip');
              void navigate('/trips');
            },
            onError: (error) => {
              setLeaving(false);
              notifyError(error);
            },
          });
        }}
      />
    </section>
  );
}
