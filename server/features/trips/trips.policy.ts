import { sql, type SQL } from 'drizzle-orm';
import type { TripRole } from '../../../common/features/trips/trip-limits';
import { isNotHiddenFrom } from '../../content/hidden-items.sql';
import { authorNotSuspendedFor } from '../../content/suspended-authors.sql';
import { notBlockedBetween } from '../../content/blocks.sql';
import { viewerUuid, type ViewerSql } from '../../content/viewer-sql';
import { trips } from '../../db/schema';

/**
 * Who may see a trip, and what of it (issue 29): the one rule every read of trips composes —
 * by id, the lists, search, profiles' countdowns, the sitemap, the server-rendered page, the
 * calendar feeds, reminders and `/realtime` (whose events go to planners only and carry ids).
 *
 * - The trip's **planners** — its owner and its co-planners (role `planner` or `viewer`) — see
 *   all of it, heights and children's names included, whatever its visibility.
 * - `private` (the default): nobody else.
 * - `unlisted`: anyone with the link reads it (read-only, without heights, without the names of
 *   minors and without the co-planners); never listed, searched, indexed or in a sitemap.
 * - `public`: a trip report, listed and indexed, shown like an unlisted one.
 *
 * A deleted trip is seen by nobody; a block between owner and reader (either way), moderation's
 * hiding and the owner's suspension hide it from readers as for every kind. Whatever is hidden
 * answers 404, never 403.
 */
export interface TripColumns {
  id: SQL;
  ownerId: SQL;
  visibility: SQL;
  deletedAt: SQL;
}

const tableColumns = (): TripColumns => ({
  id: sql`${trips.id}`,
  ownerId: sql`${trips.ownerId}`,
  visibility: sql`${trips.visibility}`,
  deletedAt: sql`${trips.deletedAt}`,
});

/** {@link TripColumns} of a query reading trips under the alias `alias`. */
export function tripAliasColumns(alias: string): TripColumns {
  const table = sql.identifier(alias);
  return {
    id: sql`${table}.id`,
    ownerId: sql`${table}.owner_id`,
    visibility: sql`${table}.visibility`,
    deletedAt: sql`${table}.deleted_at`,
  };
}

/** The viewer owns the trip or co-plans it (either role). Live or not: callers add that. */
export function tripPlannedBy(viewerId: ViewerSql, columns: TripColumns = tableColumns()): SQL {
  if (viewerId === null) return sql`false`;
  return sql`(${columns.ownerId} = ${viewerUuid(viewerId)}
    or exists (select 1 from trip_planners planned_by
      where planned_by.trip_id = ${columns.id} and planned_by.member_id = ${viewerUuid(viewerId)}))`;
}

/** A reader (not a planner) may see the live trip: shared or public, no block, not hidden. */
function readableBy(viewerId: ViewerSql, columns: TripColumns): SQL {
  return sql`(${columns.visibility} in ('unlisted', 'public')
    and ${notBlockedBetween(viewerId, columns.ownerId)}
    and ${isNotHiddenFrom('trip', columns.id, columns.ownerId, viewerId)}
    and ${authorNotSuspendedFor(columns.ownerId, viewerId)})`;
}

/** The trip may be opened by id by the viewer (null: a visitor). */
export function tripVisibleTo(viewerId: ViewerSql, columns: TripColumns = tableColumns()): SQL {
  return sql`(${columns.deletedAt} is null
    and (${tripPlannedBy(viewerId, columns)} or ${readableBy(viewerId, columns)}))`;
}

/** The trip may appear in lists, search and the sitemap: a live public trip report. */
export function tripListedTo(viewerId: ViewerSql, columns: TripColumns = tableColumns()): SQL {
  return sql`(${columns.deletedAt} is null and ${columns.visibility} = 'public'
    and ${readableBy(viewerId, columns)})`;
}

/** The live trip the viewer plans (for the lists of their trips, reminders, calendars). */
export function tripPlannedLiveBy(viewerId: ViewerSql, columns: TripColumns = tableColumns()): SQL {
  return sql`(${columns.deletedAt} is null and ${tripPlannedBy(viewerId, columns)})`;
}

/** Changing the trip's days, plans, party and fields: the owner and `planner` co-planners. */
export const canEditTrip = (role: TripRole | null): boolean =>
  role === 'owner' || role === 'planner';

/** Sees heights, minors' names and the co-planners: any planner (the `viewer` role too). */
export const isTripPlanner = (role: TripRole | null): boolean => role !== null;

/** Visibility, co-planners and deletion: the owner only. */
export const isTripOwner = (role: TripRole | null): boolean => role === 'owner';

/** A page showing the trip may be indexed by search engines: public trip reports only. */
export const isTripIndexable = (trip: { visibility: string }): boolean =>
  trip.visibility === 'public';
