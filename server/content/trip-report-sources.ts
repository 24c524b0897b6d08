import type { Executor } from '../db/client';

/**
 * Trip report sources (issue 29): what a trip's owner shared while the trip was on — their posts,
 * their reviews — so a trip's report assembles itself from what was shared. Each feature declares
 * its source in its folder (`<feature>.trip-report.ts`), reading through its own visibility
 * policy as the report's viewer, and `server/content-kinds.ts` registers it; the trips feature
 * reads every source through this registry and imports no other feature. The registry itself
 * imports no feature.
 */
export interface TripReportSource {
  /** Unique name of the source ('posts', 'reviews'). */
  name: string;
  /**
   * Up to `limit` live items by `authorId` created in [`from`, `to`) that `viewerId` may see,
   * oldest first.
   */
  itemsFor(db: Executor, query: TripReportQuery): Promise<TripReportItem[]>;
}

export interface TripReportQuery {
  /** Who reads the report (null: a visitor). */
  viewerId: string | null;
  /** The trip's owner: only what they wrote. */
  authorId: string;
  /** The trip's first day, 00:00 at the park. */
  from: Date;
  /** The day after its last day, 00:00 at the park (exclusive). */
  to: Date;
  limit: number;
}

export interface TripReportItem {
  kind: 'post' | 'review';
  id: string;
  /** A review's title; null for a post. */
  title: string | null;
  excerpt: string;
  /** Where the web app shows the item ('/post/…', '/reviews/…'). */
  path: string;
  createdAt: Date;
  /** The item's first photo (its thumbnail), if any. */
  imageUrl: string | null;
}

const sources = new Map<string, TripReportSource>();

/** Adds a source; the same object again is a no-op, another one under its name is a bug. */
export function registerTripReportSource(source: TripReportSource): void {
  const known = sources.get(source.name);
  if (known && known !== source) {
    throw new Error(`Trip report source "${source.name}" is registered twice`);
  }
  sources.set(source.name, source);
}

/** Every registered source, in registration order. */
export function tripReportSources(): TripReportSource[] {
  return [...sources.values()];
}

/**
 * The items of every source merged, oldest first (ties by id), at most `query.limit` of them:
 * each source answers its own oldest `limit`, so the merge's first `limit` are the report's.
 */
export async function tripReportItems(
  db: Executor,
  query: TripReportQuery,
): Promise<TripReportItem[]> {
  const items: TripReportItem[] = [];
  for (const source of tripReportSources()) items.push(...(await source.itemsFor(db, query)));
  return items
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    .slice(0, query.limit);
}
