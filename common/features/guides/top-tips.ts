import type { TipCategory } from '../tips/tip-limits';
import type { Tip } from '../tips/tips.contract';

/**
 * The most helpful member tips of each category, shown live under the guide's own tips on
 * `/disney-world-tips` (issue 14). Categories without member tips have an empty list.
 */
export type TopTipsByCategory = ReadonlyMap<TipCategory, readonly Tip[]>;

/** How many member tips the guide shows per category. */
export const GUIDE_TOP_TIPS_PER_CATEGORY = 3;

/** The heading of the member tips in a category card of the guide. */
export const GUIDE_TOP_TIPS_HEADING = 'Top member tips';
