import { createContext, useContext } from 'react';
import type { ReviewFiguresBySlug } from '../../../../common/features/guides/review-figures';

const NONE: ReviewFiguresBySlug = new Map();

/**
 * The catalogue's live review figures by slug, given by the server as it renders a guide (the
 * cards are plain HTML, never hydrated): without them the cards show the guide's own figures.
 */
export const ReviewFiguresContext = createContext<ReviewFiguresBySlug>(NONE);

/** The live figures the guide was rendered with. */
export function useReviewFigures(): ReviewFiguresBySlug {
  return useContext(ReviewFiguresContext);
}
