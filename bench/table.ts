/**
 * Rows of cells as aligned columns two spaces apart, for the benchmarks' reports: left-aligned
 * in the `leftAligned` columns (the first one by default), right-aligned in the others, with a
 * line of dashes above each row listed in `rules` (by default, under the header row).
 */
export function formatTable(
  rows: readonly (readonly string[])[],
  options: { leftAligned?: readonly number[]; rules?: readonly number[] } = {},
): string {
  const { leftAligned = [0], rules = [1] } = options;
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) =>
    row
      .map((cell, column) =>
        leftAligned.includes(column)
          ? cell.padEnd(widths[column]!)
          : cell.padStart(widths[column]!),
      )
      .join('  ')
      .trimEnd(),
  );
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return lines.flatMap((line, index) => (rules.includes(index) ? [rule, line] : [line])).join('\n');
}
