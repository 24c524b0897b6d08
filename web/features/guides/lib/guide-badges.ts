import type { EventCard } from '../../../../common/features/guides/guide-content.schema';

export type BadgeVariant = 'default' | 'secondary' | 'destructive';

/** Spec §4: popularity Extremely High → destructive, Very High → default, else secondary. */
export function popularityVariant(popularity: EventCard['popularity']): BadgeVariant {
  if (popularity === 'Extremely High') return 'destructive';
  if (popularity === 'Very High') return 'default';
  return 'secondary';
}

/** Spec §4: ticket Required → destructive, Not Required → default. */
export function ticketBadge(ticketRequired: boolean): { label: string; variant: BadgeVariant } {
  return ticketRequired
    ? { label: 'Ticket Required', variant: 'destructive' }
    : { label: 'Not Required', variant: 'default' };
}

/** A 1–5 rating as text people and screen readers read the same way. */
export function ratingLabel(rating: number): string {
  return `${rating.toFixed(1)} out of 5`;
}
