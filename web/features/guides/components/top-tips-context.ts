import { createContext, useContext } from 'react';
import type { TopTipsByCategory } from '../../../../common/features/guides/top-tips';

const NONE: TopTipsByCategory = new Map();

/**
 * The most helpful member tips of each category, given by the server as it renders the tips
 * guide (the cards are plain HTML, never hydrated).
 */
export const TopTipsContext = createContext<TopTipsByCategory>(NONE);

/** The member tips the guide was rendered with. */
export function useTopTips(): TopTipsByCategory {
  return useContext(TopTipsContext);
}
