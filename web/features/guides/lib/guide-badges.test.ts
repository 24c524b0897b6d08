import { describe, expect, it } from 'vitest';
import { popularityVariant, ratingLabel, ticketBadge } from './guide-badges';

describe('guide badges (spec §4)', () => {
  it('colours popularity: Extremely High destructive, Very High default, else secondary', () => {
    expect(popularityVariant('Extremely High')).toBe('destructive');
    expect(popularityVariant('Very High')).toBe('default');
    expect(popularityVariant('High')).toBe('secondary');
    expect(popularityVariant('Moderate')).toBe('secondary');
  });

  it('colours tickets: Required destructive, Not Required default', () => {
    expect(ticketBadge(true)).toEqual({ label: 'Ticket Required', variant: 'destructive' });
    expect(ticketBadge(false)).toEqual({ label: 'Not Required', variant: 'default' });
    expect(ratingLabel(4.5)).toBe('4.5 out of 5');
  });
});
