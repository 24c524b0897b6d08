import { tipCategories } from '../../../common/features/tips/tip-limits';
import { tipsListQuerySchema } from '../../../common/features/tips/tips.contract';
import type { TopTipsByCategory } from '../../../common/features/guides/top-tips';
import { GUIDE_TOP_TIPS_PER_CATEGORY } from '../../../common/features/guides/top-tips';
import type { Database } from '../../db/client';
import { createLiveCache, type LiveSnapshot } from '../../lib/live-cache';
import { tipChanges } from './tip-changes';
import { listTips } from './tips.service';

/**
 * The most helpful member tips of each category, as the `/disney-world-tips` guide shows them
 * (issue 14): read as a visitor reads `/tips` (no deleted tips), kept in memory and read again
 * after a tip was written, edited, deleted or voted on (`tip-changes.ts`) or after
 * {@link TOP_TIPS_MAX_AGE_MS} (writes of another process, an author renamed or deleted).
 */
export const TOP_TIPS_MAX_AGE_MS = 60_000;

async function readTopTips(db: Database): Promise<LiveSnapshot<TopTipsByCategory>> {
  const now = new Date();
  const lists = await Promise.all(
    tipCategories.map((category) =>
      listTips(
        db,
        null,
        tipsListQuerySchema.parse({
          category,
          sort: 'top_all',
          limit: String(GUIDE_TOP_TIPS_PER_CATEGORY),
        }),
        now,
      ),
    ),
  );
  const value = new Map(tipCategories.map((category, index) => [category, lists[index]!.items]));
  const key = lists
    .flatMap((list) => list.items)
    .map((tip) => `${tip.id}:${tip.helpfulCount}:${tip.updatedAt}:${tip.author.username}`)
    .join(',');
  return { key, value };
}

/** One process's cache of the guide's top tips on `db`. */
export function createTopTipsCache(db: Database) {
  return createLiveCache(tipChanges, TOP_TIPS_MAX_AGE_MS, () => readTopTips(db));
}
