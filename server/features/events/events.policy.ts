import { sql, type SQL } from 'drizzle-orm';
import { events } from '../../db/schema';
import { isNotHiddenFrom } from '../../content/hidden-items.sql';
import { authorNotSuspendedFor } from '../../content/suspended-authors.sql';
import { groupItemVisibleTo } from '../../content/group-items.sql';
import { notBlockedBetween } from '../../content/blocks.sql';
import { type ViewerSql } from '../../content/viewer-sql';

/**
 * Who may see an event, and who may change it: the one rule every read of events composes (by
 * id, the lists and the month calendar, a group's events, attendees, the discussion, calendar
 * feeds and `.ics` files, the server-rendered pages and the sitemap).
 *
 * An event is seen by a viewer unless it is deleted, it belongs to a private group the viewer
 * is not a member of (everyone else, staff included, finds nothing: 404, never 403), or its
 * organizer and the viewer have blocked each other (either way), or it is hidden by moderation
 * (issue 15: then only its organizer and staff see it), or its organizer is suspended (issue 26:
 * then only staff see it). It is the posts' rule
 * (`server/features/posts/post-visibility.ts`) with the organizer as the author. `viewerId` is
 * SQL (a bound value or a prepared statement's placeholder), or null for a visitor, who sees the
 * events outside private groups.
 */
export function eventVisibleTo(
  viewerId: ViewerSql,
  event: { id: SQL; organizerId: SQL; groupId: SQL; deletedAt: SQL } = {
    id: sql`${events.id}`,
    organizerId: sql`${events.organizerId}`,
    groupId: sql`${events.groupId}`,
    deletedAt: sql`${events.deletedAt}`,
  },
): SQL {
  return sql`(${event.deletedAt} is null
    and ${groupItemVisibleTo(viewerId, event.groupId)}
    and ${notBlockedBetween(viewerId, event.organizerId)}
    and ${isNotHiddenFrom('event', event.id, event.organizerId, viewerId)}
    and ${authorNotSuspendedFor(event.organizerId, viewerId)})`;
}

/** {@link eventVisibleTo} for a query that reads events under the alias `alias` (`e.group_id`…). */
export function eventAliasVisibleTo(viewerId: ViewerSql, alias: string): SQL {
  const table = sql.identifier(alias);
  return eventVisibleTo(viewerId, {
    id: sql`${table}.id`,
    organizerId: sql`${table}.organizer_id`,
    groupId: sql`${table}.group_id`,
    deletedAt: sql`${table}.deleted_at`,
  });
}

/**
 * What a visitor may see (the sitemap, `/event/{id}` rendered on the server, share images):
 * live events outside private groups.
 */
export function eventPublicCondition(): SQL {
  return eventVisibleTo(null);
}

/** What the rules read of an event and of the viewer. */
export interface EventFacts {
  organizerId: string;
  status: 'scheduled' | 'cancelled';
  endsAt: Date;
}

/** The organizer, or staff (`profiles.is_admin`), edit, cancel and delete an event. */
export function canManageEvent(
  event: Pick<EventFacts, 'organizerId'>,
  viewer: { viewerId: string | null; isStaff: boolean },
): boolean {
  return viewer.viewerId !== null && (viewer.viewerId === event.organizerId || viewer.isStaff);
}

/** A discussion comment is deleted by its author, the event's organizer or staff. */
export function canDeleteEventComment(
  comment: { authorId: string },
  event: Pick<EventFacts, 'organizerId'>,
  viewer: { viewerId: string | null; isStaff: boolean },
): boolean {
  return (
    viewer.viewerId !== null &&
    (viewer.viewerId === comment.authorId || canManageEvent(event, viewer))
  );
}

/** Whether the event is over at `now` (its end reached). */
export function hasEnded(event: Pick<EventFacts, 'endsAt'>, now: Date): boolean {
  return event.endsAt.getTime() <= now.getTime();
}

/**
 * Why the event takes no more answers or changes at `now`: 'cancelled', 'ended', or null when
 * it is open.
 */
export function closedReason(event: EventFacts, now: Date): 'cancelled' | 'ended' | null {
  if (event.status === 'cancelled') return 'cancelled';
  return hasEnded(event, now) ? 'ended' : null;
}
