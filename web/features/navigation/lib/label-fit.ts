/**
 * How many of the header's labels show, the least useful going first: `3` every label and the
 * logo's name (where the logo shows it), `2` every label, `1` the navigation items' but not the
 * 'Disney Guides' group's, `0` none (icons, labelled for screen readers).
 */
export type LabelLevel = 0 | 1 | 2 | 3;

export const ALL_LABELS: LabelLevel = 3;

/**
 * The next label level of a header row, from its measured widths: one level fewer while the row
 * overflows, one more once the row is again as wide as the content took at that level
 * (`neededWidths`, recorded when it overflowed), so the bar never flips back and forth at one
 * width.
 */
export function nextLabelLevel(input: {
  level: LabelLevel;
  /** The row's width (`clientWidth`). */
  available: number;
  /** What the row's content takes (`scrollWidth`). */
  content: number;
  /** By level: what the content took when that level overflowed. */
  neededWidths: readonly number[];
}): { level: LabelLevel; neededWidths: number[] } {
  const { level, available, content } = input;
  const neededWidths = [...input.neededWidths];
  if (content > available && level > 0) {
    neededWidths[level] = content;
    return { level: (level - 1) as LabelLevel, neededWidths };
  }
  const nextUp = neededWidths[level + 1];
  if (level < ALL_LABELS && nextUp !== undefined && available >= nextUp) {
    return { level: (level + 1) as LabelLevel, neededWidths };
  }
  return { level, neededWidths };
}
