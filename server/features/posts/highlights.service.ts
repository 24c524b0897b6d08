import {
  HIGHLIGHTS_CACHE_SECONDS,
  HIGHLIGHTS_WINDOW,
  type PostHighlights,
} from '../../../common/features/posts/posts.contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { listPostImages } from '../uploads/uploads.service';
import { listHighlightRows } from './highlights.repository';
import { presentHighlight } from './highlights.presenter';

/**
 * The community's public highlights, computed in two queries whatever their number: the
 * ranked posts with their authors ({@link listHighlightRows}), then their photos.
 */
export async function listHighlights(
  db: Database,
  limit: number,
  now: Date,
  viewerId: string | null = null,
): Promise<PostHighlights> {
  const rows = await listHighlightRows(db, HIGHLIGHTS_WINDOW, limit, viewerId);
  const photos = await listPostImages(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => presentHighlight(row, photos.get(row.id) ?? [])),
    generatedAt: now.toISOString(),
  };
}

/**
 * Whether `viewerId` blocked anyone or was blocked by anyone: their highlights are then their
 * own (without those members' posts) instead of the shared cached list.
 */
export async function hasBlocks(db: Database, viewerId: string): Promise<boolean> {
  const result = (await db.execute(
    sql`select exists (select 1 from blocks where blocker_id = ${viewerId}::uuid
      or blocked_id = ${viewerId}::uuid) as found`,
  )) as unknown as { rows: { found: boolean }[] };
  return result.rows[0]?.found ?? false;
}

/** Highlights by page size, each reused for {@link HIGHLIGHTS_CACHE_SECONDS}. */
export interface HighlightsCache {
  get(limit: number): Promise<PostHighlights>;
}

/**
 * A per-process cache in front of {@link listHighlights}: a list is computed at most once per
 * page size and period, concurrent misses share one computation, and a failure is not kept.
 */
export function createHighlightsCache(db: Database, clock: Clock): HighlightsCache {
  const entries = new Map<number, { expiresAt: number; value: Promise<PostHighlights> }>();
  return {
    get(limit) {
      const now = clock.now();
      const entry = entries.get(limit);
      if (entry && entry.expiresAt > now.getTime()) return entry.value;
      const value = listHighlights(db, limit, now);
      entries.set(limit, { expiresAt: now.getTime() + HIGHLIGHTS_CACHE_SECONDS * 1000, value });
      value.catch(() => {
        if (entries.get(limit)?.value === value) entries.delete(limit);
      });
      return value;
    },
  };
}
