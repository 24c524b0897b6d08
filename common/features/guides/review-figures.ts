import { catalogueSlug } from '../reviews/review-limits';

/**
 * A catalogue entry's live figures as the guide cards show them (issue 13): the average of its
 * members' stars to one decimal and how many reviews it has. Only entries with reviews have
 * figures; the others keep the guide's own.
 */
export interface ReviewFigures {
  average: number;
  count: number;
}

/** Live figures by catalogue slug (entries with at least one review). */
export type ReviewFiguresBySlug = ReadonlyMap<string, ReviewFigures>;

/** The figures a guide card shows for `name`: the live ones once it has reviews, else the guide's. */
export function cardFigures(
  figures: ReviewFiguresBySlug,
  name: string,
  guide: { rating: number; reviewCount: number },
): { rating: number; reviewCount: number; isLive: boolean } {
  const live = figures.get(catalogueSlug(name));
  return live && live.count > 0
    ? { rating: live.average, reviewCount: live.count, isLive: true }
    : { ...guide, isLive: false };
}
