import { Ban, BadgeCheck, Ticket } from 'lucide-react';
import {
  CANCELLED_BADGE,
  eventTypeLabels,
  OFFICIAL_BADGE,
  TICKET_REQUIRED_BADGE,
  type EventType,
} from '../../../../common/features/events/event-limits';
import { Badge } from '../../../components/ui/badge';

/** An event type's label (a stored key the app does not know yet shows as it is). */
export const eventTypeLabel = (type: string) => eventTypeLabels[type as EventType] ?? type;

/**
 * The badges of an event: cancelled (destructive, first), official (the site's own), ticket
 * required (destructive, as the spec's 'Required' badge) and the type. Icons beside the words,
 * so nothing is told by colour alone.
 */
export function EventBadges({
  event,
  showType = true,
}: {
  event: { type: string; ticketRequired: boolean; official: boolean; status: string };
  showType?: boolean;
}) {
  return (
    <ul aria-label="About this event" className="flex flex-wrap items-center gap-1.5">
      {event.status === 'cancelled' && (
        <li>
          <Badge variant="destructive">
            <Ban aria-hidden className="size-3" />
            {CANCELLED_BADGE}
          </Badge>
        </li>
      )}
      {event.official && (
        <li>
          <Badge variant="default">
            <BadgeCheck aria-hidden className="size-3" />
            {OFFICIAL_BADGE}
          </Badge>
        </li>
      )}
      {event.ticketRequired && (
        <li>
          <Badge variant="destructive">
            <Ticket aria-hidden className="size-3" />
            {TICKET_REQUIRED_BADGE}
          </Badge>
        </li>
      )}
      {showType && (
        <li>
          <Badge variant="secondary">{eventTypeLabel(event.type)}</Badge>
        </li>
      )}
    </ul>
  );
}
