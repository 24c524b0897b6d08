import { sql } from 'drizzle-orm';
import { tripLengthInDays } from '../../../common/features/trips/trip-limits';
import { findTripResort } from '../../../common/features/trips/trip-catalogue';
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
import { tripListedTo } from './trips.policy';

/**
 * Trips as search reads them (issue 29): public trip reports only, as `tripListedTo` lists them
 * (never private or shared-by-link ones, nor across a block, hidden or a suspended owner's); the
 * name (weight A) and notes (B). Party members, heights and co-planners are never searched.
 */
const tripTable: SearchedTable = {
  from: sql`trips`,
  id: sql`trips.id`,
  sortAt: sql`trips.created_at`,
  newestFirst: sql`trips.created_at desc nulls last, trips.id desc nulls last`,
  document: sql`trips.search_vector`,
  listed: sql`(trips.visibility = 'public' and trips.deleted_at is null)`,
  visibleTo: (viewerId) => tripListedTo(viewerId),
};

interface TripResultRow extends Record<string, unknown> {
  id: string;
  name: string;
  notes: string;
  arrives_on: string;
  departs_on: string;
  resort_slug: string | null;
  created_at: Date | string;
  owner_id: string;
  owner_username: string;
  owner_avatar_url: string | null;
  marked_title: string;
  marked_snippet: string;
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayText = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
const dayCount = (from: string, to: string) => {
  const days = tripLengthInDays(from, to);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
};

export const tripSearchSource: SearchSource = {
  type: 'trips',
  isCursorId: isUuid,
  count: (db, input) => countTextMatches(db, tripTable, input),
  search: (db, input) =>
    searchTable<TripResultRow>(
      db,
      tripTable,
      input,
      (ids) => sql`select t.id::text as id, t.name, t.notes, t.arrives_on::text as arrives_on,
          t.departs_on::text as departs_on, t.resort_slug, t.created_at,
          t.owner_id::text as owner_id, a.username as owner_username,
          a.avatar_url as owner_avatar_url,
          ${markedTitleSql(input.text, sql`t.name`, input.markers)} as marked_title,
          ${markedSnippetSql(input.text, sql`t.notes`, input.markers)} as marked_snippet
        from trips t join profiles a on a.id = t.owner_id
        where t.id in ${ids}`,
      (row) => ({
        id: row.id,
        title: row.name,
        titleParts: titleSegments(row.marked_title, input.markers),
        snippet: snippetSegments(row.marked_snippet, row.notes, input.markers),
        path: `/trip/${row.id}`,
        author: {
          id: row.owner_id,
          username: row.owner_username,
          avatar_url: row.owner_avatar_url,
        },
        meta: [
          `${dayText(row.arrives_on)} – ${dayText(row.departs_on)}`,
          dayCount(row.arrives_on, row.departs_on),
          row.resort_slug ? (findTripResort(row.resort_slug)?.name ?? 'Disney resort') : 'Off-site',
        ],
        imageUrl: null,
        createdAt: isoOf(row.created_at),
      }),
    ),
};
