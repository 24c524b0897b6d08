import { sql } from 'drizzle-orm';
import {
  eventPagePath,
  eventTypeLabels,
  PARK_TIME_ZONE,
  type EventType,
} from '../../../common/features/events/event-limits';
import { isUuid } from '../../lib/cursor';
import type { SearchSource } from '../../content/search-sources';
import {
  countTextMatches,
  isoOf,
  markedSnippetSql,
  markedTitleSql,
  searchTable,
  snippetSegments,
  titleSegments,
  type SearchedTable,
} from '../../content/text-search.sql';
import { uploadThumbnailUrl } from '../uploads/uploads.presenter';
import { eventVisibleTo } from './events.policy';

/**
 * Events as search reads them (issue 28): those `eventVisibleTo` shows the viewer (a private
 * group's events to its members only; no block either way, not hidden, not a suspended
 * organizer's), by title (weight A), description (B) and place (C); equal matches soonest-last
 * (the latest start first). The document is the generated `search_vector` (`events_search_idx`).
 */
const eventTable: SearchedTable = {
  from: sql`events`,
  id: sql`events.id`,
  sortAt: sql`events.starts_at`,
  newestFirst: sql`events.starts_at desc, events.id desc`,
  document: sql`events.search_vector`,
  listed: sql`(events.deleted_at is null)`,
  visibleTo: (viewerId) => eventVisibleTo(viewerId),
};

const dayParts = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: PARK_TIME_ZONE,
});

/** The park-local day an event starts, as `Sat 14 Dec 2026`. */
export function eventDay(at: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    dayParts.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

interface EventResultRow extends Record<string, unknown> {
  id: string;
  title: string;
  description: string;
  type: EventType;
  park: string | null;
  location: string;
  starts_at: Date | string;
  status: 'scheduled' | 'cancelled';
  cover_upload_id: string | null;
  created_at: Date | string;
  organizer_id: string;
  organizer_username: string;
  organizer_avatar_url: string | null;
  marked_title: string;
  marked_snippet: string;
}

export const eventSearchSource: SearchSource = {
  type: 'events',
  isCursorId: isUuid,
  count: (db, input) => countTextMatches(db, eventTable, input),
  search: (db, input) =>
    searchTable<EventResultRow>(
      db,
      eventTable,
      input,
      (ids) => sql`select e.id::text as id, e.title, e.description, e.type, e.park, e.location,
          e.starts_at, e.status, e.cover_upload_id::text as cover_upload_id, e.created_at,
          e.organizer_id::text as organizer_id, a.username as organizer_username,
          a.avatar_url as organizer_avatar_url,
          ${markedTitleSql(input.text, sql`e.title`, input.markers)} as marked_title,
          ${markedSnippetSql(input.text, sql`e.description`, input.markers)} as marked_snippet
        from events e join profiles a on a.id = e.organizer_id
        where e.id in ${ids}`,
      (row) => ({
        id: row.id,
        title: row.title,
        titleParts: titleSegments(row.marked_title, input.markers),
        snippet: snippetSegments(row.marked_snippet, row.description, input.markers),
        path: eventPagePath(row.id),
        author: {
          id: row.organizer_id,
          username: row.organizer_username,
          avatar_url: row.organizer_avatar_url,
        },
        meta: [
          row.park ?? row.location,
          eventDay(new Date(isoOf(row.starts_at)!)),
          eventTypeLabels[row.type] ?? row.type,
          ...(row.status === 'cancelled' ? ['Cancelled'] : []),
        ].filter((fact) => fact !== ''),
        imageUrl: row.cover_upload_id ? uploadThumbnailUrl(row.cover_upload_id) : null,
        createdAt: isoOf(row.created_at),
      }),
    ),
};
