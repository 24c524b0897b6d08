/** A day as the account deletion texts show it ('March 4, 2026'). */
export function formatEraseDay(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });
}
