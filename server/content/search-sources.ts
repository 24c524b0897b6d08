import type { ContentSearchResult } from '../../common/features/search/search.contract';
import type { ContentSearchType } from '../../common/features/search/search-types';
import type { Executor } from '../db/client';
import type { MatchMarkers } from './search-highlight';

/**
 * Search sources (issue 28): how search reads one kind of thing — checklists, tips, events,
 * contests, creator listings, guide pages. Each feature declares its own in its folder
 * (`<feature>.search.ts`), through its own visibility policy, and `server/content-kinds.ts`
 * registers it; the search feature finds every type through this registry and imports no other
 * feature. Guide pages are no content kind (nobody writes them), so sources stand apart from
 * `ContentKind`. The registry itself imports no feature.
 */
export interface SearchSource {
  /** The search type (tab) the source answers. */
  type: ContentSearchType;
  /**
   * Up to `limit` matches of `text` the viewer may see after `after` (the last one of the
   * previous page), best first: (rank, sortAt, id), all descending. The result's title and
   * snippet mark the matched words between `markers`, already split into segments.
   */
  search(db: Executor, input: SourceSearchInput): Promise<SourceMatch[]>;
  /** How many matches the viewer may see, counted up to `cap` (then `cap`). */
  count(
    db: Executor,
    input: { text: string; viewerId: string | null; cap: number },
  ): Promise<number>;
  /**
   * Whether `id` may stand in a cursor of this source (a uuid for stored rows; a guide's path).
   * A cursor whose id fails is refused with 400 before any read.
   */
  isCursorId(id: string): boolean;
}

export interface SourceSearchInput {
  text: string;
  viewerId: string | null;
  after: SourceMatchKey | undefined;
  limit: number;
  markers: MatchMarkers;
}

/**
 * Where a match stands in its source's order: rank (PostgreSQL's `real` as printed, or a guide's
 * score), then `sortAt` (ISO 8601 UTC with microseconds), then id, all descending.
 */
export interface SourceMatchKey {
  rank: number;
  sortAt: string;
  id: string;
}

export interface SourceMatch {
  result: ContentSearchResult;
  key: SourceMatchKey;
}

const sources = new Map<ContentSearchType, SearchSource>();

/** Adds a source; the same object again is a no-op, another one for its type is a bug. */
export function registerSearchSource(source: SearchSource): void {
  const known = sources.get(source.type);
  if (known && known !== source)
    throw new Error(`Search source "${source.type}" is registered twice`);
  sources.set(source.type, source);
}

/** The source of `type`. @throws Error when none is registered (a wiring bug, never input). */
export function searchSource(type: ContentSearchType): SearchSource {
  const source = sources.get(type);
  if (!source) throw new Error(`Search source "${type}" is not registered`);
  return source;
}

/** Every registered source, in registration order. */
export function searchSources(): SearchSource[] {
  return [...sources.values()];
}
