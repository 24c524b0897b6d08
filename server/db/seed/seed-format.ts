/** Formats a whole number with thousands separators (`12,345`). */
export function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** Lays rows out as a left-aligned first column and right-aligned others, two spaces apart. */
export function formatTable(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, column) => {
      widths[column] = Math.max(widths[column] ?? 0, cell.length);
    });
  }
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
