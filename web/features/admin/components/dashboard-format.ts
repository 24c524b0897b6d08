/** A timestamp as the staff tables show it: date and time in the viewer's zone. */
export function formatStaffTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A day `YYYY-MM-DD` (UTC) as the chart's axis shows it: 'Nov 3'. */
export function formatChartDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
