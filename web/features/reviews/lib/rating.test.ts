import { describe, expect, it } from 'vitest';
import {
  averageSentence,
  distributionBars,
  formatAverage,
  reviewCountLabel,
  starChoiceLabel,
  starFills,
} from './rating';

describe('starFills', () => {
  it('rounds to the nearest half star', () => {
    expect(starFills(4.3)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(1)).toEqual(['full', 'empty', 'empty', 'empty', 'empty']);
  });

  it('clamps values out of range', () => {
    expect(starFills(-1)).toEqual(Array(5).fill('empty'));
    expect(starFills(9)).toEqual(Array(5).fill('full'));
    expect(starFills(Number.NaN)).toEqual(Array(5).fill('empty'));
  });
});

describe('labels', () => {
  it('shows one decimal', () => {
    expect(formatAverage(4)).toBe('4.0');
    expect(formatAverage(3.45)).toBe('3.5');
    expect(formatAverage(null)).toBe('–');
  });

  it('counts reviews in words', () => {
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(1234)).toBe('1,234 reviews');
    expect(averageSentence(4.25, 8)).toBe('Rated 4.3 out of 5 from 8 reviews');
    expect(averageSentence(null, 0)).toBe('No reviews yet');
  });

  it('names each star choice', () => {
    expect(starChoiceLabel(1)).toBe('1 star: Terrible');
    expect(starChoiceLabel(3)).toBe('3 stars: Average');
    expect(starChoiceLabel(5)).toBe('5 stars: Excellent');
  });
});

/** The API's shape from counts of one to five stars. */
const dist = (counts: number[]) =>
  counts.map((count, index) => ({ stars: index + 1, count })).reverse();

describe('distributionBars', () => {
  it('lists five stars first with whole percentages that add up to 100', () => {
    const bars = distributionBars(dist([1, 1, 1, 0, 0]));
    expect(bars.map((bar) => bar.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(bars.map((bar) => bar.percent)).toEqual([0, 0, 34, 33, 33]);
    expect(bars.reduce((sum, bar) => sum + bar.percent, 0)).toBe(100);
  });

  it('gives exact shares as they are', () => {
    expect(distributionBars(dist([0, 0, 0, 1, 3])).map((bar) => bar.percent)).toEqual([
      75, 25, 0, 0, 0,
    ]);
  });

  it('is all zero without reviews, and reads missing counts as zero', () => {
    expect(distributionBars([]).map((bar) => [bar.count, bar.percent])).toEqual(
      Array(5).fill([0, 0]),
    );
  });
});
