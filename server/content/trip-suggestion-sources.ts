import type { Executor } from '../db/client';

/**
 * Trip suggestion sources (issue 29): what a trip page suggests for the trip's dates and parks —
 * the events happening then, and whatever other feature adds a source later. Each feature declares
 * its source in its folder (`<feature>.trip-suggestions.ts`), reading through its own visibility
 * policy as the viewer, and `server/content-kinds.ts` registers it; the trips feature reads every
 * source through this registry and imports no other feature. The registry itself imports no
 * feature.
 */
export interface TripSuggestionSource {
  /** Unique name of the source ('events'). */
  name: string;
  /**
   * Up to `input.limit` items the viewer may see that fall within the trip's days, those in one
   * of its parks (`reason: 'park'`) first, each part soonest first.
   */
  suggestFor(db: Executor, input: TripSuggestionInput): Promise<TripSuggestion[]>;
}

export interface TripSuggestionInput {
  /** Whose visibility the items are read with; null for a visitor. */
  viewerId: string | null;
  /** The trip's first and last days at the park (`YYYY-MM-DD`, park time, both included). */
  from: string;
  to: string;
  /** The parks the trip's days plan, by the site's park names (`common/features/parks.ts`). */
  parks: readonly string[];
  /** How many items at most. */
  limit: number;
}

/**
 * Why an item is suggested: it is in one of the trip's planned parks (`park`), or it happens
 * during the trip's dates somewhere a trip does not plan by the day (`dates`: no park, Disney
 * Springs, a resort, or a members' meet-up in another park). `park` ranks first.
 */
export type TripSuggestionReason = 'park' | 'dates';

export interface TripSuggestion {
  /** The content kind ('event'). */
  kind: string;
  id: string;
  title: string;
  /** The item's page on the site. */
  path: string;
  /** ISO 8601 instants; `endsAt` null when the item has no end. */
  startsAt: string;
  endsAt: string | null;
  /** The site's park name, or null for none. */
  park: string | null;
  reason: TripSuggestionReason;
}

const sources = new Map<string, TripSuggestionSource>();

/** Adds a source; the same object again is a no-op, another one under its name is a bug. */
export function registerTripSuggestionSource(source: TripSuggestionSource): void {
  const known = sources.get(source.name);
  if (known && known !== source) {
    throw new Error(`Trip suggestion source "${source.name}" is registered twice`);
  }
  sources.set(source.name, source);
}

/** Every registered source, in registration order. */
export function tripSuggestionSources(): TripSuggestionSource[] {
  return [...sources.values()];
}

const reasonRank: Record<TripSuggestionReason, number> = { park: 0, dates: 1 };

/** The suggestions' order: in a planned park first, then soonest, then by kind and id. */
export function compareTripSuggestions(a: TripSuggestion, b: TripSuggestion): number {
  return (
    reasonRank[a.reason] - reasonRank[b.reason] ||
    Date.parse(a.startsAt) - Date.parse(b.startsAt) ||
    a.kind.localeCompare(b.kind) ||
    a.id.localeCompare(b.id)
  );
}

/**
 * What every source suggests for the trip, merged: those in a planned park first, each part
 * soonest first, at most `input.limit`.
 */
export async function suggestFor(
  db: Executor,
  input: TripSuggestionInput,
): Promise<TripSuggestion[]> {
  const suggestions: TripSuggestion[] = [];
  for (const source of tripSuggestionSources()) {
    suggestions.push(...(await source.suggestFor(db, input)));
  }
  return suggestions.sort(compareTripSuggestions).slice(0, input.limit);
}
