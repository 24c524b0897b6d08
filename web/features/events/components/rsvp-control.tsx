import { Check, Loader2, Star } from 'lucide-react';
import {
  GOING_LABEL,
  INTERESTED_LABEL,
  type RsvpChoice,
} from '../../../../common/features/events/event-limits';
import type { Event } from '../../../../common/features/events/events.contract';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { SignInLink } from '../../groups/components/sign-in-link';
import { notifyError } from '../../posts/lib/notify';
import { useRsvp } from '../api/event-mutations';

/** 'On the waitlist (#3)'. */
export function waitlistLabel(position: number | null): string {
  return position ? `On the waitlist (#${position})` : 'On the waitlist';
}

/**
 * Going / Interested as a segmented control (each a toggle: pressing your answer again takes it
 * back). Going on a full event puts you on the waitlist ('On the waitlist (#N)'). Visitors are
 * invited to sign in; a cancelled or ended event takes no answers.
 */
export function RsvpControl({
  event,
  viewerId,
  isClosed,
}: {
  event: Event;
  viewerId: string | null | undefined;
  isClosed: boolean;
}) {
  if (viewerId === undefined) return null;
  if (viewerId === null) {
    return <SignInLink next={event.path}>Sign In to answer</SignInLink>;
  }
  return <MemberRsvp event={event} viewerId={viewerId} isClosed={isClosed} />;
}

function MemberRsvp({
  event,
  viewerId,
  isClosed,
}: {
  event: Event;
  viewerId: string;
  isClosed: boolean;
}) {
  const rsvp = useRsvp(event.id, viewerId);
  const status = event.viewerRsvp;
  const isGoingSide = status === 'going' || status === 'waitlisted';
  const isFull = event.capacity !== null && event.goingCount >= event.capacity;

  const answer = (choice: RsvpChoice) => {
    const isTakingBack =
      (choice === 'going' && isGoingSide) || (choice === 'interested' && status === 'interested');
    rsvp.mutate(isTakingBack ? null : choice, {
      onSuccess: (result) => {
        const title =
          result.status === 'going'
            ? 'You are going'
            : result.status === 'waitlisted'
              ? `You are ${waitlistLabel(result.waitlistPosition).toLowerCase()}`
              : result.status === 'interested'
                ? 'Marked as interested'
                : 'Answer taken back';
        toast({ title, description: event.title });
      },
      onError: notifyError,
    });
  };

  const pending = rsvp.isPending ? rsvp.variables : undefined;
  const segment = 'min-w-32 flex-1 rounded-none first:rounded-l-md last:rounded-r-md sm:flex-none';
  return (
    <div className="grid gap-1.5">
      <div role="group" aria-label="Your answer" className="flex w-full sm:w-auto">
        <Button
          type="button"
          variant={isGoingSide ? 'default' : 'outline'}
          aria-pressed={isGoingSide}
          disabled={isClosed || rsvp.isPending}
          onClick={() => answer('going')}
          className={segment}
        >
          {pending === 'going' || (pending === null && isGoingSide) ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <Check aria-hidden />
          )}
          {status === 'waitlisted' ? waitlistLabel(event.waitlistPosition) : GOING_LABEL}
        </Button>
        <Button
          type="button"
          variant={status === 'interested' ? 'default' : 'outline'}
          aria-pressed={status === 'interested'}
          disabled={isClosed || rsvp.isPending}
          onClick={() => answer('interested')}
          className={cn(segment, '-ml-px')}
        >
          {pending === 'interested' || (pending === null && status === 'interested') ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <Star aria-hidden />
          )}
          {INTERESTED_LABEL}
        </Button>
      </div>
      {!isClosed && isFull && !isGoingSide && (
        <p className="text-xs text-muted-foreground">
          It is full: answering Going puts you on the waitlist, and you move up when a place frees.
        </p>
      )}
      {!isClosed && status === 'waitlisted' && (
        <p className="text-xs text-muted-foreground">
          You will be told when a place frees up for you. Press again to leave the waitlist.
        </p>
      )}
    </div>
  );
}
