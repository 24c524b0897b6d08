import {
  ACTIVE_DAYS,
  type Suggestion,
  type SuggestionList,
  type SuggestionReason,
} from '../../../common/features/profiles/suggestions.contract';
import { homeParks } from '../../../common/features/profiles/profiles.contract';
import type { Database } from '../../db/client';
import { listSuggestionRows, type SuggestionRow } from './suggestions.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a member is suggested, in a fixed order: the shared park, this week's posts, followers. */
function reasonsOf(row: SuggestionRow): SuggestionReason[] {
  const reasons: SuggestionReason[] = [];
  if (row.sharesHomePark) reasons.push('home_park');
  if (row.isActive) reasons.push('active');
  if (row.isPopular) reasons.push('popular');
  return reasons;
}

function presentSuggestion(row: SuggestionRow): Suggestion {
  return {
    id: row.id,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    avatar_url: row.avatarUrl,
    home_park: homeParks.find((park) => park === row.homePark) ?? null,
    followerCount: Number(row.followerCount),
    recentPostCount: Number(row.recentPostCount),
    reasons: reasonsOf(row),
  };
}

/**
 * `GET /api/profiles/suggestions`: members for the viewer to follow, best match first (most
 * followed, active this week, sharing the viewer's home park), in one statement.
 */
export async function listSuggestions(
  db: Database,
  viewerId: string,
  limit: number,
  now: Date,
): Promise<SuggestionList> {
  const since = new Date(now.getTime() - ACTIVE_DAYS * DAY_MS);
  const rows = await listSuggestionRows(db, viewerId, since, now, limit);
  return { items: rows.map(presentSuggestion) };
}
