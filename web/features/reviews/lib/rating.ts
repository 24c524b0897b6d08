import {
  reviewStarLabels,
  type ReviewStars,
} from '../../../../common/features/reviews/review-limits';
import { countLabel } from '../../../../common/count-format';

/** The rules of ratings as the pages show them, free of React: stars, averages, distributions. */

/** How one of the five drawn stars is filled. */
export type StarFill = 'full' | 'half' | 'empty';

/**
 * The five stars of a 0–5 value, rounded to the nearest half (4.3 → ★★★★☆ with the fifth
 * empty, 4.3 rounds to 4.5 → four full and a half). Values out of range are clamped.
 */
export function starFills(value: number): StarFill[] {
  const halves = Math.round(Math.min(5, Math.max(0, Number.isFinite(value) ? value : 0)) * 2);
  return Array.from({ length: 5 }, (_, index) => {
    const left = halves - index * 2;
    return left >= 2 ? 'full' : left === 1 ? 'half' : 'empty';
  });
}

/** An average with one decimal ('4.0', '3.5'); '–' while there is none. */
export function formatAverage(average: number | null | undefined): string {
  return average === null || average === undefined || !Number.isFinite(average)
    ? '–'
    : average.toFixed(1);
}

/** '1 review', '1,234 reviews'. */
export function reviewCountLabel(count: number): string {
  return countLabel(count, 'review', 'reviews');
}

/** The sentence read for an average: 'Rated 4.5 out of 5 from 128 reviews' or 'No reviews yet'. */
export function averageSentence(average: number | null | undefined, count: number): string {
  if (count === 0 || average === null || average === undefined) return 'No reviews yet';
  return `Rated ${formatAverage(average)} out of 5 from ${reviewCountLabel(count)}`;
}

/** '3 stars: Average', '1 star: Terrible' (design: 'a visible label per star'). */
export function starChoiceLabel(stars: number): string {
  const meaning = reviewStarLabels[stars as ReviewStars] as string | undefined;
  return `${stars} ${stars === 1 ? 'star' : 'stars'}${meaning ? `: ${meaning}` : ''}`;
}

/** One bar of a 1–5 distribution. */
export interface DistributionBar {
  stars: number;
  count: number;
  /** Whole percent of all reviews (the five add up to 100 when there are reviews). */
  percent: number;
}

/**
 * The five bars, five stars first, from the API's counts per number of stars (a missing number
 * counts none). Percentages are whole numbers shared out by the largest remainders, so they
 * add up to 100.
 */
export function distributionBars(
  distribution: readonly { stars: number; count: number }[],
): DistributionBar[] {
  const byStars = [1, 2, 3, 4, 5].map((stars) =>
    Math.max(0, distribution.find((entry) => entry.stars === stars)?.count ?? 0),
  );
  const total = byStars.reduce((sum, count) => sum + count, 0);
  const exact = byStars.map((count) => (total === 0 ? 0 : (count * 100) / total));
  const percents = exact.map(Math.floor);
  let left = total === 0 ? 0 : 100 - percents.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || b.index - a.index);
  for (const { index } of order) {
    if (left <= 0) break;
    percents[index]! += 1;
    left -= 1;
  }
  return byStars
    .map((count, index) => ({ stars: index + 1, count, percent: percents[index]! }))
    .reverse();
}
