import {
  ACTIVE_DAYS,
  type Suggestion,
  type SuggestionList,
  type SuggestionReason,
} from '../../../common/features/profiles/suggestions.contract';
import { homeParks } from '../../../common/features/profiles/profiles.contract';
import type { Database } from '../../db/client';
import {
  listMostFollowed,
  listSuggestionRows,
  POPULAR_FOLLOWERS_MIN,
  POPULAR_POOL,
  type PopularMember,
  type SuggestionRow,
} from './suggestions.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a process reuses the list of the most followed members. */
export const POPULAR_CACHE_MS = 5 * 60 * 1000;

/**
 * The most followed members, per database handle, computed at most once per
 * {@link POPULAR_CACHE_MS} (concurrent requests share one computation; a failure is not kept).
 * Who is among them changes slowly.
 */
const popularCache = new WeakMap<
  Database,
  { expiresAt: number; value: Promise<PopularMember[]> }
>();

function mostFollowed(db: Database, now: Date): Promise<PopularMember[]> {
  const entry = popularCache.get(db);
  if (entry && entry.expiresAt > now.getTime()) return entry.value;
  const value = listMostFollowed(db, POPULAR_POOL);
  popularCache.set(db, { expiresAt: now.getTime() + POPULAR_CACHE_MS, value });
  value.catch(() => popularCache.delete(db));
  return value;
}

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
 * followed, active this week, sharing the viewer's home park). 'Popular' means as many
 * followers as the least followed of the community's {@link POPULAR_POOL} most followed (at
 * least {@link POPULAR_FOLLOWERS_MIN}).
 */
export async function listSuggestions(
  db: Database,
  viewerId: string,
  limit: number,
  now: Date,
): Promise<SuggestionList> {
  const popular = await mostFollowed(db, now);
  const popularMin =
    popular.length >= POPULAR_POOL
      ? Math.max(POPULAR_FOLLOWERS_MIN, Number(popular.at(-1)!.followers))
      : POPULAR_FOLLOWERS_MIN;
  const rows = await listSuggestionRows(db, {
    viewerId,
    popular,
    popularMin,
    activeSince: new Date(now.getTime() - ACTIVE_DAYS * DAY_MS),
    now,
    limit,
  });
  // A member suggested for nothing the viewer can see (only when every reason is gone since the
  // list of the most followed was made) is left out.
  return { items: rows.map(presentSuggestion).filter((item) => item.reasons.length > 0) };
}
