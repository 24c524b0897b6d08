import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown-parts';

describe('countdownParts', () => {
  it('splits the number and its unit from the words after them', () => {
    expect(countdownParts('47 days to go')).toEqual({ lead: '47 days', rest: 'to go' });
    expect(countdownParts('1 day to go')).toEqual({ lead: '1 day', rest: 'to go' });
    expect(countdownParts('Day 2 of 6')).toEqual({ lead: 'Day 2', rest: 'of 6' });
  });

  it('keeps any other text whole', () => {
    expect(countdownParts('Welcome home')).toEqual({ lead: 'Welcome home', rest: '' });
  });
});
